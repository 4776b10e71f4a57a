import {
  hashPersonalToken,
  newPersonalLink,
  personalToken,
  personalTokenSchema,
} from "~/http/personal-link.server";
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
export const portalTokenSchema = personalTokenSchema;

/** Days a link works after it was last sent; sending it again (asking again) renews it. */
export const LINK_LIFETIME_DAYS = 90;

export function linkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + LINK_LIFETIME_DAYS * 86_400_000);
}

const PURPOSE = "subcontractor-link";

/** A new link's seed and what the database keeps of its token. */
export function newPortalLink(secret: string): { seed: string; token: string; hash: string } {
  return newPersonalLink(secret, PURPOSE);
}

/** The token of a link, from its seed and the site's secret (its key kept apart from other uses). */
export function portalToken(secret: string, seed: string): string {
  return personalToken(secret, PURPOSE, seed);
}

export const hashPortalToken = hashPersonalToken;

/** The subcontractor's own page, in their language. */
const DOCUMENTS_PATH = "/team/subcontractors/documents";

export function portalUrl(origin: string, token: string, lang: Lang): string {
  return `${origin}${pathIn(lang, DOCUMENTS_PATH)}?token=${token}`;
}
