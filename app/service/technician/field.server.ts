import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { hasPermission, type PermissionHolder } from "~/auth/permissions";
import type { CompanyFacts } from "~/company/facts";
import type { Database, DbOrTx } from "~/db/client.server";
import { tellServiceChannel } from "~/service/servicechannel/outbound.server";
import { nextClock } from "../desk/desk.server";
import type { WorkOrderStatus } from "../service";
import {
  serviceClients,
  serviceContacts,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrderPhotos,
  workOrders,
} from "../service.schema";
import type { EncodedPicture } from "./photos.server";
import { addWorkOrderPhoto, storePicture } from "./photos.server";
import { lockWorkOrder, moveStatus, type Refusal, type VisitActor } from "./visit.server";

/**
 * The technician's side of the visit (docs/service-desk.md#the-technicians-pages): their
 * assigned work orders, one of them, and what they do on site. A work order assigned to
 * someone else, or to nobody, is not theirs: every function here answers it as missing.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statuses of a visit still to do. */
const TO_DO: WorkOrderStatus[] = ["dispatched", "on-site", "on-hold"];
const DONE: WorkOrderStatus[] = ["completed", "invoiced", "closed"];
/** How far back "recently completed" looks. */
const RECENT_DAYS = 14;
const RECENT_MAX = 20;

const listColumns = {
  order: workOrders,
  siteNumber: serviceSites.siteNumber,
  siteName: serviceSites.name,
  address: serviceSites.address,
  timeZone: serviceSites.timeZone,
};

/** The technician's work orders: to do by their clock, then those completed lately. */
export async function assignedWorkOrders(db: Database, technicianId: string, now = new Date()) {
  const mine = eq(workOrders.technicianId, technicianId);
  const [open, recent] = await Promise.all([
    db
      .select(listColumns)
      .from(workOrders)
      .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
      .where(and(mine, inArray(workOrders.status, TO_DO)))
      .orderBy(sql`${nextClock} asc nulls last`, asc(workOrders.scheduledFor)),
    db
      .select(listColumns)
      .from(workOrders)
      .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
      .where(
        and(
          mine,
          inArray(workOrders.status, DONE),
          gte(workOrders.checkedOutAt, new Date(now.getTime() - RECENT_DAYS * 86_400_000)),
        ),
      )
      .orderBy(desc(workOrders.checkedOutAt))
      .limit(RECENT_MAX),
  ]);
  return { open, recent };
}

/**
 * Whether someone may see a work order and its files: the office (`service`) and the
 * technician assigned to it. The one check of every page and file of a work order outside the
 * office's desk; the client's view adds its contact here.
 */
export function mayReadWorkOrder(
  viewer: PermissionHolder & { id: string },
  order: Pick<WorkOrderRow, "technicianId">,
): boolean {
  return hasPermission(viewer, "service") || order.technicianId === viewer.id;
}

/** A file of a work order (one of its photos, its signature) for a reader it allows, or null. */
export async function workOrderFileFor(
  db: Database,
  viewer: PermissionHolder & { id: string },
  workOrderId: string,
  fileId: string,
): Promise<string | null> {
  if (!UUID.test(workOrderId) || !UUID.test(fileId)) return null;
  const [order] = await db.select().from(workOrders).where(eq(workOrders.id, workOrderId));
  if (!order || !mayReadWorkOrder(viewer, order)) return null;
  if (order.signatureFileId === fileId) return fileId;
  const [photo] = await db
    .select({ id: workOrderPhotos.fileId })
    .from(workOrderPhotos)
    .where(and(eq(workOrderPhotos.workOrderId, workOrderId), eq(workOrderPhotos.fileId, fileId)));
  return photo?.id ?? null;
}

/** The address of a work order's file, as its pages link it. */
export const workOrderFileUrl = (workOrderId: string, fileId: string) =>
  `/work-orders/${workOrderId}/files/${fileId}`;

/** A work order's photos, oldest first. */
export function photosOf(db: DbOrTx, workOrderId: string) {
  return db
    .select()
    .from(workOrderPhotos)
    .where(eq(workOrderPhotos.workOrderId, workOrderId))
    .orderBy(asc(workOrderPhotos.createdAt), asc(workOrderPhotos.id));
}

/** One work order of the technician's with its site, client, contact and photos; null if not theirs. */
export async function assignedWorkOrder(db: Database, technicianId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      order: workOrders,
      site: serviceSites,
      clientName: serviceClients.name,
      contactPhone: serviceContacts.phone,
    })
    .from(workOrders)
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .leftJoin(serviceContacts, eq(serviceContacts.id, workOrders.contactId))
    .where(and(eq(workOrders.id, id), eq(workOrders.technicianId, technicianId)));
  if (!row) return null;
  return { ...row, photos: await photosOf(db, id) };
}

