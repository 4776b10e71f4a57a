import { Copy, Download, Mail, Plus, RotateCcw, Send } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useT } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import {
  type CardState,
  canAddCustomCard,
  cardPayload,
  cardsReducer,
  initialCards,
  validateCards,
} from "../cards";
import { MAX_CONFIGURATIONS, type ProviderType } from "../configuration-fields";
import { readStoredCards, saveDrafts } from "../draft-storage";
import {
  type ConfigurationRecipient,
  exportDocument,
  exportFileName,
  mailtoHref,
} from "../summary";
import { ConfigurationCard, primaryButton, secondaryButton } from "./ConfigurationCard";
import { Toasts, useToasts } from "./Toasts";

const SUBMIT_ENDPOINT = "/api/integrations/configurations";

const sections: { type: ProviderType; title: MessageKey; intro: MessageKey }[] = [
  {
    type: "file_storage",
    title: "integrations.section.fileStorage.title",
    intro: "integrations.section.fileStorage.intro",
  },
  {
    type: "accounting",
    title: "integrations.section.accounting.title",
    intro: "integrations.section.accounting.intro",
  },
];

let customCounter = 0;
function newCardId(): string {
  customCounter += 1;
  return `custom-${Date.now().toString(36)}-${customCounter}`;
}

/** Cards kept in the browser: loaded after hydration, saved on every change after that. */
function usePersistentCards() {
  const [cards, dispatch] = useReducer(cardsReducer, undefined, initialCards);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    new Promise<CardState[]>((resolve) =>
      resolve(readStoredCards(window.localStorage, window.sessionStorage)),
    ).then(
      (stored) => {
        if (!current) return;
        dispatch({ type: "load", cards: stored });
        setLoaded(true);
      },
      // Nothing is saved then either, so that a draft that could not be read is not overwritten.
      (error) => console.warn("The stored drafts could not be read; they will not be kept.", error),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (!loaded) return;
    try {
      saveDrafts(cards, window.localStorage, window.sessionStorage);
    } catch (error) {
      console.warn("Could not keep the configuration draft in this browser.", error);
    }
  }, [cards, loaded]);
  return [cards, dispatch] as const;
}

/** `recipient`: the company profile's name and general e-mail, for Open Email Client. */
export function ConfigurationEditor({ recipient }: { recipient: ConfigurationRecipient }) {
  const t = useT();
  const [cards, dispatch] = usePersistentCards();
  const { toasts, notify, dismiss } = useToasts();
  const [sending, setSending] = useState(false);

  const builtIn = (type: ProviderType) =>
    cards.filter((card) => card.builtIn && card.values.provider_type === type);
  const custom = cards.filter((card) => !card.builtIn);

  /** Submit and Open Email Client check every card first (docs/product.md#integration-configuration). */
  function allValid(): boolean {
    const problems = validateCards(cards);
    dispatch({ type: "showErrors", errors: problems });
    if (problems.size === 0) return true;
    notify("error", t("integrations.notice.fixBeforeSubmitting"));
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>("[data-card] [aria-invalid=true]")?.focus(),
    );
    return false;
  }

  async function submit() {
    if (sending || !allValid()) return;
    setSending(true);
    try {
      const response = await fetch(SUBMIT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ configurations: cards.map(cardPayload) }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? `HTTP error! status: ${response.status}`);
      notify("success", t("integrations.notice.submitSuccess"));
    } catch (error) {
      console.error("Configuration submit failed", error);
      notify("error", t("integrations.notice.submitFailure"));
    } finally {
      setSending(false);
    }
  }

  function openEmailClient() {
    if (!allValid()) return;
    window.location.href = mailtoHref(cards.map(cardPayload), recipient, t);
    notify("info", t("integrations.notice.emailClientOpened"));
  }

  function downloadJson() {
    const blob = new Blob([exportDocument(cards.map(cardPayload))], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = exportFileName();
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
    notify("success", t("integrations.notice.downloaded"));
  }

  async function copyToClipboard() {
    try {
      await navigator.clipboard.writeText(exportDocument(cards.map(cardPayload)));
      notify("success", t("integrations.notice.copied"));
    } catch (error) {
      console.warn("Clipboard write failed", error);
      notify("error", t("integrations.notice.copyFailed"));
    }
  }

  return (
    <>
      {sections.map((section) => (
        <CardSection
          key={section.type}
          id={section.type}
          title={t(section.title)}
          intro={t(section.intro)}
        >
          {builtIn(section.type).map((card) => (
            <ConfigurationCard key={card.id} card={card} dispatch={dispatch} />
          ))}
        </CardSection>
      ))}

      <CardSection
        id="custom"
        title={t("integrations.section.custom.title")}
        intro={t("integrations.section.custom.intro")}
        footer={
          <div className="mt-6">
            <button
              type="button"
              className={secondaryButton}
              disabled={!canAddCustomCard(cards)}
              onClick={() => dispatch({ type: "addCustom", id: newCardId() })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t("integrations.addCustom")}
            </button>
            {canAddCustomCard(cards) ? null : (
              <p className="mt-2 text-sm text-slate-600">
                {t("integrations.maxCards", { max: MAX_CONFIGURATIONS })}
              </p>
            )}
          </div>
        }
      >
        {custom.map((card) => (
          <ConfigurationCard key={card.id} card={card} dispatch={dispatch} />
        ))}
      </CardSection>

      <ActionBar
        sending={sending}
        onSubmit={submit}
        onEmail={openEmailClient}
        onDownload={downloadJson}
        onCopy={copyToClipboard}
        onResetAll={() => {
          dispatch({ type: "resetAll" });
          notify("info", t("integrations.resetAll.done"));
        }}
        cards={cards}
      />
      <Toasts toasts={toasts} dismiss={dismiss} />
    </>
  );
}

