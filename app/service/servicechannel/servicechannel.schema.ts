import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The ServiceChannel connection's tables (docs/service-desk.md#servicechannel, decision 0089):
 * what came in (events, from the webhook or the poll) waiting to be applied to the desk, what
 * goes out waiting to be sent, and the connection's state.
 */

const SC_EVENT_STATUSES = ["pending", "applied", "failed"] as const;

/** An event as ServiceChannel sent it (or the poll found it), stored before it is applied. */
export const servicechannelEvents = pgTable(
  "servicechannel_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The same event sent twice has the same key and is stored once. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    eventType: text("event_type").notNull(),
    /** "webhook" or "poll". */
    source: text("source").notNull(),
    workOrderId: bigint("work_order_id", { mode: "number" }).notNull(),
    /** The object's own update time as written (the location's clock, or with an offset). */
    objectUpdated: text("object_updated"),
    object: jsonb("object").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: SC_EVENT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (table) => [index("servicechannel_events_status_idx").on(table.status, table.id)],
);

const SC_OUTBOX_KINDS = ["status", "check-in", "check-out", "note", "invoice"] as const;
export type ScOutboxKind = (typeof SC_OUTBOX_KINDS)[number];
const SC_OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/**
 * What the desk tells ServiceChannel, stored before it is sent (as the mail outbox does):
 * pending until its next attempt; sending while a worker holds its lease; sent; failed when
 * ServiceChannel refused it or the retry window closed (last_error says why).
 */
export const servicechannelOutbox = pgTable(
  "servicechannel_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order the desk queued them in: one work order's messages go in this order. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    workOrderId: bigint("work_order_id", { mode: "number" }).notNull(),
    kind: text("kind", { enum: SC_OUTBOX_KINDS }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: SC_OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    giveUpAt: timestamp("give_up_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("servicechannel_outbox_status_next_idx").on(table.status, table.nextAttemptAt)],
);

/** The connection's one row of state: the poll's mark and what the desk shows of the webhook. */
export const servicechannelState = pgTable("servicechannel_state", {
  key: text("key").primaryKey(),
  /** The poll asked for work orders changed after this instant. */
  polledThrough: timestamp("polled_through", { withTimezone: true }),
  /** A process polling holds the poll until then (a crashed one's lease simply ends). */
  pollLeaseUntil: timestamp("poll_lease_until", { withTimezone: true }),
  lastPollError: text("last_poll_error"),
  /** Webhook posts refused for a missing or wrong signature, and the last one's time. */
  refusedSignatures: integer("refused_signatures").notNull().default(0),
  lastRefusedAt: timestamp("last_refused_at", { withTimezone: true }),
});

export type ScEventRow = typeof servicechannelEvents.$inferSelect;
export type ScOutboxRow = typeof servicechannelOutbox.$inferSelect;