/** The technician's work order, locked; null when it is not theirs. */
async function lockAssigned(
  tx: Parameters<typeof lockWorkOrder>[0],
  actor: VisitActor,
  id: string,
) {
  if (!UUID.test(id) || !actor.id) return null;
  const order = await lockWorkOrder(tx, id);
  return order && order.technicianId === actor.id ? order : null;
}

const MISSING = { refused: "missing" } as const;

/** Check in: the work order goes On site, `checked_in_at` now, `check-in` on the timeline. */
export function checkIn(
  db: Database,
  facts: CompanyFacts,
  actor: VisitActor,
  id: string,
  now = new Date(),
): Promise<WorkOrderRow | Refusal> {
  return db.transaction(async (tx) => {
    const order = await lockAssigned(tx, actor, id);
    if (!order) return MISSING;
    const moved = await moveStatus(tx, facts, actor, order, "on-site", { checkedInAt: now }, now);
    if ("refused" in moved) return moved;
    await visitEvent(tx, actor, id, "check-in", {}, now);
    await tellServiceChannel(tx, moved, { kind: "check-in", at: now }, now);
    return moved;
  });
}

interface CheckOut {
  workDone: string;
  partsUsed: string;
  signoffName: string;
  signoffTitle: string;
}

/**
 * Check out: what was done, the parts and the customer's sign-off (the signature drawn, when
 * there is one); the work order is Completed, `check-out` on the timeline.
 */
export function checkOut(
  db: Database,
  facts: CompanyFacts,
  actor: VisitActor,
  id: string,
  visit: CheckOut,
  signature: EncodedPicture | null,
  now = new Date(),
): Promise<WorkOrderRow | Refusal> {
  return db.transaction(async (tx) => {
    const order = await lockAssigned(tx, actor, id);
    if (!order) return MISSING;
    const signed = signature ? await storePicture(tx, id, signature, "signature", actor.id) : null;
    const moved = await moveStatus(
      tx,
      facts,
      actor,
      order,
      "completed",
      { ...visit, checkedOutAt: now, signatureFileId: signed?.id ?? null },
      now,
    );
    if ("refused" in moved) return moved;
    await visitEvent(tx, actor, id, "check-out", { signoff: visit.signoffName }, now);
    await tellServiceChannel(tx, moved, { kind: "check-out", at: now }, now);
    const completed = { kind: "status", to: "completed", resolution: visit.workDone } as const;
    await tellServiceChannel(tx, moved, completed, now);
    return moved;
  });
}

/** A note on the timeline. */
export function addNote(
  db: Database,
  actor: VisitActor,
  id: string,
  text: string,
): Promise<true | Refusal> {
  return db.transaction(async (tx) => {
    const order = await lockAssigned(tx, actor, id);
    if (!order) return MISSING;
    await visitEvent(tx, actor, id, "note", { text });
    await tellServiceChannel(tx, order, { kind: "note", text }, new Date());
    return true;
  });
}

/** The parts used so far, kept on the work order (check-out writes them again). */
export function saveParts(
  db: Database,
  actor: VisitActor,
  id: string,
  partsUsed: string,
): Promise<true | Refusal> {
  return db.transaction(async (tx) => {
    if (!(await lockAssigned(tx, actor, id))) return MISSING;
    await tx.update(workOrders).set({ partsUsed }).where(eq(workOrders.id, id));
    return true;
  });
}

/** The technician's photos, stored with their rows and one `photo` entry on the timeline. */
export function addTechnicianPhotos(
  db: Database,
  actor: VisitActor,
  id: string,
  pictures: EncodedPicture[],
  caption: string,
): Promise<number | Refusal> {
  return db.transaction(async (tx) => {
    if (!(await lockAssigned(tx, actor, id))) return MISSING;
    for (const picture of pictures) {
      await addWorkOrderPhoto(tx, id, picture, { source: "technician", caption }, actor.id);
    }
    await visitEvent(tx, actor, id, "photo", { count: String(pictures.length) });
    return pictures.length;
  });
}

/** Whether the technician may add to a work order now: it is theirs and not yet completed. */
export function isWorkable(order: Pick<WorkOrderRow, "status">): boolean {
  return TO_DO.includes(order.status);
}

async function visitEvent(
  tx: DbOrTx,
  actor: VisitActor,
  workOrderId: string,
  kind: "check-in" | "check-out" | "note" | "photo",
  details: Record<string, string>,
  at = new Date(),
) {
  await tx.insert(workOrderEvents).values({
    workOrderId,
    kind,
    actorId: actor.id,
    actorName: actor.name,
    at,
    details,
  });
}
