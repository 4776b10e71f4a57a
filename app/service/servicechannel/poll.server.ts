import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { ServiceChannelClient } from "./client.server";
import { servicechannelState } from "./servicechannel.schema";
import { enqueueEvent, STATE_KEY } from "./webhook.server";

/**
 * The poll (docs/service-desk.md#servicechannel): this provider's work orders ServiceChannel
 * changed since the last poll, fed through the same queue as the webhook's events, so that an
 * event ServiceChannel dropped (it retries three times, then gives up) still reaches the desk.
 */

export const POLL_TIMINGS = {
  /** Each poll looks this far behind where the last one ended: clocks differ, lists lag. */
  overlapMs: 10 * 60_000,
  /** The first poll looks back this far. */
  firstLookBackMs: 7 * 24 * 60 * 60_000,
  /** How long one process holds the poll; another may take it once this ends. */
  leaseMs: 5 * 60_000,
} as const;

interface PollOutcome {
  found: number;
  stored: number;
}

/**
 * One poll, by one process at a time (a lease on the connection's row: the HTTP calls run
 * outside any transaction). A failure is kept for the desk (last_poll_error) and the mark stays
 * where it was, so the next poll asks again.
 */
export async function pollWorkOrders(
  db: Database,
  client: ServiceChannelClient,
  now: Date,
): Promise<PollOutcome | undefined> {
  const since = await claimPoll(db, now);
  if (since === undefined) return undefined;
  try {
    const { orders } = await client.workOrdersUpdatedSince(since);
    let stored = 0;
    for (const order of orders) {
      if (await enqueueEvent(db, { EventType: "WorkOrderPolled", Object: order }, "poll", now)) {
        stored += 1;
      }
    }
    await releasePoll(db, {
      polledThrough: new Date(now.getTime() - POLL_TIMINGS.overlapMs),
      lastPollError: null,
    });
    return { found: orders.length, stored };
  } catch (error) {
    await releasePoll(db, {
      lastPollError: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

/** Takes the poll's lease; the instant to poll from, or undefined when another process holds it. */
async function claimPoll(db: Database, now: Date): Promise<Date | undefined> {
  await db.insert(servicechannelState).values({ key: STATE_KEY }).onConflictDoNothing();
  const [claimed] = await db
    .update(servicechannelState)
    .set({ pollLeaseUntil: new Date(now.getTime() + POLL_TIMINGS.leaseMs) })
    .where(
      and(
        eq(servicechannelState.key, STATE_KEY),
        or(isNull(servicechannelState.pollLeaseUntil), lt(servicechannelState.pollLeaseUntil, now)),
      ),
    )
    .returning({ polledThrough: servicechannelState.polledThrough });
  if (!claimed) return undefined;
  return claimed.polledThrough ?? new Date(now.getTime() - POLL_TIMINGS.firstLookBackMs);
}

async function releasePoll(
  db: Database,
  fields: { polledThrough?: Date; lastPollError: string | null },
): Promise<void> {
  await db
    .update(servicechannelState)
    .set({ ...fields, pollLeaseUntil: null })
    .where(eq(servicechannelState.key, STATE_KEY));
}
