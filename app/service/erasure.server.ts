import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { serviceContacts, workOrderEvents, workOrderNteRaises, workOrders } from "./service.schema";

/**
 * A client contact erased on request (/admin/privacy, docs/service-desk.md#privacy): the contact
 * and their link go (cascades); their work orders stay, the business record, with the
 * requester's name, e-mail and phone replaced, and the contact's name replaced where the
 * timeline and the NTE answers name them as who acted.
 */

const ERASED = "[erased]";

/** The contacts with the address (already lower-cased by the caller), of any client. */
async function contactsOf(db: DbOrTx, address: string) {
  return db
    .select({
      id: serviceContacts.id,
      name: serviceContacts.name,
      clientId: serviceContacts.clientId,
    })
    .from(serviceContacts)
    .where(eq(serviceContacts.emailKey, address));
}

export async function serviceContactIdsOf(db: DbOrTx, address: string): Promise<string[]> {
  return (await contactsOf(db, address)).map((contact) => contact.id);
}

/** The work orders requested from the address or by one of its contacts. */
function requestedBy(address: string, contactIds: string[]) {
  const byAddress = sql`lower(btrim(${workOrders.requesterEmail})) = ${address}`;
  return contactIds.length === 0
    ? byAddress
    : or(byAddress, inArray(workOrders.contactId, contactIds))!;
}

/** How many work orders keep the address's requester details, to be replaced. */
export async function requestedWorkOrderCount(db: DbOrTx, address: string): Promise<number> {
  const ids = await serviceContactIdsOf(db, address);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(requestedBy(address, ids));
  return row?.n ?? 0;
}

/** Erases the address's contacts and their details on the work orders; how many contacts went. */
export async function eraseServiceContacts(db: DbOrTx, address: string): Promise<number> {
  const contacts = await contactsOf(db, address);
  const ids = contacts.map((contact) => contact.id);
  const orders = await db
    .update(workOrders)
    .set({ requesterName: ERASED, requesterEmail: ERASED, requesterPhone: ERASED })
    .where(requestedBy(address, ids))
    .returning({ id: workOrders.id });
  // The contact acted under their name (no account) on their client's work orders.
  for (const contact of contacts) {
    const theirClients = db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.clientId, contact.clientId));
    await db
      .update(workOrderEvents)
      .set({ actorName: ERASED })
      .where(
        and(
          isNull(workOrderEvents.actorId),
          eq(workOrderEvents.actorName, contact.name),
          inArray(workOrderEvents.workOrderId, theirClients),
        ),
      );
    await db
      .update(workOrderNteRaises)
      .set({ answeredBy: ERASED })
      .where(
        and(
          eq(workOrderNteRaises.answeredBy, contact.name),
          inArray(workOrderNteRaises.workOrderId, theirClients),
        ),
      );
  }
  // The requester's name on the timeline of the work orders they asked for, contact or not.
  const requested = orders.map((order) => order.id);
  if (requested.length > 0) {
    await db
      .update(workOrderEvents)
      .set({ actorName: ERASED })
      .where(
        and(
          isNull(workOrderEvents.actorId),
          eq(workOrderEvents.kind, "created"),
          inArray(workOrderEvents.workOrderId, requested),
        ),
      );
  }
  if (ids.length > 0) await db.delete(serviceContacts).where(inArray(serviceContacts.id, ids));
  return ids.length;
}

/** The tables an erasure of client contacts changes (to vacuum afterwards). */
export const SERVICE_TABLES = [
  "service_contacts",
  "service_contact_sites",
  "service_contact_links",
  "work_orders",
  "work_order_events",
  "work_order_nte_raises",
] as const;
