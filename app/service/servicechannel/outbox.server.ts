import { and, asc, count, desc, eq, inArray, lt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { RETENTION } from "~/jobs/retention";
import { nextAttemptAfterFailure } from "~/mail/retry";
import {
  type InvoiceRequest,
  type ServiceChannelClient,
  ServiceChannelError,
} from "./client.server";
import {
  type ScOutboxKind,
  type ScOutboxRow,
  servicechannelEvents,
  servicechannelOutbox,
} from "./servicechannel.schema";
import type { ScStatus } from "./work-order";

/**
 * What the desk tells ServiceChannel (docs/service-desk.md#servicechannel), stored in the
 * caller's transaction and sent by the jobs loop as the mail outbox sends mail: attempts backing
 * off from a minute to an hour for three days, a 429's Retry-After respected, nothing lost while
 * ServiceChannel is down; a refusal (4xx) fails at once with ServiceChannel's words, for the desk.
 */

const SC_OUTBOX_TIMINGS = {
  firstRetryDelayMs: 60_000,
  retryWindowMs: 3 * 24 * 60 * 60_000,
  /** How long a claimed message stays "sending" before another process may take it over. */
  sendLeaseMs: 2 * 60_000,
  /** Messages sent in one run of the job. */
  batch: 50,
} as const;

/** An invoice as queued: the client's request without the work order, which the row holds. */
type ScInvoicePayload = Omit<InvoiceRequest, "workOrderId">;

type Payloads = {
  status: { status: ScStatus; note: string };
  "check-in": { at: string };
  "check-out": { at: string };
  note: { note: string };
  invoice: ScInvoicePayload;
};

async function enqueue<K extends ScOutboxKind>(
  db: DbOrTx,
  workOrderId: number,
  kind: K,
  payload: Payloads[K],
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(servicechannelOutbox)
    .values({
      workOrderId,
      kind,
      payload: payload as Record<string, unknown>,
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + SC_OUTBOX_TIMINGS.retryWindowMs),
      createdAt: now,
    })
    .returning({ id: servicechannelOutbox.id });
  return row!.id;
}

/** A status change (Primary/Extended, with its note) for ServiceChannel. */
export const enqueueStatus = (
  db: DbOrTx,
  workOrderId: number,
  status: ScStatus,
  note: string,
  now: Date,
) => enqueue(db, workOrderId, "status", { status, note }, now);
/** The technician's arrival, at the time it happened. */
export const enqueueCheckIn = (db: DbOrTx, workOrderId: number, at: Date, now: Date) =>
  enqueue(db, workOrderId, "check-in", { at: at.toISOString() }, now);
export const enqueueCheckOut = (db: DbOrTx, workOrderId: number, at: Date, now: Date) =>
  enqueue(db, workOrderId, "check-out", { at: at.toISOString() }, now);
export const enqueueNote = (db: DbOrTx, workOrderId: number, note: string, now: Date) =>
  enqueue(db, workOrderId, "note", { note }, now);
export const enqueueInvoice = (
  db: DbOrTx,
  workOrderId: number,
  invoice: ScInvoicePayload,
  now: Date,
) => enqueue(db, workOrderId, "invoice", invoice, now);

const unsent = inArray(servicechannelOutbox.status, ["pending", "sending"]);
const earlier = alias(servicechannelOutbox, "earlier");

/**
 * Claims the next due message: "sending" with a lease, its attempt counted (SKIP LOCKED). A
 * message waits while an earlier one of its work order is unsent (decision 0090): a check-out
 * retried after an outage still reaches ServiceChannel before the Completed that followed it.
 */
