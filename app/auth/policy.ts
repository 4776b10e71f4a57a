/** Account rules in one place (docs/product.md#sign-in-and-accounts). */
export const authPolicy = {
  minPasswordLength: 8,
  maxPasswordLength: 128,
  /** Every session ends 7 days after it was made or last refreshed. */
  sessionSeconds: 7 * 24 * 60 * 60,
  sessionRefreshSeconds: 60 * 60,
  /** An admin session ends after 12 hours without a request. */
  adminIdleMs: 12 * 60 * 60 * 1000,
  /** How often a session's last-seen time is written (bounded write load). */
  lastSeenWriteEveryMs: 5 * 60 * 1000,
  setupLinkMs: 24 * 60 * 60 * 1000,
  invitationLinkMs: 7 * 24 * 60 * 60 * 1000,
  resetLinkSeconds: 60 * 60,
} as const;

/** An e-mail must contain both '@' and '.' (docs/product.md#sign-in-and-accounts). */
export function looksLikeEmail(value: string): boolean {
  return value.includes("@") && value.includes(".");
}
