import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import type { Database, DbOrTx } from "~/db/client.server";
import { workOrderNumber } from "../service";
import {
  type ServiceContactRow,
  serviceContactSites,
  serviceSites,
  workOrderEvents,
  workOrderInvoices,
  workOrderNteRaises,
  workOrderPhotos,
  workOrders,
} from "../service.schema";

/**
 * What a client's contact sees behind their link (docs/service-desk.md#the-clients-view): the
 * work orders of the sites they may request for, and nothing else. Every read here is scoped by
 * `visibleTo`, so a work order of another client, or of a site the contact may not request for,
 * is not found (404), as are its photos and its report.
 */

/** The work orders a contact may see: their client's, on the sites they may request for. */
function visibleTo(contact: ServiceContactRow, db: DbOrTx): SQL {
  const ofClient = eq(workOrders.clientId, contact.clientId);
  if (contact.allSites) return ofClient;
  const sites = db
    .select({ id: serviceContactSites.siteId })
    .from(serviceContactSites)
    .where(eq(serviceContactSites.contactId, contact.id));
  return and(ofClient, inArray(workOrders.siteId, sites)) as SQL;
}

/** The sites a contact may request for, by number, optionally those whose number or name has `search`. */
export async function contactSites(db: DbOrTx, contact: ServiceContactRow, search = "") {
  const ofClient = eq(serviceSites.clientId, contact.clientId);
  const scope = contact.allSites
    ? ofClient
    : and(
        ofClient,
        inArray(
          serviceSites.id,
          db
            .select({ id: serviceContactSites.siteId })
            .from(serviceContactSites)
            .where(eq(serviceContactSites.contactId, contact.id)),
        ),
      );
  const rows = await db
    .select()
    .from(serviceSites)
    .where(scope)
    .orderBy(asc(serviceSites.siteNumber));
  const needle = search.trim().toLowerCase().replace(/^#/, "");
  if (!needle) return rows;
  return rows.filter(
    (site) =>
      site.siteNumber.toLowerCase().includes(needle) || site.name.toLowerCase().includes(needle),
  );
}

/** Work orders a page of the client's list shows, newest first. */
export const CLIENT_PAGE_SIZE = 50;

/**
 * One page of the contact's work orders, newest first, with their site and invoice: only what
 * the list shows (whole rows cost more to read than the page to render), and whether older ones
 * follow (a row more than the page is read; no count of a chain's thousands).
 */
export async function clientWorkOrders(db: Database, contact: ServiceContactRow, page = 1) {
  const rows = await db
    .select({
      order: {
        id: workOrders.id,
        number: workOrders.number,
        status: workOrders.status,
        poNumber: workOrders.poNumber,
        poMissing: workOrders.poMissing,
        nteCents: workOrders.nteCents,
        priority: workOrders.priority,
        respondBy: workOrders.respondBy,
        onSiteBy: workOrders.onSiteBy,
        completeBy: workOrders.completeBy,
      },
      site: {
        siteNumber: serviceSites.siteNumber,
        name: serviceSites.name,
        timeZone: serviceSites.timeZone,
      },
      invoice: {
        number: workOrderInvoices.number,
        issuedOn: workOrderInvoices.issuedOn,
        amountCents: workOrderInvoices.amountCents,
        paidAt: workOrderInvoices.paidAt,
      },
    })
    .from(workOrders)
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .leftJoin(workOrderInvoices, eq(workOrderInvoices.workOrderId, workOrders.id))
    .where(visibleTo(contact, db))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.number))
    .limit(CLIENT_PAGE_SIZE + 1)
    .offset((page - 1) * CLIENT_PAGE_SIZE);
  return { rows: rows.slice(0, CLIENT_PAGE_SIZE), hasOlder: rows.length > CLIENT_PAGE_SIZE };
}

/** A work order's number as its address names it ("123" or "WO-000123"); null otherwise. */
function numberFromPath(value: string): number | null {
  const match = /^(?:WO-)?0*(\d{1,12})$/i.exec(value);
  return match ? Number(match[1]) : null;
}

