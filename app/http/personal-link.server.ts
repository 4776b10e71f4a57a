import { createHash, createHmac, randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * The tokens of the personal links given to people without an account (a subcontractor's
 * people, a client's contacts; docs/decisions/0073): 32 bytes, base64url, the HMAC of the link's
 * random seed under a key drawn from the site's secret for one purpose. The database keeps the
 * seed and the token's SHA-256, never the token: a copy of the database opens no page, and the
 * server can send the same link again.
 */

/** What a token looks like: anything else is refused before a database look-up. */
export const personalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The token of a link, from its seed and the site's secret, under the purpose's own key. */
export function personalToken(secret: string, purpose: string, seed: string): string {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(seed).digest("base64url");
}

export function hashPersonalToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link's seed and what the database keeps of its token. */
export function newPersonalLink(
  secret: string,
  purpose: string,
): { seed: string; token: string; hash: string } {
  const seed = randomBytes(32).toString("base64url");
  const token = personalToken(secret, purpose, seed);
  return { seed, token, hash: hashPersonalToken(token) };
}
