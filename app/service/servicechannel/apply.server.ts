import { asc, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/client.server";
import {
  addChannelNotes,
  type ChannelNote,
  type ChannelOrder,
  saveChannelWorkOrder,
} from "~/service/desk/channel-orders.server";
import { type ScEventRow, servicechannelEvents } from "./servicechannel.schema";
import {
  deskStatusOf,
  nteCents,
  type ScWorkOrder,
  scExpiresAt,
  scScheduledAt,
  scUpdatedAt,
  scWorkOrderSchema,
} from "./work-order";

/**
 * Applying the queue (docs/service-desk.md#servicechannel, decision 0089): each event in its own
 * transaction, its row locked with SKIP LOCKED so that however many processes look, each is
 * applied once. Every work-order event carries the whole work order, so each one brings the
 * desk's copy to the object's state unless the desk holds a newer one; notes are added once.
 */

/** The events whose object is a work order; the others are kept, marked applied, and change nothing. */
const WORK_ORDER_EVENTS = new Set([
  "WorkOrderCreated",
  "WorkOrderStatusChanged",
  "NteChanged",
  "PriorityChanged",
  "ScheduledDateChanged",
  "WorkOrderNoteAdded",
  /** What the poll stores for a work order it found changed. */
  "WorkOrderPolled",
]);

/** Attempts of one event before it is left failed for a person to look at. */
export const MAX_EVENT_ATTEMPTS = 5;
/** Events applied in one run of the job. */
const BATCH = 200;

interface ApplyDeps {
  db: Database;
  companyTimeZone: string;
  now: () => Date;
}

interface ApplyOutcome {
  applied: number;
  failed: number;
}

/** Applies the pending events, oldest first; what it did. */
export async function applyPendingEvents(deps: ApplyDeps): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { applied: 0, failed: 0 };
  for (let n = 0; n < BATCH; n++) {
    const result = await applyNextEvent(deps);
    if (result === "none") break;
    outcome[result] += 1;
    // A failed event is tried again at the next check, behind the events that came since.
    if (result === "failed") break;
  }
  return outcome;
}

/**
 * The oldest pending event, locked, applied inside a savepoint: when it fails, the savepoint is
 * undone and the failure counted on the row still locked; past MAX_EVENT_ATTEMPTS it is left
 * "failed" with its error, so that one bad event holds up no other.
 */
async function applyNextEvent(deps: ApplyDeps): Promise<"applied" | "failed" | "none"> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(servicechannelEvents)
      .where(eq(servicechannelEvents.status, "pending"))
      .orderBy(asc(servicechannelEvents.attempts), asc(servicechannelEvents.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!event) return "none";
    const attempts = event.attempts + 1;
    try {
      await tx.transaction((savepoint) => applyEvent(savepoint, event, deps.companyTimeZone, now));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await tx
        .update(servicechannelEvents)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          status: attempts >= MAX_EVENT_ATTEMPTS ? "failed" : "pending",
        })
        .where(eq(servicechannelEvents.id, event.id));
      return "failed";
    }
    await tx
      .update(servicechannelEvents)
      .set({ status: "applied", appliedAt: now, attempts, lastError: null })
      .where(eq(servicechannelEvents.id, event.id));
    return "applied";
  });
}

/** One event onto the desk, in the caller's transaction. */
async function applyEvent(
  tx: DbOrTx,
  event: Pick<ScEventRow, "eventType" | "object">,
  companyTimeZone: string,
  now: Date,
): Promise<void> {
  if (!WORK_ORDER_EVENTS.has(event.eventType)) return;
  const parsed = scWorkOrderSchema.safeParse(event.object);
  if (!parsed.success) {
    throw new Error(
      `The ${event.eventType} object is not a work order: ${parsed.error.issues[0]?.message}`,
    );
  }
  await saveChannelWorkOrder(tx, channelOrderOf(parsed.data, now), { companyTimeZone, now });
  await addChannelNotes(tx, parsed.data.Id, notesOf(parsed.data), now);
}

/** The desk's view of a platform work order: dates read on the site's clock when they name no zone. */
function channelOrderOf(order: ScWorkOrder, now: Date): ChannelOrder {
  return {
    channelId: order.Id,
    channelNumber: order.Number || String(order.Id),
    subscriberId: order.SubscriberId,
    subscriberName: subscriberName(order),
    storeId: order.LocationStoreId || String(order.LocationId ?? order.Id),
    locationName: order.LocationName,
    poNumber: order.PurchaseNumber,
    nteCents: nteCents(order),
    priority: order.Priority,
    trade: [order.Trade, order.Category].filter(Boolean).join(" / "),
    description: order.Description,
    caller: order.Caller,
    status: deskStatusOf(order.Status),
    times: (timeZone) => {
      const onSiteBy = scScheduledAt(order, timeZone) ?? scExpiresAt(order, timeZone) ?? now;
      return {
        updatedAt: scUpdatedAt(order, timeZone) ?? now,
        onSiteBy,
        completeBy: scExpiresAt(order, timeZone) ?? onSiteBy,
      };
    },
  };
}

/** The subscriber's name when the object carries one; its number otherwise (the office renames it). */
function subscriberName(order: ScWorkOrder): string {
  const name = order.SubscriberName;
  return typeof name === "string" && name.trim()
    ? name.trim().slice(0, 200)
    : `ServiceChannel subscriber ${order.SubscriberId}`;
}

function notesOf(order: ScWorkOrder): ChannelNote[] {
  return (order.Notes ?? [])
    .filter((note) => note.NoteData)
    .map((note) => ({
      noteId: note.Id ? String(note.Id) : `${note.DateCreated ?? ""}:${note.NoteData}`,
      text: note.NoteData,
      by: note.CreatedBy,
    }));
}
