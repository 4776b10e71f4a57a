import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { DEFAULT_PRIORITIES, type Priority } from "../service";
import {
  type ServiceClientRow,
  serviceClients,
  serviceContactSites,
  serviceContacts,
  serviceSites,
  workOrders,
} from "../service.schema";
import type { ClientInput, ContactInput, SiteInput } from "../service.validation";

/**
 * The office's clients (docs/service-desk.md#clients): each change is audited in the
 * transaction that makes it. Functions answer `null`/`false` for a record that is not there.
 */

export interface ListedClient {
  id: string;
  name: string;
  poRequired: boolean;
  sites: number;
  contacts: number;
}

/** Every client by name, with how many sites and contacts each has. */
export async function listClients(db: Database): Promise<ListedClient[]> {
  const sites = db
    .select({ clientId: serviceSites.clientId, sites: count().as("sites") })
    .from(serviceSites)
    .groupBy(serviceSites.clientId)
    .as("site_counts");
  const contacts = db
    .select({ clientId: serviceContacts.clientId, contacts: count().as("contacts") })
    .from(serviceContacts)
    .groupBy(serviceContacts.clientId)
    .as("contact_counts");
  const rows = await db
    .select({
      id: serviceClients.id,
      name: serviceClients.name,
      poRequired: serviceClients.poRequired,
      sites: sql<number>`coalesce(${sites.sites}, 0)`.mapWith(Number),
      contacts: sql<number>`coalesce(${contacts.contacts}, 0)`.mapWith(Number),
    })
    .from(serviceClients)
    .leftJoin(sites, eq(sites.clientId, serviceClients.id))
    .leftJoin(contacts, eq(contacts.clientId, serviceClients.id))
    .orderBy(asc(sql`lower(${serviceClients.name})`), asc(serviceClients.id));
  return rows;
}

/** A new client with the default priorities; its id. */
export async function createClient(
  db: DbOrTx,
  actor: AuditActor,
  input: ClientInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceClients)
      .values({
        name: input.name,
        poRequired: input.poRequired,
        defaultNteCents: input.defaultNte,
        priorities: [...DEFAULT_PRIORITIES],
      })
      .returning({ id: serviceClients.id });
    await recordAudit(tx, actor, "service.client.create", row!.id, { name: input.name });
    return row!.id;
  });
}

export async function findClient(db: DbOrTx, id: string): Promise<ServiceClientRow | null> {
  const [row] = await db.select().from(serviceClients).where(eq(serviceClients.id, id));
  return row ?? null;
}

/** The client's name and terms, priorities included. */
export async function updateClient(
  db: Database,
  actor: AuditActor,
  id: string,
  input: ClientInput,
  priorities: Priority[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(serviceClients)
      .set({
        name: input.name,
        poRequired: input.poRequired,
        defaultNteCents: input.defaultNte,
        priorities,
        updatedAt: new Date(),
      })
      .where(eq(serviceClients.id, id))
      .returning({ id: serviceClients.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, "service.client.update", id, {
      name: input.name,
      poRequired: input.poRequired,
      defaultNteCents: input.defaultNte,
      priorities: priorities.map((priority) => priority.name),
    });
    return true;
  });
}

type SiteOutcome = "saved" | "duplicate" | "missing";

/** A new site, or the named one changed; a number the client already uses is refused. */
export async function saveSite(
  db: DbOrTx,
  actor: AuditActor,
  clientId: string,
  input: SiteInput,
  siteId?: string,
): Promise<SiteOutcome> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: serviceSites.id })
      .from(serviceSites)
      .where(
        and(eq(serviceSites.clientId, clientId), eq(serviceSites.siteNumber, input.siteNumber)),
      );
    if (taken && taken.id !== siteId) return "duplicate";
    if (siteId) {
      const updated = await tx
        .update(serviceSites)
        .set(input)
        .where(and(eq(serviceSites.id, siteId), eq(serviceSites.clientId, clientId)))
        .returning({ id: serviceSites.id });
      if (updated.length === 0) return "missing";
      await recordAudit(tx, actor, "service.site.update", siteId, { ...input });
      return "saved";
    }
    if (!(await findClient(tx, clientId))) return "missing";
    const [row] = await tx
      .insert(serviceSites)
      .values({ ...input, clientId })
      .returning({ id: serviceSites.id });
    await recordAudit(tx, actor, "service.site.add", row!.id, { clientId, ...input });
    return "saved";
  });
}

type RemoveOutcome = "removed" | "in-use" | "missing";

/** Removes a site, unless work orders name it: they are the business record. */
export async function removeSite(
  db: Database,
  actor: AuditActor,
  clientId: string,
  siteId: string,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.siteId, siteId))
      .limit(1);
    if (used) return "in-use";
    const removed = await tx
      .delete(serviceSites)
      .where(and(eq(serviceSites.id, siteId), eq(serviceSites.clientId, clientId)))
      .returning({ siteNumber: serviceSites.siteNumber });
    if (removed.length === 0) return "missing";
    await recordAudit(tx, actor, "service.site.remove", siteId, {
      clientId,
      siteNumber: removed[0]!.siteNumber,
    });
    return "removed";
  });
}

