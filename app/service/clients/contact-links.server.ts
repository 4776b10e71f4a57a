import { and, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { AppContext } from "~/context";
import type { DbOrTx } from "~/db/client.server";
import {
  hashPersonalToken,
  newPersonalLink,
  personalToken,
  personalTokenSchema,
} from "~/http/personal-link.server";
import { type Lang, pathIn } from "~/i18n/languages";
import { siteOrigin } from "~/site/seo.server";
import {
  type ServiceClientRow,
  type ServiceContactLinkRow,
  type ServiceContactRow,
  serviceClients,
  serviceContactLinks,
  serviceContacts,
} from "../service.schema";

/**
 * A client contact's personal link to their work orders (docs/service-desk.md#the-clients-view,
 * docs/decisions/0073 and 0086): one per contact, no password. Sent again, it is the same link
 * with its lifetime renewed; a new one only replaces a link that no longer works (expired, or
 * revoked by the office and then sent by the office or asked for again).
 */

export type ContactLinkDeps = Pick<AppContext, "database" | "config" | "secrets">;

const PURPOSE = "service-contact-link";
/** Days a link works after it was last sent. */
const CONTACT_LINK_LIFETIME_DAYS = 90;
/** The client's view, in the contact's language. */
export const CLIENT_VIEW_PATH = "/service/orders";

function clientViewUrl(origin: string, token: string, lang: Lang, path = ""): string {
  return `${origin}${pathIn(lang, `${CLIENT_VIEW_PATH}${path}`)}?token=${token}`;
}

export interface SentContactLink {
  url: string;
  expiresAt: Date;
}

/**
 * The address of the contact's working link, its lifetime renewed from `now`: the same link when
 * it works, a new one otherwise. A link the office revoked is replaced only when `afterRevoke`
 * says so (the office sends it, or the contact asks): otherwise null.
 */
export async function contactLinkFor(
  db: DbOrTx,
  deps: ContactLinkDeps,
  contact: ServiceContactRow,
  { afterRevoke = false, now = new Date() } = {},
): Promise<SentContactLink | null> {
  const secret = deps.secrets.BETTER_AUTH_SECRET;
  const expiresAt = new Date(now.getTime() + CONTACT_LINK_LIFETIME_DAYS * 86_400_000);
  const [current] = await db
    .select()
    .from(serviceContactLinks)
    .where(eq(serviceContactLinks.contactId, contact.id));
  if (current?.revokedAt && !afterRevoke) return null;
  let token = current ? personalToken(secret, PURPOSE, current.tokenSeed) : "";
  const works =
    current?.tokenHash === hashPersonalToken(token) &&
    current !== undefined &&
    current.expiresAt > now;
  if (current && works) {
    await db
      .update(serviceContactLinks)
      .set({ sentAt: now, expiresAt })
      .where(eq(serviceContactLinks.id, current.id));
  } else {
    const fresh = newPersonalLink(secret, PURPOSE);
    token = fresh.token;
    const values = {
      tokenHash: fresh.hash,
      tokenSeed: fresh.seed,
      sentAt: now,
      expiresAt,
      revokedAt: null,
      lastUsedAt: null,
    };
    if (current) {
      await db
        .update(serviceContactLinks)
        .set(values)
        .where(eq(serviceContactLinks.id, current.id));
    } else {
      await db.insert(serviceContactLinks).values({ ...values, contactId: contact.id });
    }
  }
  return { url: clientViewUrl(siteOrigin(deps), token, contact.language), expiresAt };
}

/** What a link opens: its contact and their client. */
export interface OpenedContactLink {
  contact: ServiceContactRow;
  client: ServiceClientRow;
  link: ServiceContactLinkRow;
}

/** What a token opens: null when malformed, unknown, revoked or expired. */
export async function openContactLink(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<OpenedContactLink | null> {
  if (!personalTokenSchema.safeParse(token).success) return null;
  const [found] = await db
    .select({ contact: serviceContacts, client: serviceClients, link: serviceContactLinks })
    .from(serviceContactLinks)
    .innerJoin(serviceContacts, eq(serviceContacts.id, serviceContactLinks.contactId))
    .innerJoin(serviceClients, eq(serviceClients.id, serviceContacts.clientId))
    .where(
      and(
        eq(serviceContactLinks.tokenHash, hashPersonalToken(token)),
        gt(serviceContactLinks.expiresAt, now),
        isNull(serviceContactLinks.revokedAt),
      ),
    );
  if (!found) return null;
  await db
    .update(serviceContactLinks)
    .set({ lastUsedAt: now })
    .where(eq(serviceContactLinks.id, found.link.id));
  return found;
}

/** Revokes a contact's link; true when it was working. */
export async function revokeContactLink(
  db: DbOrTx,
  contactId: string,
  now = new Date(),
): Promise<boolean> {
  const revoked = await db
    .update(serviceContactLinks)
    .set({ tokenHash: null, revokedAt: now })
    .where(
      and(eq(serviceContactLinks.contactId, contactId), isNotNull(serviceContactLinks.tokenHash)),
    )
    .returning({ id: serviceContactLinks.id });
  return revoked.length > 0;
}

type ContactLinkState = "none" | "active" | "expired" | "revoked";

/** Each contact's link state, for the client's page. */
export async function contactLinkStates(
  db: DbOrTx,
  contactIds: string[],
  now = new Date(),
): Promise<Map<string, { state: ContactLinkState; lastUsedAt: Date | null }>> {
  const states = new Map<string, { state: ContactLinkState; lastUsedAt: Date | null }>();
  if (contactIds.length === 0) return states;
  const rows = await db
    .select()
    .from(serviceContactLinks)
    .where(inArray(serviceContactLinks.contactId, contactIds));
  for (const row of rows) {
    const state = !row.tokenHash ? "revoked" : row.expiresAt <= now ? "expired" : "active";
    states.set(row.contactId, { state, lastUsedAt: row.lastUsedAt });
  }
  return states;
}

/** The contacts whose address this is, across clients (for "Lost your link?"). */
export function contactsByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(serviceContacts)
    .where(eq(serviceContacts.emailKey, email.trim().toLowerCase()));
}
