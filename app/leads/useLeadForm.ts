import type { FormResult } from "~/forms/result";
import { useFetchForm } from "~/forms/useFetchForm";
import { type LeadFormName, leadFailureMessages } from "./lead-forms";

/** A lead form: posted to /api/leads/<name> by its script, to its page without one. */
export function useLeadForm(name: LeadFormName, fallback: FormResult | undefined) {
  return useFetchForm({
    endpoint: `/api/leads/${name}`,
    failureMessage: leadFailureMessages[name],
    fallback,
  });
}
