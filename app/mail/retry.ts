/**
 * Delivery timings of the mail outbox, in one place. Retries back off exponentially
 * from 1 minute, doubling up to 1 hour between attempts, for 24 hours; then the message fails
 * (docs/product.md#e-mail).
 */
export const mailTimings = {
  firstRetryDelayMs: 60_000,
  maxRetryDelayMs: 60 * 60_000,
  retryWindowMs: 24 * 60 * 60_000,
  /** How long a claimed message stays "sending" before another worker may take it over. */
  sendLeaseMs: 5 * 60_000,
  /** The worker looks for due messages this often, and at once when mail is enqueued. */
  pollIntervalMs: 5_000,
  /**
   * An enqueue nudge wakes the worker this much later, so that the mail of many posts in a
   * moment is taken in one look instead of one each (docs/decisions/0029).
   */
  nudgeCoalesceMs: 50,
  /** A second look after an enqueue nudge: the enqueueing transaction may not have committed yet. */
  nudgeFollowUpMs: 500,
  /** SMTP timeouts, together well inside the send lease. */
  smtpConnectionTimeoutMs: 30_000,
  smtpGreetingTimeoutMs: 30_000,
  smtpSocketTimeoutMs: 60_000,
} as const;

/**
 * The wait after the given number of failed attempts: 1, 2, 4, 8 ... minutes, at most 1 hour.
 * `firstDelayMs` replaces the first minute (MAIL_RETRY_BASE_MS; the system tests shorten it).
 */
export function retryDelayMs(
  failedAttempts: number,
  firstDelayMs: number = mailTimings.firstRetryDelayMs,
): number {
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 30);
  return Math.min(firstDelayMs * 2 ** doublings, mailTimings.maxRetryDelayMs);
}

/**
 * When to try again after a failed attempt, or null once the retry window has closed.
 * The last retry falls exactly at the end of the window.
 */
export function nextAttemptAfterFailure(
  failedAttempts: number,
  giveUpAt: Date,
  now: Date,
  firstDelayMs?: number,
) {
  if (now.getTime() >= giveUpAt.getTime()) return null;
  const next = now.getTime() + retryDelayMs(failedAttempts, firstDelayMs);
  return new Date(Math.min(next, giveUpAt.getTime()));
}
