import type { FormResult } from "~/forms/result";
import { type Translator, valueKeys } from "~/i18n/translator";

/**
 * What /admin/privacy shows and says, shared by the page and its server code: plain data, and the
 * counts' lines in the catalogue's words (`adminPrivacy`, docs/decisions/0107).
 */

/** What an erasure of the address would remove, counted before anything is done. */
export interface ErasurePreview {
  leads: number;
  timelineEntries: number;
  mails: number;
  limitCounters: number;
  integrationSubmissions: number;
  /** Subcontractors invited at the address: their records, documents and files. */
  subcontractors: number;
  /** Job applications sent from the address: each with its résumé. */
  applications: number;
  /** Service desk contacts with the address (of any client): removed with their link. */
  serviceContacts: number;
  /** Work orders they (or the address) requested: kept, the requester's details erased. */
  workOrders: number;
  /** Other rows that mention it and would have it replaced by "[erased]". */
  otherMentions: number;
  /** A staff account uses the address: the erasure leaves it to /admin/people and refuses. */
  hasAccount: boolean;
}

/** What /admin/privacy answers: the form's result, and the counts looked up or erased. */
export type ErasureAnswer = FormResult & {
  preview?: { email: string; counts: ErasurePreview };
};

/** The counts, in the order they are said. */
const COUNTED = [
  "leads",
  "timelineEntries",
  "mails",
  "limitCounters",
  "integrationSubmissions",
  "subcontractors",
  "applications",
  "serviceContacts",
  "workOrders",
  "otherMentions",
] as const satisfies readonly Exclude<keyof ErasurePreview, "hasAccount">[];

/** Each count's line in the office's words (`{n} leads`), a key of `adminPrivacy`. */
export const COUNT_KEYS = valueKeys("adminPrivacy.count", COUNTED);

/** How many of each, as the page and the success message say it. */
export function erasureCountLines(counts: ErasurePreview, t: Translator["t"]): string[] {
  return COUNTED.map((count) => t(COUNT_KEYS[count], { n: counts[count] }));
}

/** Whether the look-up found nothing to erase. */
export const nothingStored = (counts: ErasurePreview) =>
  COUNTED.every((count) => counts[count] === 0);
