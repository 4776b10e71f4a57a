import { jobsNow } from "~/jobs/clock.server";

/**
 * The time the subcontractors' statuses are computed at: the real time, or in an end-to-end run
 * the daily jobs' clock (server/harness.ts), so that the pages and the reminders the jobs send
 * agree on what is expiring or expired when a test moves that clock. Nothing in production sets it.
 */
export const complianceNow = jobsNow;
