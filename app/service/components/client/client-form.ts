import type { ClientAnswer, ClientForm } from "../../clients/client-forms.server";

/**
 * Every form of the client's page posts to its one answer (docs/decisions/0076), which shows where
 * it is about: a success or a removal's refusal at the top, another refusal in the form refused.
 */
export const PAGE_FORM = "client";

export const sectionClass = "mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
export const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-navy-800 hover:bg-slate-50";

/**
 * The refused answer about this form (and record), with its errors and typed values; `reset`:
 * what its form is given, so that a success empties it and a refusal brings its first field to
 * correct into view.
 */
export function typedFor(answer: ClientAnswer | undefined, form: ClientForm, recordId?: string) {
  const own =
    answer && !answer.ok && answer.form === form && answer.recordId === recordId
      ? answer
      : undefined;
  const reset = answer?.ok ? answer : own;
  return own
    ? { own, reset, errors: own.errors, values: own.values }
    : { own, reset, errors: {} as Record<string, string>, values: undefined };
}

/** The answer said at the top: a success, or a refusal that no form shows (a removal's). */
export function pageAnswer(answer: ClientAnswer | undefined) {
  return answer && (answer.ok || answer.form === "remove") ? answer : undefined;
}
