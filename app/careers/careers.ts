import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";

/**
 * The careers domain's plain data (docs/decisions/0054): the choices of a posting and the stages
 * of an application, shared by the schema, the admin pages and the public pages (no Zod here, so
 * that a public page sends none of it).
 */

export const POSTING_STATUSES = ["draft", "published", "closed"] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

/** schema.org's `employmentType` values, which the JSON-LD repeats as they are. */
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The pay range's period, as schema.org's `unitText` names it. */
export const PAY_PERIODS = ["HOUR", "YEAR"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const APPLICATION_STAGES = [
  "new",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/**
 * The stages the applicants' list moves an application to: every one but Hired, which is the
 * Hire step's (it opens the new employee's account), not a label to set by hand.
 */
export const MOVABLE_STAGES = APPLICATION_STAGES.filter(
  (stage): stage is Exclude<ApplicationStage, "hired"> => stage !== "hired",
);

/** What an application's timeline records (besides "received", the application's own date). */
export const APPLICATION_EVENT_KINDS = ["stage_changed", "note", "email_sent", "hired"] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** The bounds of a posting's and an application's fields (the forms show them, Zod holds them). */
export const POSTING_LIMITS = { title: 120, text: 10_000, pay: 10_000_000 } as const;
export const APPLICATION_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  licenses: 500,
  years: 70,
  message: 3_000,
} as const;

/**
 * Whether a posting takes applications on a day (`YYYY-MM-DD` in the company's time zone): a
 * published posting closes itself after its closing date, with no job needed to say so.
 */
export function isOpen(
  posting: { status: PostingStatus; closesOn: string },
  today: string,
): boolean {
  return posting.status === "published" && posting.closesOn >= today;
}

/** What the admin sees: closed once its closing date has passed, whatever the stored status. */
export function effectiveStatus(
  posting: { status: PostingStatus; closesOn: string },
  today: string,
): PostingStatus {
  return posting.status === "published" && posting.closesOn < today ? "closed" : posting.status;
}

/** A posting's public address: /careers/<slug>. */
export function postingPath(slug: string): string {
  return `/careers/${slug}`;
}
