import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { dailyJobRuns } from "./jobs.schema";
import { dueRunDay } from "./run-day";

/**
 * Once a day across instances, for the daily jobs of any domain: the pattern of the lead jobs
 * (app/leads/daily-jobs.server.ts), with its claims in one shared table. A job's run for a company
 * day is claimed by inserting its (job, day) row in the same transaction as its work, so a failed
 * run leaves the day unclaimed for the next check, and a second process finds the day taken.
 */

/** The outcome of one check: the company day it ran for, or null when nothing was due/claimed. */
export interface DailyRun {
  day: string | null;
  /** What the work counted (rows removed). */
  count: number;
}

export const NOT_RUN: DailyRun = { day: null, count: 0 };

/** Runs `work` once for the company's day, if 7:00 has come there and nobody has run it yet. */
export async function runOncePerDay(
  db: Database,
  { job, now, timeZone }: { job: string; now: Date; timeZone: string },
  work: (tx: Transaction, day: string) => Promise<number>,
): Promise<DailyRun> {
  const day = dueRunDay(now, timeZone);
  if (!day) return NOT_RUN;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyJobRuns)
      .values({ job, day, claimedAt: now })
      .onConflictDoNothing()
      .returning({ day: dailyJobRuns.day });
    if (claimed.length === 0) return NOT_RUN;
    const count = await work(tx, day);
    await tx
      .update(dailyJobRuns)
      .set({ outcome: count })
      .where(and(eq(dailyJobRuns.job, job), eq(dailyJobRuns.day, day)));
    return { day, count };
  });
}
