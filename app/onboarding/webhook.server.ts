import { createHash, timingSafeEqual } from "node:crypto";

/** The service's webhook body is a form with a few short fields and the answers: 1 MB is ample. */
export const WEBHOOK_MAX_BYTES = 1_000_000;

/**
 * Constant-time comparison of the URL's token with the secret. Hashing both first gives equal
 * lengths, so neither the content nor the length of the secret leaks through timing.
 */
export function tokenMatches(given: string, secret: string): boolean {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The address to register with the service (POST /form/{id}/webhooks, webhookURL=...). */
export function webhookUrl(publicUrl: string, secret: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/api/webhooks/jotform/${encodeURIComponent(secret)}`;
}
