import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** A scope figure as the admin typed it: "Drops" / "240". */
interface ProjectFigure {
  label: string;
  value: string;
}

/** One encoding of a photo at one width, stored in `stored_files` (kind `project-photo`). */
export interface PhotoVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  fileId: string;
  name: string;
}

/**
 * A finished job shown on /projects (docs/decisions/0057). The client's name is kept
 * but shown only when `clientNamingApproved`; otherwise the market stands in for it. `office` is
 * an office name of the company profile (optional); `version` grows with every save, so the
 * project's social image gets a new address when what it is drawn from changes.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    market: text("market").notNull(),
    services: jsonb("services").$type<string[]>().notNull().default([]),
    city: text("city").notNull(),
    state: text("state").notNull(),
    year: integer("year").notNull(),
    figures: jsonb("figures").$type<ProjectFigure[]>().notNull().default([]),
    summaryEn: text("summary_en").notNull(),
    summaryEs: text("summary_es"),
    storyEn: text("story_en").notNull(),
    storyEs: text("story_es"),
    clientName: text("client_name"),
    clientNamingApproved: boolean("client_naming_approved").notNull().default(false),
    quoteText: text("quote_text"),
    quoteName: text("quote_name"),
    quoteRole: text("quote_role"),
    office: text("office"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("projects_slug_idx").on(table.slug),
    index("projects_published_idx").on(table.published, table.year),
  ],
);

/** A project's photo: its alt text, its size, and its AVIF and WebP variants. */
export const projectPhotos = pgTable(
  "project_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("project_photos_project_idx").on(table.projectId, table.position)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectPhotoRow = typeof projectPhotos.$inferSelect;
