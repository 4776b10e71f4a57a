import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import { peopleGranted } from "~/auth/permissions.server";
import type { Viewer } from "~/auth/session.server";
import type { CompanyFacts } from "~/company/facts";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { enqueueMail } from "~/mail/outbox.server";
import { tellServiceChannel } from "~/service/servicechannel/outbound.server";
import { mayFollow, type WorkOrderStatus, workOrderNumber } from "../service";
import { serviceSites, type WorkOrderRow, workOrderEvents, workOrders } from "../service.schema";
import { statusMail } from "./status-mail.server";

/**
 * The visit (docs/service-desk.md#the-visit): a status moved by the rule of which may follow
 * which, on the timeline, in the audit log and e-mailed to the requester in one transaction; the
 * office's dispatch of a technician.
 */

/** Who acts, as the timeline names them. */
export type VisitActor = AuditActor & { id: string; name: string };

/** The signed-in person as the actor of a change. */
export const actorOf = (viewer: Viewer): VisitActor => ({
  id: viewer.id,
  email: viewer.email,
  name: viewer.name,
});

/** What a form of the office's or the technician's page answered, with its HTTP status. */
export interface VisitAnswer<Form extends string> {
  form: Form;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  status: number;
}

/** Why a change was not made: no such work order, or not from the status it has. */
export type Refusal = { refused: "missing" } | { refused: "status"; status: WorkOrderStatus };

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refused" in value;

type WorkOrderChanges = Partial<typeof workOrders.$inferInsert>;

/** The work order, locked until the transaction ends. */
export async function lockWorkOrder(tx: Transaction, id: string): Promise<WorkOrderRow | null> {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for("update");
  return row ?? null;
}

/**
 * Moves a locked work order to `to` with `changes`, when the rule allows it: the timeline's
 * `status` entry, the audit entry and the requester's e-mail go with it.
 */
export async function moveStatus(
  tx: Transaction,
  facts: CompanyFacts,
  actor: VisitActor,
  current: WorkOrderRow,
  to: WorkOrderStatus,
  changes: WorkOrderChanges = {},
  now = new Date(),
): Promise<WorkOrderRow | Refusal> {
  if (!mayFollow(current.status, to)) return { refused: "status", status: current.status };
  const [updated] = await tx
    .update(workOrders)
    .set({ ...changes, status: to, ...clocksStopped(current, to, now) })
    .where(eq(workOrders.id, current.id))
    .returning();
  await tx.insert(workOrderEvents).values({
    workOrderId: current.id,
    kind: "status",
    actorId: actor.id,
    actorName: actor.name,
    at: now,
    details: { from: current.status, to },
  });
  await recordAudit(tx, actor, "service.work-order.status", current.id, {
    number: workOrderNumber(current.number),
    from: current.status,
    to,
  });
  await mailRequester(tx, facts, updated!, now);
  if (!isVisitCall(changes)) {
    await tellServiceChannel(tx, updated!, { kind: "status", to }, now);
  }
  return updated!;
}

/**
 * Whether a move is the technician's check-in or check-out: those tell ServiceChannel
 * themselves (its check-in is its On site; the check-out precedes Completed, decision 0090).
 */
const isVisitCall = (changes: WorkOrderChanges) =>
  changes.checkedInAt !== undefined || changes.checkedOutAt !== undefined;

/**
 * What a new status stops (docs/service-desk.md#clocks): leaving Open is the response unless one
 * came before; the first Completed ends the complete clock.
 */
function clocksStopped(current: WorkOrderRow, to: WorkOrderStatus, now: Date): WorkOrderChanges {
  return {
    respondedAt: current.respondedAt ?? (to === "open" ? null : now),
    completedAt: current.completedAt ?? (to === "completed" ? now : null),
  };
}

async function mailRequester(
  tx: Transaction,
  facts: CompanyFacts,
  order: WorkOrderRow,
  at: Date,
  reassigned = false,
) {
  const [site] = await tx.select().from(serviceSites).where(eq(serviceSites.id, order.siteId));
  const technician = order.technicianId
    ? (await tx.select().from(users).where(eq(users.id, order.technicianId)))[0]
    : undefined;
  const technicianFirstName = technician
    ? (technician.firstName ?? technician.name.split(" ")[0] ?? null)
    : null;
  await enqueueMail(tx, statusMail(facts, order, site!, { at, technicianFirstName, reassigned }));
}

/** Who may be dispatched: the people given the `field` permission. */
export function fieldTechnicians(db: DbOrTx) {
  return peopleGranted(db, "field");
}

export interface Dispatch {
  technicianId: string;
  scheduledFor: Date;
}

/**
 * Assigns a technician and a time: an Open or On hold work order becomes Dispatched (e-mailed);
 * a Dispatched one is assigned again (no new status; the requester is e-mailed the new technician
 * and time). `assigned` on the timeline and
 * `service.work-order.assign` in the audit log either way. Null when the person is not a
 * technician.
 */
export async function dispatchWorkOrder(
  db: DbOrTx,
  facts: CompanyFacts,
  actor: VisitActor,
  id: string,
  dispatch: Dispatch,
  now = new Date(),
): Promise<WorkOrderRow | Refusal | null> {
  const technician = (await fieldTechnicians(db)).find(
    (person) => person.id === dispatch.technicianId,
  );
  if (!technician) return null;
  return db.transaction(async (tx) => {
    const current = await lockWorkOrder(tx, id);
    if (!current) return { refused: "missing" } as const;
    const changes = { technicianId: technician.id, scheduledFor: dispatch.scheduledFor };
    let updated: WorkOrderRow | Refusal;
    if (current.status === "dispatched") {
      [updated] = (await tx
        .update(workOrders)
        .set(changes)
        .where(eq(workOrders.id, id))
        .returning()) as [WorkOrderRow];
      await mailRequester(tx, facts, updated, now, true);
    } else {
      updated = await moveStatus(tx, facts, actor, current, "dispatched", changes, now);
      if (isRefusal(updated)) return updated;
    }
    await tx.insert(workOrderEvents).values({
      workOrderId: id,
      kind: "assigned",
      actorId: actor.id,
      actorName: actor.name,
      at: now,
      details: { technician: technician.name, scheduledFor: dispatch.scheduledFor.toISOString() },
    });
    await recordAudit(tx, actor, "service.work-order.assign", id, {
      number: workOrderNumber(current.number),
      technicianId: technician.id,
      scheduledFor: dispatch.scheduledFor.toISOString(),
    });
    return updated;
  });
}
