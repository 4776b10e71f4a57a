import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "~/db/bytea";

/**
 * Every uploaded file, in the database (docs/decisions/0049): one backup holds them, every
 * instance sees them, erasure reaches them like any row. `type` is what the bytes were recognised
 * as; `owner` names what the file belongs to (`company`, later a subcontractor's or a hire's id).
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    owner: text("owner").notNull(),
    /** The name the browser saves it as: the uploaded name, made safe (app/files/names.ts). */
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    /** The account that uploaded it; null once that account is removed, or for a visitor. */
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stored_files_owner_kind_idx").on(table.owner, table.kind)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
