/**
 * The lead pipeline's vocabulary, shared by the server and the browser (docs/product.md#the-lead-pipeline).
 */

/** The stages of a sale (contact, pricing, trial and service leads), in the order of a sale. */
const SALES_STAGES = ["new", "contacted", "qualified", "quote_sent", "won", "lost"] as const;

/**
 * Every stage a lead can be at: the sales stages, then the certificate requests' own
 * (docs/decisions/0088).
 */
export const LEAD_STATUSES = [...SALES_STAGES, "sent", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * A certificate-of-insurance request is no sale: it is New until the certificate went out, Sent
 * after, and Closed once nothing more is owed (docs/decisions/0088).
 */
const COI_STAGES = ["new", "sent", "closed"] as const satisfies readonly LeadStatus[];

/** The two pipelines a lead can follow; a kind follows one of them. */
export type Pipeline = "sales" | "coi";
export const PIPELINES: readonly Pipeline[] = ["sales", "coi"];

export function pipelineOf(kind: string): Pipeline {
  return kind === "coi" ? "coi" : "sales";
}

/** A pipeline's stages, in order. */
export function pipelineStages(pipeline: Pipeline): readonly LeadStatus[] {
  return pipeline === "coi" ? COI_STAGES : SALES_STAGES;
}

/** The stages a lead of this kind moves through, in order. */
export function stagesOf(kind: string): readonly LeadStatus[] {
  return pipelineStages(pipelineOf(kind));
}

/**
 * Won, Lost and Closed end a pipeline: conversion counts Won and Lost, retention keeps Won, and
 * no follow-up is asked of any of them.
 */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["won", "lost", "closed"];

/** How a sale ends: conversion is Won over these; a closed certificate request is no sale. */
export const SALE_ENDS: readonly LeadStatus[] = ["won", "lost"];

/**
 * "N earlier" beside a listed lead counts the same person's earlier leads up to this many; more
 * read "9+ earlier", as a badge counts. A shared number (a company's switchboard) would otherwise
 * make each listed lead count tens of thousands, and ten reads per lead keep a page of 50 cheap.
 */
export const EARLIER_COUNT_CAP = 9;

/** Why a lead was lost: a short list, with free text beside it. */
export const LOST_REASONS = ["price", "competitor", "no_response", "not_a_fit", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

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
