import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { pathIn } from "~/i18n/languages";

/**
 * A subcontractor's personal link (docs/decisions/0051): 32 random bytes, base64url; the
 * database keeps only its SHA-256, so that a copy of it opens nobody's page. A new link replaces
 * the last one; revoking clears it.
 */

/** What a token looks like: anything else is refused before a database look-up. */
export const portalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export function newPortalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashPortalToken(token) };
}

export function hashPortalToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The subcontractor's own page, in their language. */
export const DOCUMENTS_PATH = "/team/subcontractors/documents";

export function portalUrl(origin: string, token: string, lang: Lang): string {
  return `${origin}${pathIn(lang, DOCUMENTS_PATH)}?token=${token}`;
}
