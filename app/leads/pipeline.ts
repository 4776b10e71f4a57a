/**
 * The lead pipeline's vocabulary, shared by the server and the browser (docs/product.md#the-lead-pipeline).
 */

/** A lead's stages, in the order a lead usually moves through them. */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "quote_sent",
  "won",
  "lost",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  quote_sent: "Quote sent",
  won: "Won",
  lost: "Lost",
};

/** Won and Lost end the pipeline: conversion counts them, retention keeps Won. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["won", "lost"];

/**
 * "N earlier" beside a listed lead counts the same person's earlier leads up to this many; more
 * read "9+ earlier", as a badge counts. A shared number (a company's switchboard) would otherwise
 * make each listed lead count tens of thousands, and ten reads per lead keep a page of 50 cheap.
 */
export const EARLIER_COUNT_CAP = 9;

/** "3 earlier", or "9+ earlier" past the cap. */
export function earlierLabel(count: number): string {
  return count > EARLIER_COUNT_CAP ? `${EARLIER_COUNT_CAP}+ earlier` : `${count} earlier`;
}

/** Why a lead was lost: a short list, with free text beside it. */
export const LOST_REASONS = ["price", "competitor", "no_response", "not_a_fit", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: "Price",
  competitor: "Chose another company",
  no_response: "No response",
  not_a_fit: "Not a fit for our services",
  other: "Other",
};

/** What a lead's timeline records. */
export const LEAD_EVENT_KINDS = [
  "received",
  "status_changed",
  "assigned",
  "note",
  "email_sent",
  "follow_up_set",
  "call_logged",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** The bounds of what people type into the pipeline. */
export const PIPELINE_LIMITS = {
  note: 5_000,
  lostNote: 500,
  replySubject: 200,
  replyBody: 10_000,
  callSummary: 2_000,
} as const;
