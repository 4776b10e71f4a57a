import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/client.server";
import { servicechannelEvents, servicechannelState } from "./servicechannel.schema";

/**
 * ServiceChannel's events in (docs/service-desk.md#servicechannel, decision 0089): the signature
 * checked on the raw body before anything parses it, each event stored once in the queue and
 * applied later by the jobs loop (apply.server.ts), so that the answer comes within the five
 * seconds ServiceChannel waits.
 */

/** The only signing method ServiceChannel names (Sign-Type). */
const SIGN_TYPE = "HMACSHA256";

/**
 * Whether `signData` is the base-64 HMAC-SHA256 of the raw body with the signing key. Both sides
 * are hashed before the constant-time comparison, so neither the length nor the content of the
 * expected value leaks through timing.
 */
export function signatureMatches(
  body: Uint8Array,
  signType: string | null,
  signData: string | null,
  key: string,
): boolean {
  if (signType?.trim().toUpperCase() !== SIGN_TYPE || !signData) return false;
  const expected = createHmac("sha256", key).update(body).digest("base64");
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(signData.trim()), digest(expected));
}

/** The envelope ServiceChannel posts: `{ "Object": {...}, "EventType": "..." }`. */
export const eventEnvelopeSchema = z.object({
  EventType: z
    .string("EventType is required")
    .regex(/^[A-Za-z]{1,100}$/, "EventType must be an event name such as WorkOrderCreated"),
  Object: z.looseObject({
    Id: z.number("Object.Id must be the work order's id").int().positive(),
  }),
});
type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** The object's own update time as written; what orders the events of one work order. */
function objectUpdated(object: Record<string, unknown>): string | null {
  for (const field of ["UpdatedDate_DTO", "UpdatedDate", "CallDate_DTO", "CallDate"]) {
    const value = object[field];
    if (typeof value === "string" && value.length <= 40) return value;
  }
  return null;
}

/** The same event sent twice (a retry, or the poll finding what a webhook brought) has one key. */
export function dedupeKey(eventType: string, object: Record<string, unknown>): string {
  return createHash("sha256")
    .update(`${eventType}\n${JSON.stringify(object)}`)
    .digest("hex");
}

/** Stores an event in the queue; false when the same event was stored before. */
export async function enqueueEvent(
  db: DbOrTx,
  event: EventEnvelope,
  source: "webhook" | "poll",
  now: Date,
): Promise<boolean> {
  const stored = await db
    .insert(servicechannelEvents)
    .values({
      dedupeKey: dedupeKey(event.EventType, event.Object),
      eventType: event.EventType,
      source,
      workOrderId: event.Object.Id,
      objectUpdated: objectUpdated(event.Object),
      object: event.Object,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: servicechannelEvents.id });
  return stored.length > 0;
}

/** The connection's row of state (servicechannel_state), made on first use. */
export const STATE_KEY = "connection";

/** Counts a post refused for its signature: the desk shows the count and the last time. */
export async function countRefusedSignature(db: DbOrTx, now: Date): Promise<void> {
  await db
    .insert(servicechannelState)
    .values({ key: STATE_KEY, refusedSignatures: 1, lastRefusedAt: now })
    .onConflictDoUpdate({
      target: servicechannelState.key,
      set: {
        refusedSignatures: sql`${servicechannelState.refusedSignatures} + 1`,
        lastRefusedAt: now,
      },
    });
}
