import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Submissions copied from the form service. The provider's submission id is the key, so a
 * re-sync or a repeated webhook never duplicates a row.
 */
export const onboardingSubmissions = pgTable(
  "onboarding_submissions",
  {
    id: text("id").primaryKey(),
    formId: text("form_id").notNull(),
    /** Lowercase 'first last'; null when the submission names nobody. */
    personKey: text("person_key"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** The service's created_at, 'YYYY-MM-DD HH:MM:SS' in the account's zone, as given. */
    createdAt: text("created_at").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("onboarding_submissions_person_form_idx").on(table.personKey, table.formId),
    index("onboarding_submissions_form_idx").on(table.formId),
  ],
);

/** A form HR marked completed by hand (a paper form), with who did it, when and why. */
export const onboardingManualCompletions = pgTable(
  "onboarding_manual_completions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personKey: text("person_key").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** 1..20, the catalogue position. */
    formNumber: integer("form_number").notNull(),
    note: text("note").notNull(),
    markedBy: text("marked_by").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("onboarding_manual_person_form_idx").on(table.personKey, table.formNumber),
  ],
);

/** "Submit All Forms": stored once per person, however often it is pressed. */
export const onboardingCompletions = pgTable("onboarding_completions", {
  personKey: text("person_key").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  /** When HR's notice went to the mail outbox; null if no outbox was available. */
  hrNotifiedAt: timestamp("hr_notified_at", { withTimezone: true }),
});

/** The outcome of the latest sync of each form. */
export const onboardingFormSync = pgTable("onboarding_form_sync", {
  formId: text("form_id").primaryKey(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
  submissionCount: integer("submission_count").notNull().default(0),
});

/**
 * A lease, so that one server instance at a time syncs: taken with one atomic upsert that only
 * succeeds when the row is free or its holder's time ran out (works on PostgreSQL and PGlite).
 */
export const onboardingLeases = pgTable("onboarding_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export type OnboardingSubmissionRow = typeof onboardingSubmissions.$inferInsert;

/** When each hire was last reminded of unfinished forms: at most one reminder per interval. */
export const onboardingReminders = pgTable("onboarding_reminders", {
  userId: text("user_id").primaryKey(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
});
