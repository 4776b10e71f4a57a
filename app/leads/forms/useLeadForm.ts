import type { FormResult } from "~/forms/result";
import { useFetchForm } from "~/forms/useFetchForm";
import { useT } from "~/i18n/I18nContext";
import type { LeadFormName } from "./lead-forms";

/** What each form says when the server cannot be reached. */
const FAILURES = {
  contact: "forms.contact.failure",
  pricing: "forms.pricing.failure",
  trial: "forms.trial.failure",
  coi: "forms.coi.failure",
} as const satisfies Record<LeadFormName, string>;

/**
 * A lead form: posted to /api/leads/<name> by its script, to its page without one. `phone`: the
 * profile's main phone, which the failure text names (the island gets it as a prop).
 */
export function useLeadForm(name: LeadFormName, fallback: FormResult | undefined, phone: string) {
  const t = useT();
  return useFetchForm({
    endpoint: `/api/leads/${name}`,
    failureMessage: t(FAILURES[name], { phone }),
    fallback,
  });
}