type ContactOutcome = "saved" | "duplicate" | "unknown-sites" | "missing";

/**
 * A new contact, or the named one changed. Their sites are the client's site numbers listed (none
 * listed: every site); a number the client does not have is refused, as is an address another
 * contact of the client has.
 */
export async function saveContact(
  db: DbOrTx,
  actor: AuditActor,
  clientId: string,
  input: ContactInput,
  contactId?: string,
): Promise<{ outcome: ContactOutcome; unknown?: string[] }> {
  return db.transaction(async (tx) => {
    if (!(await findClient(tx, clientId))) return { outcome: "missing" };
    const numbers = [...new Set(input.sites)];
    const sites =
      numbers.length === 0
        ? []
        : await tx
            .select({ id: serviceSites.id, siteNumber: serviceSites.siteNumber })
            .from(serviceSites)
            .where(
              and(eq(serviceSites.clientId, clientId), inArray(serviceSites.siteNumber, numbers)),
            );
    const unknown = numbers.filter((number) => !sites.some((site) => site.siteNumber === number));
    if (unknown.length > 0) return { outcome: "unknown-sites", unknown };
    const [taken] = await tx
      .select({ id: serviceContacts.id })
      .from(serviceContacts)
      .where(
        and(
          eq(serviceContacts.clientId, clientId),
          eq(serviceContacts.emailKey, input.email.trim().toLowerCase()),
        ),
      );
    if (taken && taken.id !== contactId) return { outcome: "duplicate" };
    const values = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      language: input.language,
      allSites: numbers.length === 0,
    };
    let id = contactId;
    if (contactId) {
      const updated = await tx
        .update(serviceContacts)
        .set(values)
        .where(and(eq(serviceContacts.id, contactId), eq(serviceContacts.clientId, clientId)))
        .returning({ id: serviceContacts.id });
      if (updated.length === 0) return { outcome: "missing" };
      await tx.delete(serviceContactSites).where(eq(serviceContactSites.contactId, contactId));
    } else {
      const [row] = await tx
        .insert(serviceContacts)
        .values({ ...values, clientId })
        .returning({ id: serviceContacts.id });
      id = row!.id;
    }
    if (sites.length > 0) {
      await tx
        .insert(serviceContactSites)
        .values(sites.map((site) => ({ contactId: id!, siteId: site.id })));
    }
    await recordAudit(tx, actor, contactId ? "service.contact.update" : "service.contact.add", id, {
      clientId,
      email: input.email,
      sites: numbers.length === 0 ? "all" : numbers.join(", "),
    });
    return { outcome: "saved" };
  });
}

/** Removes a contact; their work orders keep the requester's details as sent. */
export async function removeContact(
  db: Database,
  actor: AuditActor,
  clientId: string,
  contactId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(serviceContacts)
      .where(and(eq(serviceContacts.id, contactId), eq(serviceContacts.clientId, clientId)))
      .returning({ email: serviceContacts.email });
    if (removed.length === 0) return false;
    await recordAudit(tx, actor, "service.contact.remove", contactId, {
      clientId,
      email: removed[0]!.email,
    });
    return true;
  });
}

interface ClientDetails {
  client: ServiceClientRow;
  sites: (typeof serviceSites.$inferSelect)[];
  contacts: (typeof serviceContacts.$inferSelect & { siteNumbers: string[] })[];
}

/** One client's page: its terms, its sites by number, its contacts by name with their sites. */
export async function clientDetails(db: Database, id: string): Promise<ClientDetails | null> {
  const client = await findClient(db, id);
  if (!client) return null;
  const sites = await db
    .select()
    .from(serviceSites)
    .where(eq(serviceSites.clientId, id))
    .orderBy(asc(serviceSites.siteNumber));
  const contacts = await db
    .select()
    .from(serviceContacts)
    .where(eq(serviceContacts.clientId, id))
    .orderBy(asc(serviceContacts.name));
  const links =
    contacts.length === 0
      ? []
      : await db
          .select({ contactId: serviceContactSites.contactId, siteNumber: serviceSites.siteNumber })
          .from(serviceContactSites)
          .innerJoin(serviceSites, eq(serviceSites.id, serviceContactSites.siteId))
          .where(
            inArray(
              serviceContactSites.contactId,
              contacts.map((contact) => contact.id),
            ),
          );
  return {
    client,
    sites,
    contacts: contacts.map((contact) => ({
      ...contact,
      siteNumbers: links
        .filter((link) => link.contactId === contact.id)
        .map((link) => link.siteNumber)
        .sort(),
    })),
  };
}
