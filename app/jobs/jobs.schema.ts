import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The periodic jobs' claims (app/jobs/daily-runs.server.ts): one row per job and period (a
 * company day, or the Monday of a week for a weekly job), inserted in the transaction that does
 * the job's work, so that however many server processes check, a period's run is done once.
 * Jobs: lead-follow-up-mail, lead-retention, careers-retention, subcontractor-retention,
 * subcontractor-reminders, subcontractor-office-weekly, servicechannel-retention.
 */
export const dailyJobRuns = pgTable(
  "daily_job_runs",
  {
    /** The job's name in its claims ("careers-retention"). */
    job: text("job").notNull(),
    /** The company's calendar day (its time zone), or the Monday of a weekly job's week. */
    day: date("day", { mode: "string" }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the run did (mails queued, rows removed), for the operator. */
    outcome: integer("outcome"),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);
