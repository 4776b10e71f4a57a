import type { DailyJobsTiming } from "~/jobs/daily-jobs.server";

/**
 * What a test harness that runs this server in its own process (scripts/e2e-server.mjs) may hand
 * it before importing it: the daily jobs' clock, how often they are checked, and a hook that
 * takes the loop's "check now" (called when the harness moves the clock), so that an end-to-end
 * test can reach the next company day's 7:00 run while it waits, instead of waiting a day. Only
 * code in the same process can set it: no request, setting or file reaches it, and in production
 * nothing sets it, so the jobs read the real time every five minutes. The jobs keep their
 * once-per-day claim whatever the clock says.
 */
export interface ServerHarness {
  dailyJobs?: DailyJobsTiming;
}

export const SERVER_HARNESS_KEY = Symbol.for("contractor-site.server-harness");

export function serverHarness(): ServerHarness {
  const given = (globalThis as Record<symbol, unknown>)[SERVER_HARNESS_KEY];
  return (given as ServerHarness | undefined) ?? {};
}