/** One work order the contact may see, by number: null when there is none they may see. */
export async function clientWorkOrder(db: DbOrTx, contact: ServiceContactRow, number: string) {
  const sequence = numberFromPath(number);
  if (sequence === null) return null;
  const [row] = await db
    .select({
      order: workOrders,
      site: serviceSites,
      invoice: workOrderInvoices,
      technicianName: users.name,
    })
    .from(workOrders)
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .leftJoin(workOrderInvoices, eq(workOrderInvoices.workOrderId, workOrders.id))
    .leftJoin(users, eq(users.id, workOrders.technicianId))
    .where(and(eq(workOrders.number, sequence), visibleTo(contact, db)));
  return row ?? null;
}

/** Only a first name of the technician reaches the client. */
export function firstName(name: string | null): string {
  return (name ?? "").trim().split(/\s+/)[0] ?? "";
}

/** The timeline as the client sees it: what happened and who, not the office's audit details. */
export async function clientTimeline(db: DbOrTx, workOrderId: string) {
  return db
    .select({
      id: workOrderEvents.id,
      kind: workOrderEvents.kind,
      at: workOrderEvents.at,
      actorName: workOrderEvents.actorName,
      byStaff: workOrderEvents.actorId,
      details: workOrderEvents.details,
    })
    .from(workOrderEvents)
    .where(eq(workOrderEvents.workOrderId, workOrderId))
    .orderBy(asc(workOrderEvents.at), asc(workOrderEvents.id));
}

/** The work order's photos (their ids, for the client's photo route). */
export function photosOf(db: DbOrTx, workOrderId: string) {
  return db
    .select({ id: workOrderPhotos.id, caption: workOrderPhotos.caption })
    .from(workOrderPhotos)
    .where(eq(workOrderPhotos.workOrderId, workOrderId))
    .orderBy(asc(workOrderPhotos.createdAt));
}

/** The NTE raises asked on a work order, newest first. */
export function raisesOf(db: DbOrTx, workOrderId: string) {
  return db
    .select()
    .from(workOrderNteRaises)
    .where(eq(workOrderNteRaises.workOrderId, workOrderId))
    .orderBy(desc(workOrderNteRaises.requestedAt));
}

/** A contact's note, on the timeline under their name. False: not a work order they may see. */
export async function addClientNote(
  db: Database,
  contact: ServiceContactRow,
  number: string,
  note: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await clientWorkOrder(tx, contact, number);
    if (!found) return false;
    await tx.insert(workOrderEvents).values({
      workOrderId: found.order.id,
      kind: "note",
      actorName: contact.name,
      at: now,
      details: { text: note },
    });
    return true;
  });
}

type RaiseAnswer = "approved" | "declined";

/**
 * The contact's answer to an NTE raise, once: approval sets the work order's NTE; the answer is
 * on the timeline and in the audit log, in one transaction. "missing": no such raise on a work
 * order they may see; "answered": answered already.
 */
export async function answerNteRaise(
  db: Database,
  contact: ServiceContactRow,
  number: string,
  raiseId: string,
  answer: RaiseAnswer,
  now = new Date(),
): Promise<"done" | "missing" | "answered"> {
  return db.transaction(async (tx) => {
    const found = await clientWorkOrder(tx, contact, number);
    if (!found || !/^[0-9a-f-]{36}$/i.test(raiseId)) return "missing";
    const [raise] = await tx
      .select()
      .from(workOrderNteRaises)
      .where(
        and(eq(workOrderNteRaises.id, raiseId), eq(workOrderNteRaises.workOrderId, found.order.id)),
      )
      .for("update");
    if (!raise) return "missing";
    if (raise.state !== "pending") return "answered";
    await tx
      .update(workOrderNteRaises)
      .set({ state: answer, answeredBy: contact.name, answeredAt: now })
      .where(eq(workOrderNteRaises.id, raise.id));
    if (answer === "approved") {
      await tx
        .update(workOrders)
        .set({ nteCents: raise.amountCents })
        .where(eq(workOrders.id, found.order.id));
    }
    await tx.insert(workOrderEvents).values({
      workOrderId: found.order.id,
      kind: "nte-answer",
      actorName: contact.name,
      at: now,
      details: { answer, amountCents: String(raise.amountCents) },
    });
    await recordAudit(
      tx,
      { id: null, email: contact.email },
      "service.nte-raise.answer",
      raise.id,
      {
        number: workOrderNumber(found.order.number),
        answer,
        amountCents: raise.amountCents,
      },
    );
    return "done";
  });
}
