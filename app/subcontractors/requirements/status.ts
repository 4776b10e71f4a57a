/**
 * Where each requirement of a subcontractor stands, and the subcontractor as a whole
 * (docs/product.md#subcontractors). Pure: the pages, the list and the jobs compute it alike.
 */

export type ItemState =
  | "missing"
  | "pending"
  | "rejected"
  | "approved"
  | "expiring"
  | "expired"
  | "waived";

export type SubcontractorStatus =
  | "compliant"
  | "pending"
  | "missing"
  | "expiring"
  | "expired"
  | "nonresponsive";

/** Days between a request (or the last reminder) and the next reminder: a request is due by then. */
export const REMINDER_EVERY_DAYS = 7;

/** Weekly reminders left unanswered (no upload) after which a subcontractor is Non-responsive. */
export const REMINDERS_BEFORE_NONRESPONSIVE = 3;

/** Days before an expiry that an approved document counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

interface DocumentFacts {
  requirementId: string;
  status: string;
  expiresOn: string | null;
  createdAt: Date;
}

/** The state of one item from its newest document (a new upload replaces the last review). */
export function itemState(latest: DocumentFacts | undefined, today: string): ItemState {
  if (!latest) return "missing";
  if (latest.status === "waived") return "waived";
  if (latest.expiresOn && latest.expiresOn < today) return "expired";
  if (latest.status === "rejected") return "rejected";
  if (latest.status !== "approved") return "pending";
  if (latest.expiresOn && daysBetween(today, latest.expiresOn) <= EXPIRING_WITHIN_DAYS) {
    return "expiring";
  }
  return "approved";
}

/**
 * The subcontractor's status: the worst of their items'; Non-responsive above all while items
 * are still missing or rejected after a request and three weekly reminders with no upload
 * (`remindersUnanswered`, cleared by any upload).
 */
export function overallStatus(
  states: readonly ItemState[],
  remindersUnanswered = 0,
): SubcontractorStatus {
  const gaps = states.includes("missing") || states.includes("rejected");
  if (gaps && remindersUnanswered >= REMINDERS_BEFORE_NONRESPONSIVE) return "nonresponsive";
  if (states.includes("expired")) return "expired";
  if (states.includes("missing") || states.includes("rejected")) return "missing";
  if (states.includes("pending")) return "pending";
  if (states.includes("expiring")) return "expiring";
  return "compliant";
}

/** The newest document of each requirement. */
export function latestByRequirement<T extends DocumentFacts>(
  documents: readonly T[],
): Map<string, T> {
  const latest = new Map<string, T>();
  for (const document of documents) {
    const current = latest.get(document.requirementId);
    if (!current || document.createdAt > current.createdAt)
      latest.set(document.requirementId, document);
  }
  return latest;
}

/** Whole days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
