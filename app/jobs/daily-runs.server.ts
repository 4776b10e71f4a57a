import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { dailyJobRuns } from "./jobs.schema";
import { dueRunDay } from "./run-day";

/**
 * Once per period across instances, for the periodic jobs of every domain (docs/decisions/0063):
 * a job's run for a period (a company day, or the Monday of a week) is claimed by inserting its
 * (job, period) row in `daily_job_runs` in the same transaction as its work, so a failed run
 * leaves the period unclaimed for the next check, and a second process finds it taken.
 */

/** The outcome of one check: the period it ran for, or null when nothing was due/claimed. */
export interface DailyRun {
  day: string | null;
  /** What the work counted (mails queued, rows removed). */
  count: number;
}

const NOT_RUN: DailyRun = { day: null, count: 0 };

/** Runs `work` for `period` ('YYYY-MM-DD') unless a process has already claimed it. */
export async function runOncePer(
  db: Database,
  { job, period, now }: { job: string; period: string; now: Date },
  work: (tx: Transaction, period: string) => Promise<number>,
): Promise<DailyRun> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyJobRuns)
      .values({ job, day: period, claimedAt: now })
      .onConflictDoNothing()
      .returning({ day: dailyJobRuns.day });
    if (claimed.length === 0) return NOT_RUN;
    const count = await work(tx, period);
    await tx
      .update(dailyJobRuns)
      .set({ outcome: count })
      .where(and(eq(dailyJobRuns.job, job), eq(dailyJobRuns.day, period)));
    return { day: period, count };
  });
}

/** Runs `work` once for the company's day, if 7:00 has come there and nobody has run it yet. */
export async function runOncePerDay(
  db: Database,
  { job, now, timeZone }: { job: string; now: Date; timeZone: string },
  work: (tx: Transaction, day: string) => Promise<number>,
): Promise<DailyRun> {
  const day = dueRunDay(now, timeZone);
  if (!day) return NOT_RUN;
  return runOncePer(db, { job, period: day, now }, work);
}