function CardSection({
  id,
  title,
  intro,
  children,
  footer,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-12 first:mt-0">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-900">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-600">{intro}</p>
      {Array.isArray(children) && children.length === 0 ? null : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">{children}</div>
      )}
      {footer}
    </section>
  );
}

function ActionBar({
  sending,
  cards,
  onSubmit,
  onEmail,
  onDownload,
  onCopy,
  onResetAll,
}: {
  sending: boolean;
  cards: CardState[];
  onSubmit: () => void;
  onEmail: () => void;
  onDownload: () => void;
  onCopy: () => void;
  onResetAll: () => void;
}) {
  const t = useT();
  const enabled = cards.filter((card) => card.values.is_enabled).length;
  return (
    <section
      aria-labelledby="send-heading"
      className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="send-heading" className="text-xl font-bold text-navy-900">
        {t("integrations.send.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("integrations.send.summary", { cards: cards.length, enabled })}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className={primaryButton} onClick={onSubmit} disabled={sending}>
          <Send className="size-4" aria-hidden="true" />
          {sending ? t("integrations.sending") : t("integrations.submit")}
        </button>
        <button type="button" className={secondaryButton} onClick={onEmail}>
          <Mail className="size-4" aria-hidden="true" />
          {t("integrations.openEmail")}
        </button>
        <button type="button" className={secondaryButton} onClick={onDownload}>
          <Download className="size-4" aria-hidden="true" />
          {t("integrations.download")}
        </button>
        <button type="button" className={secondaryButton} onClick={onCopy}>
          <Copy className="size-4" aria-hidden="true" />
          {t("integrations.copy")}
        </button>
        <ResetAllButton onConfirm={onResetAll} />
      </div>
    </section>
  );
}

/**
 * Reset of the whole page discards every card: it asks first, in the browser's own modal dialog
 * (focus kept inside, Escape closes it, focus back to the button). Radix's dialog took its ids
 * from `useId`, which an island cannot use.
 */
function ResetAllButton({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`${secondaryButton} sm:ml-auto`}
        onClick={() => dialogRef.current?.showModal()}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t("integrations.resetAll")}
      </button>
      <dialog
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reset-all-title"
        aria-describedby="reset-all-description"
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl backdrop:bg-navy-950/60"
      >
        <h2 id="reset-all-title" className="text-lg font-semibold text-navy-900">
          {t("integrations.resetAll.title")}
        </h2>
        <p id="reset-all-description" className="mt-2 text-sm text-slate-700">
          {t("integrations.resetAll.text")}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          {/* The safe choice has the focus when the dialog opens, as an alert dialog should. */}
          {/* biome-ignore lint/a11y/noAutofocus: focus moves into the modal dialog when it opens */}
          <button type="button" className={secondaryButton} onClick={close} autoFocus>
            {t("integrations.resetAll.keep")}
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {t("integrations.resetAll")}
          </button>
        </div>
      </dialog>
    </>
  );
}
