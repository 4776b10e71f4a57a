import { Copy, Download, Mail, Plus, RotateCcw, Send } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { integrationMessages as text } from "~/site/messages";
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
import { exportDocument, exportFileName, mailtoHref } from "../summary";
import { ConfigurationCard, primaryButton, secondaryButton } from "./ConfigurationCard";
import { Toasts, useToasts } from "./Toasts";

export const SUBMIT_ENDPOINT = "/api/integrations/configurations";

const sections: { type: ProviderType; title: string; intro: string }[] = [
  {
    type: "file_storage",
    title: "File Storage Integrations",
    intro:
      "Where job documents, photos and reports are filed: Microsoft OneDrive and SharePoint through Microsoft Graph, or Google Drive.",
  },
  {
    type: "accounting",
    title: "Accounting Integrations",
    intro: "Invoices, expenses and payments synchronised with QuickBooks.",
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

export function ConfigurationEditor() {
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
    notify("error", text.fixBeforeSubmitting);
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
      notify("success", text.submitSuccess);
    } catch (error) {
      console.error("Configuration submit failed", error);
      notify("error", text.submitFailure);
    } finally {
      setSending(false);
    }
  }

  function openEmailClient() {
    if (!allValid()) return;
    window.location.href = mailtoHref(cards.map(cardPayload));
    notify("info", text.emailClientOpened);
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
    notify("success", text.downloaded);
  }

  async function copyToClipboard() {
    try {
      await navigator.clipboard.writeText(exportDocument(cards.map(cardPayload)));
      notify("success", text.copied);
    } catch (error) {
      console.warn("Clipboard write failed", error);
      notify("error", text.copyFailed);
    }
  }

  return (
    <>
      {sections.map((section) => (
        <CardSection
          key={section.type}
          id={section.type}
          title={section.title}
          intro={section.intro}
        >
          {builtIn(section.type).map((card) => (
            <ConfigurationCard key={card.id} card={card} dispatch={dispatch} />
          ))}
        </CardSection>
      ))}

      <CardSection
        id="custom"
        title="Custom Integrations"
        intro="Another account of a supported provider, or a service you would like us to connect: add a card and name its provider."
        footer={
          <div className="mt-6">
            <button
              type="button"
              className={secondaryButton}
              disabled={!canAddCustomCard(cards)}
              onClick={() => dispatch({ type: "addCustom", id: newCardId() })}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add custom card
            </button>
            {canAddCustomCard(cards) ? null : (
              <p className="mt-2 text-sm text-slate-600">
                A configuration holds at most {MAX_CONFIGURATIONS} cards.
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
          notify("info", "All cards were reset to their defaults.");
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
  const enabled = cards.filter((card) => card.values.is_enabled).length;
  return (
    <section
      aria-labelledby="send-heading"
      className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="send-heading" className="text-xl font-bold text-navy-900">
        Send your configuration
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {cards.length} {cards.length === 1 ? "card" : "cards"}, {enabled} enabled. Every card is
        checked before it is sent.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className={primaryButton} onClick={onSubmit} disabled={sending}>
          <Send className="size-4" aria-hidden="true" />
          {sending ? "Sending..." : "Submit"}
        </button>
        <button type="button" className={secondaryButton} onClick={onEmail}>
          <Mail className="size-4" aria-hidden="true" />
          Open Email Client
        </button>
        <button type="button" className={secondaryButton} onClick={onDownload}>
          <Download className="size-4" aria-hidden="true" />
          Download JSON
        </button>
        <button type="button" className={secondaryButton} onClick={onCopy}>
          <Copy className="size-4" aria-hidden="true" />
          Copy to clipboard
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
        Reset all
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
          Reset every card?
        </h2>
        <p id="reset-all-description" className="mt-2 text-sm text-slate-700">
          Microsoft Graph, Google Drive and QuickBooks go back to their defaults and custom cards
          are removed. Download the JSON first if you want to keep a copy.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          {/* The safe choice has the focus when the dialog opens, as an alert dialog should. */}
          {/* biome-ignore lint/a11y/noAutofocus: focus moves into the modal dialog when it opens */}
          <button type="button" className={secondaryButton} onClick={close} autoFocus>
            Keep my cards
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            Reset all
          </button>
        </div>
      </dialog>
    </>
  );
}
