/**
 * How long each kind of record is kept (docs/security.md#retention-and-erasure): every period in
 * one place, read by the daily jobs that delete what has outlived it and by the pages that say so.
 * Plain data, no imports: the leads, audit, careers and subcontractors domains read it.
 */
export const RETENTION = {
  /** Leads idle this long are removed (unless Won), and the outbox's copies of mail this old. */
  leadIdleYears: 2,
  /** Audit entries and counters. */
  auditDays: 365,
  /** Job applications and their résumés, from the decision (hired or rejected): California's rule. */
  applicationYearsAfterDecision: 4,
  /**
   * The documents of a subcontractor the office removed: the admin chooses the period at
   * /admin/subcontractors, within these bounds.
   */
  subcontractorDocumentYears: { default: 4, min: 1, max: 10 },
  /**
   * ServiceChannel's events once applied, and messages sent to it: the work order and its
   * timeline keep what they changed; the rows only explain a recent surprise.
   */
  servicechannelDays: 90,
} as const;

/** The instant `years` calendar years before `now` (29 February falls back to 28). */
export function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now);
  then.setUTCFullYear(now.getUTCFullYear() - years);
  if (then.getUTCMonth() !== now.getUTCMonth()) then.setUTCDate(0);
  return then;
}
