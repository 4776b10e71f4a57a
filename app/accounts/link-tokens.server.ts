import { createHash, randomInt } from "node:crypto";
import { and, eq, gt, like, ne } from "drizzle-orm";
import { z } from "zod";
import { verifications } from "~/auth/auth.schema";
import type { Database, DbOrTx } from "~/db/client.server";

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random token of letters and digits, as Better Auth's ids are (safe in a link as it is). */
function randomToken(length: number): string {
  let token = "";
  for (let i = 0; i < length; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

/**
 * One-time links (admin setup, invitation, password reset) carry a random token; the database
 * keeps only its SHA-256, the way Better Auth's `verification.storeIdentifier: "hashed"` stores
 * and looks it up (docs/decisions/0014-sign-in-failures-and-link-tokens.md).
 */

/** Better Auth's name for the token of its password-reset endpoint, which sets every password. */
const RESET_PREFIX = "reset-password:";
/** Names the setup token whose link was last logged, so that it is logged once. */
const SETUP_LINK_MARKER = "admin-setup-link";

/** What a link's token looks like: anything else is refused before a database look-up. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9]{16,64}$/);

/** As Better Auth stores a hashed identifier: base64url SHA-256, without padding. */
export function hashedIdentifier(identifier: string): string {
  return createHash("sha256").update(identifier).digest("base64url");
}

export interface IssuedToken {
  token: string;
  id: string;
  expiresAt: Date;
}

/**
 * A new one-time token for the person; their older ones stop working, so that only the newest
 * link sent (or logged) sets the password. With `keepSetupLink`, the setup link last logged stays
 * valid: a reset anyone may ask for must not cancel the link the operator was given.
 */
export async function issueLinkToken(
  db: DbOrTx,
  userId: string,
  lifetimeMs: number,
  options: { keepSetupLink?: boolean } = {},
): Promise<IssuedToken> {
  const token = randomToken(32);
  const issued = { token, id: randomToken(32), expiresAt: new Date(Date.now() + lifetimeMs) };
  const kept = options.keepSetupLink ? await loggedSetupTokenId(db) : undefined;
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        ne(verifications.identifier, SETUP_LINK_MARKER),
        kept ? ne(verifications.id, kept) : undefined,
      ),
    );
  await db.insert(verifications).values({
    id: issued.id,
    identifier: hashedIdentifier(`${RESET_PREFIX}${token}`),
    value: userId,
    expiresAt: issued.expiresAt,
  });
  return issued;
}

/** The id of the setup token whose link was last logged, if one was. */
async function loggedSetupTokenId(db: DbOrTx): Promise<string | undefined> {
  const [marker] = await db
    .select({ tokenId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, SETUP_LINK_MARKER));
  return marker?.tokenId;
}

/** Whether the setup token last logged is still unused and valid. */
export async function loggedSetupTokenIsLive(db: DbOrTx, now = new Date()): Promise<boolean> {
  const tokenId = await loggedSetupTokenId(db);
  if (!tokenId) return false;
  const [token] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.id, tokenId), gt(verifications.expiresAt, now)));
  return Boolean(token);
}

/** Remembers that the link of this setup token has been logged. */
export async function markSetupTokenLogged(db: DbOrTx, issued: IssuedToken): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, SETUP_LINK_MARKER));
  await db.insert(verifications).values({
    id: randomToken(32),
    identifier: SETUP_LINK_MARKER,
    value: issued.id,
    expiresAt: issued.expiresAt,
  });
}

/** Tokens stored in plain text by earlier versions get hashed in place; they keep working. */
export async function hashPlainLinkTokens(db: Database): Promise<void> {
  const plain = await db
    .select({ id: verifications.id, identifier: verifications.identifier })
    .from(verifications)
    .where(like(verifications.identifier, `${RESET_PREFIX}%`));
  for (const row of plain) {
    await db
      .update(verifications)
      .set({ identifier: hashedIdentifier(row.identifier) })
      .where(and(eq(verifications.id, row.id), eq(verifications.identifier, row.identifier)));
  }
}
