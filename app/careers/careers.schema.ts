import {
  bigint,
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
import { storedFiles } from "~/files/files.schema";
import { LANGUAGES } from "~/i18n/languages";
import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_STAGES,
  EMPLOYMENT_TYPES,
  PAY_PERIODS,
  POSTING_STATUSES,
} from "./careers";

/** A job posting (docs/product.md#careers): written at /admin/careers, shown at /careers. */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Its address under /careers: made from the title once, never changed. */
    slug: text("slug").notNull().unique(),
    status: text("status", { enum: POSTING_STATUSES }).notNull().default("draft"),
    title: text("title").notNull(),
    titleEs: text("title_es"),
    /** The office's id in the company profile's facts (app/company/facts.ts). */
    officeId: text("office_id").notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    /** Whole dollars per `payPeriod`: California requires the range in the posting itself. */
    payMin: integer("pay_min").notNull(),
    payMax: integer("pay_max").notNull(),
    payPeriod: text("pay_period", { enum: PAY_PERIODS }).notNull(),
    description: text("description").notNull(),
    descriptionEs: text("description_es"),
    requirements: text("requirements").notNull(),
    requirementsEs: text("requirements_es"),
    /** The last day it takes applications, in the company's time zone. */
    closesOn: date("closes_on", { mode: "string" }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_postings_status_closes_on_idx").on(table.status, table.closesOn)],
);

/** An application to a posting: stored first, then the office and the applicant are written to. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postingId: uuid("posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    licenses: text("licenses").notNull().default(""),
    yearsInTrade: integer("years_in_trade"),
    message: text("message").notNull().default(""),
    /** The language of the page applied from: the one to answer in. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    stage: text("stage", { enum: APPLICATION_STAGES }).notNull().default("new"),
    resumeFileId: uuid("resume_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    /** The employee account made by "Hire"; null before, or once that account is removed. */
    personId: text("person_id").references(() => users.id, { onDelete: "set null" }),
    /** When it was hired or rejected: the four years of retention count from here. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The first working day the Hire step recorded, in the company's time zone. */
    startDate: date("start_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_applications_posting_stage_created_idx").on(
      table.postingId,
      table.stage,
      table.createdAt,
    ),
    index("job_applications_decided_at_idx").on(table.decidedAt),
    // The applicants' list, newest first, all or by stage: read 200 rows from the index instead
    // of sorting every application (docs/decisions/0066).
    index("job_applications_created_idx").on(table.createdAt, table.id),
    index("job_applications_stage_created_idx").on(table.stage, table.createdAt, table.id),
  ],
);

/**
 * Applications per posting and stage, kept by the database's triggers (migration 0041, like the
 * leads' tallies): the careers list counts its filter here instead of counting the applications,
 * 2.4 ms of the list's 16 over 10,000 of them (docs/decisions/0119). Rows at 0 stay.
 */
export const jobApplicationTallies = pgTable(
  "job_application_tallies",
  {
    postingId: uuid("posting_id").notNull(),
    stage: text("stage").notNull(),
    applications: integer("applications").notNull(),
  },
  (table) => [primaryKey({ columns: [table.postingId, table.stage] })],
);

/**
 * An application's timeline (notes, stage changes, e-mails sent, the hire); "received" is the
 * application's own date. Deleted with the application (retention and erasure delete rows).
 */
export const jobApplicationEvents = pgTable(
  "job_application_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: APPLICATION_EVENT_KINDS }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name when it happened: the timeline reads without the accounts table. */
    actorName: text("actor_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<ApplicationEventDetails>().notNull().default({}),
  },
  (table) => [
    index("job_application_events_application_at_idx").on(table.applicationId, table.at, table.id),
  ],
);

/** The details of a timeline entry; which fields are set depends on its kind. */
export interface ApplicationEventDetails {
  from?: string;
  to?: string;
  note?: string;
  /** The outbox message of an e-mail sent: its delivery state is read from the outbox. */
  mailId?: string;
  subject?: string;
  text?: string;
  /** Hired: the start date and the account made. */
  startDate?: string;
  personId?: string;
  postingClosed?: boolean;
}

export type JobPostingRow = typeof jobPostings.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
