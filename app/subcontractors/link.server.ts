import { createHash, createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { pathIn } from "~/i18n/languages";

/**
 * The personal links to a subcontractor's page (docs/decisions/0051, 0073): one per person who
 * holds one (the contact, the broker). A token is 32 bytes, base64url: the HMAC of the link's
 * random seed under a key drawn from the site's secret. The database keeps the seed and the
 * token's SHA-256, never the token: a copy of the database opens nobody's page, and the server
 * can still send the same link again (asking again never replaces a working link).
 */

/** What a token looks like: anything else is refused before a database look-up. */
export const portalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Days a link works after it was last sent; sending it again (asking again) renews it. */
export const LINK_LIFETIME_DAYS = 90;

export function linkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + LINK_LIFETIME_DAYS * 86_400_000);
}

/** A new link's seed and what the database keeps of its token. */
export function newPortalLink(secret: string): { seed: string; token: string; hash: string } {
  const seed = randomBytes(32).toString("base64url");
  const token = portalToken(secret, seed);
  return { seed, token, hash: hashPortalToken(token) };
}

/** The token of a link, from its seed and the site's secret (its key kept apart from other uses). */
export function portalToken(secret: string, seed: string): string {
  const key = createHmac("sha256", secret).update("subcontractor-link").digest();
  return createHmac("sha256", key).update(seed).digest("base64url");
}

export function hashPortalToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The subcontractor's own page, in their language. */
export const DOCUMENTS_PATH = "/team/subcontractors/documents";

export function portalUrl(origin: string, token: string, lang: Lang): string {
  return `${origin}${pathIn(lang, DOCUMENTS_PATH)}?token=${token}`;
}
