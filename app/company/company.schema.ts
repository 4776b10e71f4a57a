import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "~/db/bytea";

/**
 * The company profile: one row (id 1). `version` rises by one on every save, so that each
 * server process can tell cheaply whether the pages it keeps are still current.
 */
export const companyProfile = pgTable(
  "company_profile",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(1),
    profile: jsonb("profile").$type<unknown>().notNull(),
    /** The uploaded logo, re-encoded as PNG on the server (app/company/images/logo.server.ts); none: the drawn mark. */
    logo: bytea("logo"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("company_profile_single_row", sql`${table.id} = 1`)],
);

/**
 * The 30-day expiry warnings sent: one row per credential and expiry date (its key,
 * app/company/credentials/credentials.ts). The process that inserts the row sends the warning; every other
 * one (another instance, the next check) finds it there and sends nothing.
 */
export const credentialWarnings = pgTable("credential_warnings", {
  key: text("key").primaryKey(),
  expires: text("expires").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
