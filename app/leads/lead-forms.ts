import { messages } from "~/site/messages";

/** The three lead forms, named in their addresses (/api/leads/<name>) and rate-limit counters. */
export const LEAD_FORM_NAMES = ["contact", "pricing", "trial"] as const;
export type LeadFormName = (typeof LEAD_FORM_NAMES)[number];

export function isLeadFormName(name: string | undefined): name is LeadFormName {
  return LEAD_FORM_NAMES.some((known) => known === name);
}

/** What each form says when it could not be sent. */
export const leadFailureMessages: Record<LeadFormName, string> = {
  contact: messages.contactFailure,
  pricing: messages.pricingFailure,
  trial: messages.trialFailure,
};
