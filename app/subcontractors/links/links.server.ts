import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppContext } from "~/context";
import type { DbOrTx } from "~/db/client.server";
import { isLang, type Lang } from "~/i18n/languages";
import { siteOrigin } from "~/site/seo.server";
import { complianceNow } from "../clock.server";
import {
  type SubcontractorLinkRow,
  type SubcontractorRow,
  subcontractorLinks,
  subcontractors,
} from "../subcontractors.schema";
import {
  hashPortalToken,
  linkExpiry,
  newPortalLink,
  portalToken,
  portalTokenSchema,
  portalUrl,
} from "./link.server";

/**
 * The personal links of each subcontractor's people (docs/decisions/0073): the contact's and the
 * broker's, each their own, revoked on its own. A link sent again is the same link with its
 * lifetime renewed: asking again never stops a working link. A link expired or made before links
 * were personal is replaced by a new one when it is next sent; a revoked one only when its holder
 * asks or the office sends it (the automatic e-mails then point to "Lost your link?").
 */

type LinkDeps = Pick<AppContext, "database" | "config" | "secrets">;

export const langOf = (row: SubcontractorRow): Lang => (isLang(row.language) ? row.language : "en");

const sameAddress = (a: string, b: string | null) => a.toLowerCase() === b?.toLowerCase();

/** The contact, then the broker when there is one: whom the subcontractor's e-mails go to. */
export function recipientsOf(row: Pick<SubcontractorRow, "email" | "brokerEmail">): string[] {
  return [
    row.email,
    ...(row.brokerEmail && !sameAddress(row.email, row.brokerEmail) ? [row.brokerEmail] : []),
  ];
}

/** The link row of one holder of a subcontractor, whatever its state. */
export async function holderLink(db: DbOrTx, subcontractorId: string, email: string) {
  const [link] = await db
    .select()
    .from(subcontractorLinks)
    .where(
      and(
        eq(subcontractorLinks.subcontractorId, subcontractorId),
        sql`lower(${subcontractorLinks.email}) = ${email.toLowerCase()}`,
      ),
    );
  return link;
}

/** A link as a mail carries it: its address and until when it works. */
export interface SentLink {
  url: string;
  expiresAt: Date;
}

/**
 * The address of the holder's working link, its lifetime renewed from `now`: the same link when
 * it works and can be sent again, a new one otherwise. For a mail about to be queued to `email`,
 * one of the subcontractor's people (`isHolder`). A link the office revoked is replaced only when
 * `afterRevoke` says so (the holder asked, or the office sends it): otherwise null.
 */
export async function linkFor(
  db: DbOrTx,
  deps: LinkDeps,
  row: SubcontractorRow,
  email: string,
  { afterRevoke = false, now = complianceNow() } = {},
): Promise<SentLink | null> {
  const secret = deps.secrets.BETTER_AUTH_SECRET;
  const role = sameAddress(email, row.email) ? "contact" : "broker";
  const expiresAt = linkExpiry(now);
  const current = await holderLink(db, row.id, email);
  if (current?.revokedAt && !afterRevoke) return null;
  let token = current?.tokenSeed ? portalToken(secret, current.tokenSeed) : null;
  const works =
    current?.tokenHash &&
    token &&
    hashPortalToken(token) === current.tokenHash &&
    current.expiresAt > now;
  if (current && works) {
    await db
      .update(subcontractorLinks)
      .set({ sentAt: now, expiresAt, role })
      .where(eq(subcontractorLinks.id, current.id));
  } else {
    const fresh = newPortalLink(secret);
    token = fresh.token;
    const values = {
      tokenHash: fresh.hash,
      tokenSeed: fresh.seed,
      sentAt: now,
      expiresAt,
      role,
      revokedAt: null,
      lastUsedAt: null,
    } as const;
    if (current) {
      await db.update(subcontractorLinks).set(values).where(eq(subcontractorLinks.id, current.id));
    } else {
      await db
        .insert(subcontractorLinks)
        .values({ ...values, subcontractorId: row.id, email: email.trim() });
    }
  }
  return { url: portalUrl(siteOrigin(deps), token ?? "", langOf(row)), expiresAt };
}

/** A link that opens a page, with its subcontractor. */
export interface OpenedLink {
  row: SubcontractorRow;
  link: SubcontractorLinkRow;
}

/** What a token opens: null when malformed, unknown, revoked, expired, or the record removed. */
export async function openLink(
  db: DbOrTx,
  token: string,
  now = complianceNow(),
): Promise<OpenedLink | null> {
  if (!portalTokenSchema.safeParse(token).success) return null;
  const [found] = await db
    .select({ row: subcontractors, link: subcontractorLinks })
    .from(subcontractorLinks)
    .innerJoin(subcontractors, eq(subcontractors.id, subcontractorLinks.subcontractorId))
    .where(
      and(
        eq(subcontractorLinks.tokenHash, hashPortalToken(token)),
        gt(subcontractorLinks.expiresAt, now),
        isNull(subcontractors.removedAt),
      ),
    );
  return found ?? null;
}

/** Notes that the link was used (the office's page says when each person last opened theirs). */
export async function markLinkUsed(db: DbOrTx, linkId: string, now = complianceNow()) {
  await db
    .update(subcontractorLinks)
    .set({ lastUsedAt: now })
    .where(eq(subcontractorLinks.id, linkId));
}

/** Revokes one link; its holder (an address) when it was working, else null. */
export async function revokeOneLink(
  db: DbOrTx,
  subcontractorId: string,
  linkId: string,
  now = complianceNow(),
): Promise<string | null> {
  const [revoked] = await db
    .update(subcontractorLinks)
    .set({ tokenHash: null, revokedAt: now })
    .where(
      and(
        eq(subcontractorLinks.id, linkId),
        eq(subcontractorLinks.subcontractorId, subcontractorId),
        isNotNull(subcontractorLinks.tokenHash),
      ),
    )
    .returning({ email: subcontractorLinks.email });
  return revoked?.email ?? null;
}

/** Revokes every link of a subcontractor (removed from the list). */
export async function revokeAllLinks(db: DbOrTx, subcontractorId: string, now = complianceNow()) {
  await db
    .update(subcontractorLinks)
    .set({ tokenHash: null, revokedAt: now })
    .where(
      and(
        eq(subcontractorLinks.subcontractorId, subcontractorId),
        isNotNull(subcontractorLinks.tokenHash),
      ),
    );
}

/** One person's link as the office's page lists it. */
export interface LinkView {
  id: string;
  email: string;
  role: "contact" | "broker";
  state: "active" | "expired" | "revoked";
  sentAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

/** The subcontractor's links, the contact's first. */
export async function linksOf(
  db: DbOrTx,
  subcontractorId: string,
  now = complianceNow(),
): Promise<LinkView[]> {
  const rows = await db
    .select()
    .from(subcontractorLinks)
    .where(eq(subcontractorLinks.subcontractorId, subcontractorId))
    .orderBy(sql`${subcontractorLinks.role} = 'contact' desc`, asc(subcontractorLinks.createdAt));
  return rows.map((link) => ({
    id: link.id,
    email: link.email,
    role: link.role,
    state: !link.tokenHash ? "revoked" : link.expiresAt <= now ? "expired" : "active",
    sentAt: link.sentAt,
    expiresAt: link.expiresAt,
    lastUsedAt: link.lastUsedAt,
  }));
}
