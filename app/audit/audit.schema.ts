import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Who did what, and when: admin actions and security events (sign-ins, failed sign-ins of
 * accounts, password changes), told apart by the action's name (`auditKindOf`). Kept one year
 * (`AUDIT_RETENTION_DAYS`), then deleted by the daily retention job.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    subject: text("subject"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_action_at_idx").on(table.action, table.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Events anyone can cause without an account (a failed sign-in for an address that is nobody's),
 * counted per UTC day, action and subject instead of one row each: a flood of them cannot push
 * what an account did off the audit page, and costs one row a day.
 */
export const auditCounters = pgTable(
  "audit_counters",
  {
    day: date("day", { mode: "string" }).notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull().default(""),
    count: integer("count").notNull().default(0),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.action, table.subject] })],
);

export type AuditCounter = typeof auditCounters.$inferSelect;
