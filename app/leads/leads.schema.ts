import { sql } from "drizzle-orm";
import {
  bigint,
  check,
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
import { users } from "~/auth/auth.schema";
import { LANGUAGES } from "~/i18n/languages";
import { LEAD_EVENT_KINDS, LEAD_STATUSES, LOST_REASONS } from "./pipeline/pipeline";

/** Every message a visitor sends: stored first, delivered by e-mail afterwards. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["trial", "contact", "pricing", "coi", "service"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    source: text("source").notNull(),
    /** Kind-specific fields (pricing: company size, industry). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    /** The language of the page the visitor wrote from: the one to answer in. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The pipeline (docs/product.md#the-lead-pipeline): changed only by pipeline.server.ts. */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    lostReason: text("lost_reason", { enum: LOST_REASONS }),
    lostNote: text("lost_note"),
    /** A person with lead access; kept as null if the account is ever removed. */
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** A calendar day in the company's time zone. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** The last thing that happened to the lead (received, any change, note, reply, call). */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first reply or call logged; first-response time is this minus created_at. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** How the same person is recognised across leads: the address in lower case, the phone's digits. */
    emailKey: text("email_key").notNull().generatedAlwaysAs(sql`lower(btrim(email))`),
    phoneKey: text("phone_key").generatedAlwaysAs(
      sql`nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')`,
    ),
  },
  (table) => [
    // The dashboard lists newest first and filters by time (and kind): both orders are indexed
    // to the end, so a page or a period's count reads only the rows it needs.
    index("leads_created_at_id_idx").on(table.createdAt, table.id),
    index("leads_kind_created_at_id_idx").on(table.kind, table.createdAt, table.id),
    // The pipeline's views keep the same newest-first order within a stage or a person.
    index("leads_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    index("leads_assignee_created_at_id_idx").on(table.assigneeId, table.createdAt, table.id),
    // Follow-ups due: only leads that have one are indexed.
    index("leads_follow_up_on_idx").on(table.followUpOn).where(sql`follow_up_on is not null`),
    // Linked leads: the same person by address or by phone. Ordered to the id, so "N earlier"
    // reads the leads before a listed one ((created_at, id) < its own) as one bounded range.
    index("leads_email_key_created_at_id_idx").on(table.emailKey, table.createdAt, table.id),
    index("leads_phone_key_created_at_id_idx")
      .on(table.phoneKey, table.createdAt, table.id)
      .where(sql`phone_key is not null`),
    index("leads_language_created_at_id_idx").on(table.language, table.createdAt, table.id),
    // The month's median first response reads both times from the index alone (an index-only
    // scan, once vacuumed: docs/decisions/0064); a lead enters it when first answered.
    index("leads_answered_created_at_idx")
      .on(table.createdAt, table.firstResponseAt)
      .where(sql`first_response_at is not null`),
    check("leads_language_known", sql`${table.language} in ('en', 'es')`),
  ],
);

/**
 * A lead's timeline: one row per thing that happened, written in the same transaction as the
 * change it records. The actor is null for what the site did by itself (a lead received).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name when it happened: the timeline reads without the accounts table. */
    actorName: text("actor_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** What the kind needs: from/to status, assignee, note text, outbox message id, date. */
    details: jsonb("details").$type<LeadEventDetails>().notNull().default({}),
  },
  (table) => [index("lead_events_lead_at_idx").on(table.leadId, table.at, table.id)],
);

/** The details of a timeline entry; which fields are set depends on its kind. */
export interface LeadEventDetails {
  from?: string;
  to?: string;
  reason?: string;
  note?: string;
  assigneeId?: string | null;
  assigneeName?: string | null;
  followUpOn?: string | null;
  /** The outbox message of an e-mail sent: its delivery state is read from the outbox. */
  mailId?: string;
  subject?: string;
  text?: string;
  /** The names of the files an e-mail carried (the certificate of insurance). */
  attachments?: string[];
}

/**
 * Leads per kind and per e-mail address, kept up to date by database triggers on `leads`
 * (see the leads_dashboard migration): the dashboard's Total Leads and Unique Emails cards then
 * read a few rows instead of every lead. Nothing writes these tables but those triggers.
 */
export const leadTallies = pgTable("lead_tallies", {
  kind: text("kind").primaryKey(),
  leads: integer("leads").notNull(),
});

export const leadEmails = pgTable("lead_emails", {
  email: text("email").primaryKey(),
  leads: integer("leads").notNull(),
});

/**
 * How many rows `lead_emails` has (the Unique Emails card), kept by triggers on that table (the
 * lead_stage_tallies migration): one row named "emails", instead of counting 70,000 addresses on
 * each dashboard view.
 */
export const leadCounts = pgTable("lead_counts", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/**
 * Leads per (kind, source, stage, assignee), kept by database triggers on `leads` (the
 * lead_stage_tallies migration) like the tallies above: the dashboard's leads by stage, its
 * conversion per source and per kind, the board's column totals and the count of any stage,
 * assignee, Mine or Unassigned filter over all time read these few rows instead of the leads.
 * Rows are kept at 0 rather than deleted. Only those triggers write here.
 */
export const leadStageTallies = pgTable(
  "lead_stage_tallies",
  {
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    status: text("status").notNull(),
    /** The assignee's account id; '' for nobody (a key column cannot be null). */
    assignee: text("assignee").notNull(),
    leads: integer("leads").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.source, table.status, table.assignee] })],
);

/**
 * Leads received per UTC hour, and how many of them are Won now, kept by database triggers on
 * `leads` (the lead_stage_tallies migration): the 30-day and the weekly charts add up at most
 * 24 rows a day instead of reading every lead of the period. A chart day or week that starts
 * inside an hour (a zone half an hour off UTC) reads that hour's leads themselves.
 */
export const leadHourTallies = pgTable("lead_hour_tallies", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
  received: integer("received").notNull(),
  won: integer("won").notNull(),
});

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
