import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every message a visitor sends: stored first, delivered by e-mail afterwards. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["trial", "contact", "pricing"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    source: text("source").notNull(),
    /** Kind-specific fields (pricing: company size, industry). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dashboard lists newest first and filters by time (and kind): both orders are indexed
    // to the end, so a page or a period's count reads only the rows it needs.
    index("leads_created_at_id_idx").on(table.createdAt, table.id),
    index("leads_kind_created_at_id_idx").on(table.kind, table.createdAt, table.id),
  ],
);

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

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
