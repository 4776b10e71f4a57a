import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { DEFAULT_PRIORITIES, type WorkOrderStatus, workOrderNumber } from "../service";
import {
  serviceClients,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrders,
} from "../service.schema";

/**
 * Work orders a facility platform dispatched (docs/service-desk.md#servicechannel): the desk's
 * side of the ServiceChannel connection, which hands over plain data. The client is found by
 * its subscriber number (or made with the subscriber's name), the site by the store number (or
 * made with the location's name, in the company's zone); a change older than the last one the
 * desk holds never overwrites it.
 */

/** Who the timeline names for what the platform did. */
const CHANNEL_ACTOR = "ServiceChannel";

/** The instants of a platform's work order, read on a site's clock (its dates may name no zone). */
interface ChannelTimes {
  updatedAt: Date;
  /** When the technician is due on site (the platform's scheduled date). */
  onSiteBy: Date;
  /** When the work must be done (the platform's expiration date). */
  completeBy: Date;
}

export interface ChannelOrder {
  channelId: number;
  channelNumber: string;
  subscriberId: number;
  subscriberName: string;
  storeId: string;
  locationName: string;
  poNumber: string;
  nteCents: number | null;
  priority: string;
  trade: string;
  description: string;
  caller: string;
  /** Null: a platform status the desk's table does not know; the desk's stays as it is. */
  status: WorkOrderStatus | null;
  times: (timeZone: string) => ChannelTimes;
}

type ChannelOutcome = "created" | "updated" | "unchanged" | "stale";

/**
 * Creates or updates the desk's work order for a platform's work order, in the caller's
 * transaction. The same state twice changes nothing; an older one is "stale" and changes nothing.
 */
export async function saveChannelWorkOrder(
  tx: DbOrTx,
  order: ChannelOrder,
  { companyTimeZone, now }: { companyTimeZone: string; now: Date },
): Promise<{ outcome: ChannelOutcome; workOrderId: string }> {
  const existing = await lockChannelWorkOrder(tx, order.channelId);
  if (!existing) return createChannelWorkOrder(tx, order, companyTimeZone, now);
  const times = order.times(existing.timeZone);
  const held = existing.row.servicechannelUpdatedAt;
  if (held && times.updatedAt.getTime() < held.getTime()) {
    return { outcome: "stale", workOrderId: existing.row.id };
  }
  const changes = changedFields(existing.row, order, times);
  const timeline = timelineOf(existing.row, changes);
  await tx
    .update(workOrders)
    .set({ ...changes, servicechannelUpdatedAt: times.updatedAt })
    .where(eq(workOrders.id, existing.row.id));
  if (timeline.length > 0) {
    await tx.insert(workOrderEvents).values(
      timeline.map((details) => ({
        workOrderId: existing.row.id,
        kind: details.kind,
        actorName: CHANNEL_ACTOR,
        at: now,
        details: details.details,
      })),
    );
  }
  return {
    outcome: Object.keys(changes).length > 0 ? "updated" : "unchanged",
    workOrderId: existing.row.id,
  };
}

/** The work order of a platform id with its site's zone, locked until the transaction ends. */
async function lockChannelWorkOrder(tx: DbOrTx, channelId: number) {
  const [found] = await tx
    .select({ row: workOrders, timeZone: serviceSites.timeZone })
    .from(workOrders)
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .where(eq(workOrders.servicechannelId, channelId))
    .for("update", { of: workOrders });
  return found;
}

type ChannelFields = Partial<
  Pick<
    WorkOrderRow,
    | "status"
    | "nteCents"
    | "priority"
    | "poNumber"
    | "respondBy"
    | "onSiteBy"
    | "completeBy"
    | "trade"
    | "description"
    | "servicechannelNumber"
  >
>;

/** The fields whose value the platform changed. */
function changedFields(row: WorkOrderRow, order: ChannelOrder, times: ChannelTimes): ChannelFields {
  const wanted: ChannelFields = {
    ...(order.status && !isBehind(order.status, row.status) ? { status: order.status } : {}),
    nteCents: order.nteCents,
    priority: order.priority || row.priority,
    poNumber: order.poNumber,
    respondBy: times.onSiteBy,
    onSiteBy: times.onSiteBy,
    completeBy: times.completeBy,
    trade: order.trade || row.trade,
    description: order.description || row.description,
    servicechannelNumber: order.channelNumber,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([field, value]) => !sameValue(row[field as keyof WorkOrderRow], value),
    ),
  ) as ChannelFields;
}

/** How far along the visit a status is; On hold waits where Dispatched does. */
const PROGRESS: Record<WorkOrderStatus, number> = {
  open: 0,
  dispatched: 1,
  "on-hold": 1,
  "on-site": 2,
  completed: 3,
  invoiced: 4,
  closed: 5,
  cancelled: 5,
};

/**
 * Whether the platform's status is behind the desk's (decision 0090): the echo of what the desk
 * told it before it moved on (Dispatched arriving after the check-in), never applied, so that
 * the desk does not go back.
 */
const isBehind = (platform: WorkOrderStatus, desk: WorkOrderStatus) =>
  PROGRESS[platform] < PROGRESS[desk];

function sameValue(held: unknown, wanted: unknown): boolean {
  if (held instanceof Date && wanted instanceof Date) return held.getTime() === wanted.getTime();
  return held === wanted;
}

/**
 * What the timeline says of a platform's change: a status as the office's are ("status", from,
 * to), the NTE, priority and schedule as notes naming the field (the page shows them).
 */
