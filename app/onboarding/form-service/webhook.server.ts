import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import { hitLimit, type LimitRule, peekLimit } from "~/limits/rate-limit.server";

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

/**
 * Wrong tokens a client address may send in an hour (WEBHOOK_TOKEN_FAILURE_LIMIT, 10 unless
 * set). The form service never sends one, so this only slows down guessing; it counts per
 * client, so guesses from elsewhere never hold back the service's own calls.
 */
export function webhookTokenFailureLimit(max: number): LimitRule {
  return { name: "webhook-token-failures:client", max, windowMs: 60 * 60 * 1000 };
}

export type WebhookTokenCheck =
  | { outcome: "accepted" }
  | { outcome: "wrong" }
  | { outcome: "limited"; retryAfterSeconds: number };

/**
 * Checks the webhook's token for one client: a client over its limit of wrong tokens is not
 * compared at all (until the window ends), and each wrong token counts against it.
 */
export async function checkWebhookToken(
  db: Database,
  limit: LimitRule,
  client: string,
  token: { given: string; secret: string },
): Promise<WebhookTokenCheck> {
  const failures = await peekLimit(db, limit, client);
  if (!failures.allowed) {
    return { outcome: "limited", retryAfterSeconds: failures.retryAfterSeconds };
  }
  if (tokenMatches(token.given, token.secret)) return { outcome: "accepted" };
  await hitLimit(db, limit, client);
  return { outcome: "wrong" };
}

/** The address to register with the service (POST /form/{id}/webhooks, webhookURL=...). */
export function webhookUrl(publicUrl: string, secret: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/api/webhooks/jotform/${encodeURIComponent(secret)}`;
}
