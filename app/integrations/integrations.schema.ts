import { index, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProviderType, SecretFieldKey } from "./integrations.validation";

/** One card as stored: secret values live apart from the rest, each one encrypted. */
export interface StoredConfiguration {
  provider_type: ProviderType | "";
  provider_name: string;
  is_enabled: boolean;
  /** Non-secret provider fields, as submitted. */
  fields: Record<string, string | boolean>;
  /** Secret fields that were filled in: AES-256-GCM, base64 (formats in crypto.server.ts). */
  secrets: Partial<Record<SecretFieldKey, string>>;
}

/** Configurations sent from the Software Solutions configuration page. */
export const integrationSubmissions = pgTable(
  "integration_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    configurations: jsonb("configurations").$type<StoredConfiguration[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("integration_submissions_created_at_idx").on(table.createdAt)],
);

export type IntegrationSubmission = typeof integrationSubmissions.$inferSelect;
