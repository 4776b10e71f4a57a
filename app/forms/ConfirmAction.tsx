import { useEffect, useId, useRef } from "react";
import { useT } from "~/i18n/I18nContext";
import { useHydrated } from "~/ui/hooks";
import { AnswerForm } from "./AnswerForm";
import { confirmedField } from "./confirm";

const confirmButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
const cancelButton =
  "inline-flex items-center justify-center rounded-md border border-navy-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";
/** The button that asks, as the office's pages draw a destructive one. */
export const askButton =
  "inline-flex cursor-pointer items-center justify-center rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 [&::-webkit-details-marker]:hidden";

/**
 * A destructive action of the office (docs/decisions/0076): its button asks once, saying what
 * will happen (`consequence`), and only the answer "yes" (`confirmLabel`) posts the intent, with
 * the confirmation field (`confirmedField`) that the action requires. With JavaScript the
 * question is a native modal dialog; without it the same question opens in place (a disclosure),
 * so it works the same either way. `children`: choices made while confirming (the courteous
 * e-mail of a rejection); `fields`: the hidden fields naming what it acts on.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  consequence,
  confirmLabel,
  intent,
  fields = {},
  answerTo,
  answer,
  action,
  encType,
  triggerClassName = askButton,
  children,
}: {
  label: string;
  accessibleLabel?: string;
  question: string;
  consequence: React.ReactNode;
  confirmLabel: string;
  /** Sent as the field `intent`, when the action names its forms that way. */
  intent?: string;
  fields?: Record<string, string>;
  answerTo: string;
  answer?: { ok: boolean } | null;
  action?: string;
  encType?: "multipart/form-data";
  triggerClassName?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  // A refusal of a choice made while confirming (a reason) opens the question again, with it.
  const refused = Boolean(answer && !answer.ok);
  useEffect(() => {
    if (answer && !answer.ok && !dialog.current?.open) dialog.current?.showModal();
  }, [answer]);
  const form = (close?: React.ReactNode) => (
    <AnswerForm
      answerTo={answerTo}
      answer={answer}
      action={action}
      encType={encType}
      className="mt-4 space-y-4"
      onSubmit={() => dialog.current?.close()}
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" {...confirmedField} />
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        {close}
        <button type="submit" className={confirmButton}>
          {confirmLabel}
        </button>
      </div>
    </AnswerForm>
  );
  const text = (
    <>
      <p id={`${id}-title`} className="text-base font-semibold text-navy-900">
        {question}
      </p>
      <div id={`${id}-consequence`} className="mt-2 text-sm text-slate-700">
        {consequence}
      </div>
    </>
  );
  if (!hydrated) {
    return (
      <details className="group" open={refused}>
        <summary className={triggerClassName} aria-label={accessibleLabel}>
          {label}
        </summary>
        <div className="mt-2 max-w-md rounded-xl border border-red-200 bg-white p-4 shadow-sm">
          {text}
          {form()}
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-consequence`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-navy-950/40"
      >
        {text}
        {form(
          <button type="button" className={cancelButton} onClick={() => dialog.current?.close()}>
            {t("adminFrame.cancel")}
          </button>,
        )}
      </dialog>
    </>
  );
}
