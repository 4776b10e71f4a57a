import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The subcontractors' compliance portal (docs/product.md#subcontractors): the office's
 * requirement sets and their items, the subcontractors invited to one set, the documents they
 * send for each item and every step of their review.
 */

/** A named list of requirements ("Standard", "Public works"). */
export const requirementSets = pgTable("subcontractor_requirement_sets", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One item of a set. `kind` says what is asked (app/subcontractors/requirements/requirements.ts); `details`
 * holds what the office set for it (minimum limits, the certificate holder's wording).
 */
export const requirements = pgTable(
  "subcontractor_requirements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    setId: uuid("set_id")
      .notNull()
      .references(() => requirementSets.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subcontractor_requirements_set_idx").on(table.setId, table.position)],
);

/**
 * A subcontractor the office invited. Their personal links, one per person who holds one (the
 * contact, the broker), are `subcontractorLinks` below.
 */
export const subcontractors = pgTable(
  "subcontractors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    company: text("company").notNull(),
    trade: text("trade").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    brokerEmail: text("broker_email"),
    setId: uuid("set_id")
      .notNull()
      .references(() => requirementSets.id),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the office removed them: they leave the list, their links are revoked, and their
     * documents are kept for the retention period set below, then deleted with the record.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /**
     * When the office last asked for documents (the invitation, the request to the broker, a
     * rejection) with no upload since: the weekly reminders count from it. An upload clears it.
     */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    /** Weekly reminders sent since that request; three unanswered: Non-responsive. */
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
  },
  (table) => [index("subcontractors_email_idx").on(sql`lower(${table.email})`)],
);

/**
 * A personal link of one person (the contact or the broker) to a subcontractor's page
 * (docs/decisions/0073). The token is derived from `tokenSeed` and the site's secret, so that
 * the same link can be sent again; the database alone holds no token, only its SHA-256
 * (`tokenHash`, for the look-up). Revoking clears the hash: the next link sent to that person
 * is a new one.
 */
export const subcontractorLinks = pgTable(
  "subcontractor_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subcontractorId: uuid("subcontractor_id")
      .notNull()
      .references(() => subcontractors.id, { onDelete: "cascade" }),
    /** Who holds it: the address it is sent to. */
    email: text("email").notNull(),
    role: text("role", { enum: ["contact", "broker"] }).notNull(),
    tokenHash: text("token_hash"),
    /** Null for a link made before links were personal: it opens the page but cannot be sent again. */
    tokenSeed: text("token_seed"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** Each sending renews it (LINK_LIFETIME_DAYS); past it the link opens nothing. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subcontractor_links_token_hash_idx")
      .on(table.tokenHash)
      .where(sql`${table.tokenHash} is not null`),
    uniqueIndex("subcontractor_links_holder_idx").on(
      table.subcontractorId,
      sql`lower(${table.email})`,
    ),
  ],
);

/**
 * A document sent for one requirement: its file (app/files, owner `subcontractor:<id>`), the
 * dates and figures entered with it, and where its review stands.
 */
export const subcontractorDocuments = pgTable(
  "subcontractor_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subcontractorId: uuid("subcontractor_id")
      .notNull()
      .references(() => subcontractors.id, { onDelete: "cascade" }),
    requirementId: uuid("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    /** Null for a waiver: the office's note stands in for a document. */
    fileId: uuid("file_id"),
    fileName: text("file_name"),
    expiresOn: date("expires_on"),
    number: text("number"),
    amount: integer("amount"),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subcontractor_documents_subcontractor_idx").on(table.subcontractorId, table.createdAt),
    // The newest document of each item, for the office's list in one query: in the order the
    // list reads them, with what it reads of each, so that the index alone answers (no sort, no
    // table reads; decision 0071).
    index("subcontractor_documents_newest_idx").on(
      table.subcontractorId,
      table.requirementId,
      // Nulls first: the order `created_at desc` means (a column without nulls).
      table.createdAt.desc().nullsFirst(),
      table.status,
      table.expiresOn,
    ),
  ],
);

/** The subcontractor's timeline: invitations, uploads and review decisions. */
export const subcontractorEvents = pgTable(
  "subcontractor_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subcontractorId: uuid("subcontractor_id")
      .notNull()
      .references(() => subcontractors.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    note: text("note").notNull().default(""),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subcontractor_events_idx").on(table.subcontractorId, table.createdAt)],
);

/**
 * The office's settings of the portal: one row (id 1), or none for the defaults
 * (app/jobs/retention.ts). Set by the admin at /admin/subcontractors.
 */
export const subcontractorSettings = pgTable("subcontractor_settings", {
  id: integer("id").primaryKey().default(1),
  /** Years the documents of a removed subcontractor are kept, 1 to 10. */
  documentRetentionYears: integer("document_retention_years").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The expiry reminders sent (30 and 14 days before, and on the day): one row per document and
 * stage, inserted in the transaction that queues the mail, so each is sent once across instances.
 */
export const subcontractorExpiryReminders = pgTable(
  "subcontractor_expiry_reminders",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => subcontractorDocuments.id, { onDelete: "cascade" }),
    /** "30", "14" or "0" (days before the expiry). */
    stage: text("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.stage] })],
);

export type SubcontractorRow = typeof subcontractors.$inferSelect;
export type SubcontractorDocumentRow = typeof subcontractorDocuments.$inferSelect;
export type SubcontractorLinkRow = typeof subcontractorLinks.$inferSelect;
