import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The daily jobs' claims (app/jobs/daily-runs.server.ts): one row per job and company day,
 * inserted in the transaction that does the job's work, so that however many server processes
 * check, the day's run is done once. The lead jobs keep theirs in `lead_daily_runs` (decision 0028).
 */
export const dailyJobRuns = pgTable(
  "daily_job_runs",
  {
    /** The job's name in its claims ("careers-retention"). */
    job: text("job").notNull(),
    /** The company's calendar day (its time zone). */
    day: date("day", { mode: "string" }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the run did (rows removed), for the operator. */
    outcome: integer("outcome"),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);
