/** The lead forms, named in their addresses (/api/leads/<name>) and rate-limit counters. */
const LEAD_FORM_NAMES = ["contact", "pricing", "trial", "coi"] as const;
export type LeadFormName = (typeof LEAD_FORM_NAMES)[number];

export function isLeadFormName(name: string | undefined): name is LeadFormName {
  return LEAD_FORM_NAMES.some((known) => known === name);
}

/** The hidden field each lead form posts its page's language in. */
export const LANGUAGE_FIELD = "language";

/** The hidden field the contact form of an office's page posts that office's slug in. */
export const OFFICE_FIELD = "office";