async function claimNext(db: Database, now: Date): Promise<ScOutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: servicechannelOutbox.id })
      .from(servicechannelOutbox)
      .where(
        and(
          unsent,
          lte(servicechannelOutbox.nextAttemptAt, now),
          notExists(
            tx
              .select({ id: earlier.id })
              .from(earlier)
              .where(
                and(
                  eq(earlier.workOrderId, servicechannelOutbox.workOrderId),
                  inArray(earlier.status, ["pending", "sending"]),
                  lt(earlier.seq, servicechannelOutbox.seq),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(servicechannelOutbox.seq))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(servicechannelOutbox)
      .set({
        status: "sending",
        attempts: sql`${servicechannelOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + SC_OUTBOX_TIMINGS.sendLeaseMs),
      })
      .where(eq(servicechannelOutbox.id, due.id))
      .returning();
    return claimed;
  });
}

function send(client: ServiceChannelClient, row: ScOutboxRow): Promise<unknown> {
  const payload = row.payload as never;
  switch (row.kind) {
    case "status": {
      const { status, note } = payload as Payloads["status"];
      return client.setStatus(row.workOrderId, status, note);
    }
    case "check-in":
      return client.checkIn(row.workOrderId, new Date((payload as Payloads["check-in"]).at));
    case "check-out":
      return client.checkOut(row.workOrderId, new Date((payload as Payloads["check-out"]).at));
    case "note":
      return client.addNote(row.workOrderId, (payload as Payloads["note"]).note);
    case "invoice":
      return client.createInvoice({
        workOrderId: row.workOrderId,
        ...(payload as ScInvoicePayload),
      });
  }
}

interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends what is due, oldest first. A 429 stops the run (ServiceChannel asked to wait: every
 * message waits), the message due again after its Retry-After.
 */
export async function sendDueMessages(
  db: Database,
  client: ServiceChannelClient,
  now: () => Date,
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
  for (let n = 0; n < SC_OUTBOX_TIMINGS.batch; n++) {
    const row = await claimNext(db, now());
    if (!row) break;
    try {
      await send(client, row);
      await db
        .update(servicechannelOutbox)
        .set({ status: "sent", sentAt: now(), lastError: null })
        .where(eq(servicechannelOutbox.id, row.id));
      run.sent += 1;
    } catch (error) {
      const outcome = await recordFailure(db, row, error, now());
      run[outcome] += 1;
      if (error instanceof ServiceChannelError && error.failure === "rate-limited") break;
    }
  }
  return run;
}

async function recordFailure(
  db: Database,
  row: ScOutboxRow,
  error: unknown,
  now: Date,
): Promise<"retrying" | "failed"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const refused = error instanceof ServiceChannelError && error.failure === "refused";
  const retryAfterMs =
    error instanceof ServiceChannelError && error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds * 1000
      : undefined;
  const next = refused
    ? null
    : retryAfterMs !== undefined
      ? new Date(Math.min(now.getTime() + retryAfterMs, row.giveUpAt.getTime()))
      : nextAttemptAfterFailure(
          row.attempts,
          row.giveUpAt,
          now,
          SC_OUTBOX_TIMINGS.firstRetryDelayMs,
        );
  await db
    .update(servicechannelOutbox)
    .set(
      next
        ? { status: "pending", nextAttemptAt: next, lastError: message }
        : { status: "failed", lastError: message },
    )
    .where(eq(servicechannelOutbox.id, row.id));
  return next ? "retrying" : "failed";
}

/**
 * Retention (app/jobs/retention.ts): applied events and sent messages older than
 * `servicechannelDays` are deleted; pending and failed ones stay until a person has seen them.
 */
export async function removeOldRows(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION.servicechannelDays * 24 * 60 * 60_000);
  const events = await db
    .delete(servicechannelEvents)
    .where(
      and(eq(servicechannelEvents.status, "applied"), lt(servicechannelEvents.receivedAt, cutoff)),
    )
    .returning({ id: servicechannelEvents.id });
  const messages = await db
    .delete(servicechannelOutbox)
    .where(and(eq(servicechannelOutbox.status, "sent"), lt(servicechannelOutbox.createdAt, cutoff)))
    .returning({ id: servicechannelOutbox.id });
  return events.length + messages.length;
}

/** A message ServiceChannel refused, or that ran out of attempts, as the desk shows it. */
export interface FailedMessage {
  id: string;
  workOrderId: number;
  kind: ScOutboxKind;
  error: string;
  createdAt: Date;
}

const failedColumns = {
  id: servicechannelOutbox.id,
  workOrderId: servicechannelOutbox.workOrderId,
  kind: servicechannelOutbox.kind,
  error: sql<string>`coalesce(${servicechannelOutbox.lastError}, '')`,
  createdAt: servicechannelOutbox.createdAt,
};

/** The failed messages, newest first; of one ServiceChannel work order when it is named. */
export function failedMessages(
  db: DbOrTx,
  channelWorkOrderId?: number,
  limit = 50,
): Promise<FailedMessage[]> {
  const failed = eq(servicechannelOutbox.status, "failed");
  return db
    .select(failedColumns)
    .from(servicechannelOutbox)
    .where(
      channelWorkOrderId === undefined
        ? failed
        : and(failed, eq(servicechannelOutbox.workOrderId, channelWorkOrderId)),
    )
    .orderBy(desc(servicechannelOutbox.seq))
    .limit(limit);
}

/**
 * Queues a failed message again, due now with a fresh retry window, and audits it
 * (`servicechannel.message.retry`). False when there is no such failed message.
 */
export async function retryFailedMessage(
  db: Database,
  actor: AuditActor,
  id: string,
  now: Date,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(servicechannelOutbox)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + SC_OUTBOX_TIMINGS.retryWindowMs),
      })
      .where(and(eq(servicechannelOutbox.id, id), eq(servicechannelOutbox.status, "failed")))
      .returning();
    if (!row) return false;
    await recordAudit(tx, actor, "servicechannel.message.retry", row.id, {
      workOrderId: row.workOrderId,
      kind: row.kind,
      error: row.lastError ?? "",
    });
    return true;
  });
}

/** How many messages failed for good: the desk's notice. */
export async function countFailedMessages(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(servicechannelOutbox)
    .where(eq(servicechannelOutbox.status, "failed"));
  return row?.total ?? 0;
}
