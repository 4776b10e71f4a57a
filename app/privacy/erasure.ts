import type { FormResult } from "~/forms/result";

/** What /admin/privacy shows and says: plain data and texts, shared by the page and its server code. */

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

/** How many of each, as the page and the success message say it. */
export function erasureCountLines(counts: ErasurePreview): string[] {
  const line = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    line(counts.leads, "lead", "leads"),
    line(counts.timelineEntries, "timeline entry", "timeline entries"),
    line(counts.mails, "e-mail in the outbox", "e-mails in the outbox"),
    line(counts.limitCounters, "rate-limit counter", "rate-limit counters"),
    line(counts.integrationSubmissions, "integration submission", "integration submissions"),
    line(counts.subcontractors, "subcontractor", "subcontractors"),
    line(counts.applications, "job application", "job applications"),
    line(counts.serviceContacts, "client contact", "client contacts"),
    line(counts.workOrders, "work order's requester", "work orders' requesters"),
    line(counts.otherMentions, "other mention", "other mentions"),
  ];
}

export const nothingStored = (counts: ErasurePreview) =>
  counts.leads +
    counts.timelineEntries +
    counts.mails +
    counts.limitCounters +
    counts.integrationSubmissions +
    counts.subcontractors +
    counts.applications +
    counts.serviceContacts +
    counts.workOrders +
    counts.otherMentions ===
  0;

export const ACCOUNT_REFUSAL =
  "This address belongs to a staff account. Remove the account at People first; this page erases what visitors sent.";
