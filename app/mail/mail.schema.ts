import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A stored file (app/files) a message carries, and the name the recipient sees. */
export interface MailAttachment {
  fileId: string;
  name: string;
}

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "held"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail the site sends, stored before any delivery is attempted.
 * pending: waiting for its next attempt (next_attempt_at);
 * sending: claimed by a worker, whose lease ends at next_attempt_at (a crashed worker's message
 *   is claimed again once the lease has ended);
 * sent, failed (retries exhausted, last_error says why);
 * held: no SMTP server is configured: kept as the development mailbox (/admin/outbox).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to"),
    /**
     * Files sent with the message, read from stored_files when it is sent (never copied here):
     * a copy kept two years would double every certificate.
     */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The end of the retry window: created_at + 24 h, restarted when held mail is released. */
    giveUpAt: timestamp("give_up_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_status_next_attempt_idx").on(table.status, table.nextAttemptAt)],
);

export type OutboxMessage = typeof outbox.$inferSelect;