function timelineOf(row: WorkOrderRow, changes: ChannelFields) {
  const entries: Array<{ kind: "status" | "note"; details: Record<string, string> }> = [];
  if (changes.status) {
    entries.push({ kind: "status", details: { from: row.status, to: changes.status } });
  }
  const described: Array<[keyof ChannelFields, string, (value: unknown) => string]> = [
    ["nteCents", "nte", (value) => (value === null ? "" : String(value))],
    ["priority", "priority", String],
    ["onSiteBy", "scheduled", (value) => (value as Date).toISOString()],
    ["completeBy", "expires", (value) => (value as Date).toISOString()],
  ];
  for (const [field, change, text] of described) {
    if (!(field in changes)) continue;
    entries.push({
      kind: "note",
      details: {
        source: "servicechannel",
        change,
        from: text(row[field as keyof WorkOrderRow]),
        to: text(changes[field]),
      },
    });
  }
  return entries;
}

async function createChannelWorkOrder(
  tx: DbOrTx,
  order: ChannelOrder,
  companyTimeZone: string,
  now: Date,
): Promise<{ outcome: ChannelOutcome; workOrderId: string }> {
  const client = await clientOfSubscriber(tx, order, now);
  const site = await siteOfStore(tx, client.id, order, companyTimeZone);
  const times = order.times(site.timeZone);
  const [created] = await tx
    .insert(workOrders)
    .values({
      clientId: client.id,
      siteId: site.id,
      requesterName: order.caller || CHANNEL_ACTOR,
      requesterEmail: "",
      poNumber: order.poNumber,
      poMissing: client.poRequired && order.poNumber === "",
      nteCents: order.nteCents,
      priority: order.priority || CHANNEL_ACTOR,
      respondBy: times.onSiteBy,
      onSiteBy: times.onSiteBy,
      completeBy: times.completeBy,
      trade: order.trade,
      description: order.description,
      status: order.status ?? "open",
      servicechannelId: order.channelId,
      servicechannelNumber: order.channelNumber,
      servicechannelUpdatedAt: times.updatedAt,
      createdAt: now,
    })
    .returning();
  await tx.insert(workOrderEvents).values({
    workOrderId: created!.id,
    kind: "created",
    actorName: CHANNEL_ACTOR,
    at: now,
    details: {
      number: workOrderNumber(created!.number),
      priority: created!.priority,
      servicechannelNumber: order.channelNumber,
    },
  });
  return { outcome: "created", workOrderId: created!.id };
}

/** The client of a subscriber number, made with the subscriber's name the first time. */
async function clientOfSubscriber(tx: DbOrTx, order: ChannelOrder, now: Date) {
  await tx
    .insert(serviceClients)
    .values({
      name: order.subscriberName,
      servicechannelSubscriberId: order.subscriberId,
      priorities: [...DEFAULT_PRIORITIES],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: serviceClients.servicechannelSubscriberId });
  const [client] = await tx
    .select()
    .from(serviceClients)
    .where(eq(serviceClients.servicechannelSubscriberId, order.subscriberId));
  return client!;
}

/** The client's site of a store number, made with the location's name the first time. */
async function siteOfStore(
  tx: DbOrTx,
  clientId: string,
  order: ChannelOrder,
  companyTimeZone: string,
) {
  await tx
    .insert(serviceSites)
    .values({
      clientId,
      siteNumber: order.storeId,
      name: order.locationName || order.storeId,
      address: "",
      timeZone: companyTimeZone,
    })
    .onConflictDoNothing();
  const [site] = await tx
    .select()
    .from(serviceSites)
    .where(and(eq(serviceSites.clientId, clientId), eq(serviceSites.siteNumber, order.storeId)));
  return site!;
}

export interface ChannelNote {
  noteId: string;
  text: string;
  by: string;
}

/** Adds the platform's notes the timeline lacks (matched by the platform's note id); the count added. */
export async function addChannelNotes(
  tx: DbOrTx,
  channelId: number,
  notes: readonly ChannelNote[],
  now: Date,
): Promise<number> {
  const [order] = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(eq(workOrders.servicechannelId, channelId));
  if (!order || notes.length === 0) return 0;
  const held = await tx
    .select({ noteId: sql<string>`${workOrderEvents.details} ->> 'servicechannelNoteId'` })
    .from(workOrderEvents)
    .where(and(eq(workOrderEvents.workOrderId, order.id), eq(workOrderEvents.kind, "note")));
  const known = new Set(held.map((row) => row.noteId));
  const fresh = notes.filter((note) => !known.has(note.noteId));
  if (fresh.length === 0) return 0;
  await tx.insert(workOrderEvents).values(
    fresh.map((note) => ({
      workOrderId: order.id,
      kind: "note" as const,
      actorName: note.by || CHANNEL_ACTOR,
      at: now,
      details: { source: "servicechannel", servicechannelNoteId: note.noteId, note: note.text },
    })),
  );
  return fresh.length;
}

/** The desk's work orders of platform ids, to link what the connection reports to its page. */
export async function deskOrdersOfChannel(
  db: DbOrTx,
  channelIds: number[],
): Promise<Map<number, { id: string; number: string }>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: workOrders.id,
      number: workOrders.number,
      channelId: workOrders.servicechannelId,
    })
    .from(workOrders)
    .where(inArray(workOrders.servicechannelId, channelIds));
  return new Map(
    rows.map((row) => [row.channelId!, { id: row.id, number: workOrderNumber(row.number) }]),
  );
}
