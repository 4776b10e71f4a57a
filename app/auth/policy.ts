/** Account rules in one place (docs/product.md#sign-in-and-accounts). */
export const authPolicy = {
  minPasswordLength: 8,
  maxPasswordLength: 128,
  /** Every session ends 7 days after it was made or last refreshed. */
  sessionSeconds: 7 * 24 * 60 * 60,
  sessionRefreshSeconds: 60 * 60,
  /** A session of the admin or of someone with lead access ends after 12 hours without a request. */
  adminIdleMs: 12 * 60 * 60 * 1000,
  /** How often a session's last-seen time is written (bounded write load). */
  lastSeenWriteEveryMs: 5 * 60 * 1000,
  /**
   * Once an account has had SIGN_IN_FAILURE_LIMIT failures in 15 minutes, its password is checked
   * at most once per this interval for browsers it does not know (docs/decisions/0040).
   */
  throttledCheckEveryMs: 10_000,
  /** Password hashes running at once in one process; more are answered "busy" at once. */
  maxConcurrentHashes: 2,
  /** How long a browser stays known to an account after it signed in there. */
  deviceCookieSeconds: 180 * 24 * 60 * 60,
  setupLinkMs: 24 * 60 * 60 * 1000,
  invitationLinkMs: 7 * 24 * 60 * 60 * 1000,
  resetLinkSeconds: 60 * 60,
} as const;

/** An e-mail must contain both '@' and '.' (docs/product.md#sign-in-and-accounts). */
export function looksLikeEmail(value: string): boolean {
  return value.includes("@") && value.includes(".");
}
