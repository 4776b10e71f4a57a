import { and, inArray, isNotNull, lt } from "drizzle-orm";
import { companyTimeZone } from "~/company/time-zone";
import type { AppContext } from "~/context";
import type { DbOrTx } from "~/db/client.server";
import { removeFilesOfOwners } from "~/files/store.server";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { type DailyRun, runOncePerDay } from "~/jobs/daily-runs.server";
import { RETENTION, yearsBefore } from "~/jobs/retention";
import { resumeOwnerOf } from "./applications.server";
import type { ApplicationStage } from "./careers";
import { jobApplications } from "./careers.schema";

type Deps = Pick<AppContext, "database" | "company">;

/** The stages whose decision starts the retention period; the others are never removed by it. */
const DECIDED: ApplicationStage[] = ["hired", "rejected"];

/**
 * Deletes applications, and their résumés, by id (and whatever cascades from them: notes and
 * timelines). Gives back how many went.
 */
export async function deleteApplications(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await removeFilesOfOwners(db, ids.map(resumeOwnerOf), "resume");
  let removed = 0;
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await db
      .delete(jobApplications)
      .where(inArray(jobApplications.id, ids.slice(at, at + 1000)))
      .returning({ id: jobApplications.id });
    removed += rows.length;
  }
  return removed;
}

/**
 * Retention (docs/security.md#retention-and-erasure): applications decided (hired or rejected)
 * more than four years ago are deleted with their résumés, once per company day from 7:00 across
 * instances. An application still undecided is never deleted here, however old.
 */
export async function removeDecidedApplications(deps: Deps, now = new Date()): Promise<DailyRun> {
  const cutoff = yearsBefore(now, RETENTION.applicationYearsAfterDecision);
  const timeZone = companyTimeZone(deps.company.current().profile);
  return runOncePerDay(
    deps.database.db,
    { job: "careers-retention", now, timeZone },
    async (tx) => {
      const due = await tx
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(
          and(
            inArray(jobApplications.stage, DECIDED),
            isNotNull(jobApplications.decidedAt),
            lt(jobApplications.decidedAt, cutoff),
          ),
        );
      return deleteApplications(
        tx,
        due.map((row) => row.id),
      );
    },
  );
}

/** The careers job, for the daily jobs' loop (app/jobs/daily-jobs.server.ts). */
export function careersDailyJobs(deps: Deps): DailyJob[] {
  return [
    {
      name: "applications retention",
      run: async (now) => {
        const run = await removeDecidedApplications(deps, now);
        return run.day ? run : undefined;
      },
    },
  ];
}
