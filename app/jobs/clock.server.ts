import { serverHarness } from "../../server/harness";

/**
 * The time pages read when they must agree with what the periodic jobs do: the real time, or in
 * an end-to-end run the jobs' movable clock (server/harness.ts, docs/decisions/0030). Nothing in
 * production sets it.
 */
export function jobsNow(): Date {
  return serverHarness().dailyJobs?.clock?.() ?? new Date();
}
