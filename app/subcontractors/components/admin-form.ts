import { useNavigation } from "react-router";
import type { AdminAnswer, AdminForm } from "../office/admin-forms.server";

/**
 * One form's answer (each shows beside its form, docs/decisions/0076), with the errors and typed
 * values of a refusal.
 */
export function typedFor(answer: AdminAnswer | undefined, form: AdminForm) {
  const own = answer?.form === form ? answer : undefined;
  return own && !own.ok
    ? { own, errors: own.errors, values: own.values }
    : { own, errors: {} as Record<string, string>, values: {} as Record<string, string> };
}

/** While this form's post is on its way: its button is disabled, so a second press waits. */
export function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export const linkClass = "font-semibold text-navy-700 underline";
export const sectionClass = "mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
