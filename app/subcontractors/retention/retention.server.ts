import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { companyTimeZone } from "~/company/time-zone";
import type { AppContext } from "~/context";
import type { Database, DbOrTx } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import { removeFilesOfOwners } from "~/files/store.server";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { type DailyRun, runOncePerDay } from "~/jobs/daily-runs.server";
import { RETENTION, yearsBefore } from "~/jobs/retention";
import { fileOwnerOf } from "../portal/storage.server";
import {
  subcontractorDocuments,
  subcontractorSettings,
  subcontractors,
} from "../subcontractors.schema";

/**
 * Retention of removed subcontractors (docs/security.md#retention-and-erasure):
 * the office removes a subcontractor it no longer works with; their documents are kept the
 * number of years the admin sets (default 4), counted from the removal, then the daily job
 * deletes the record with its documents, their files and its timeline.
 */

type Deps = Pick<AppContext, "database" | "company">;

export const RETENTION_YEARS_CHOICES = Array.from(
  {
    length: RETENTION.subcontractorDocumentYears.max - RETENTION.subcontractorDocumentYears.min + 1,
  },
  (_, index) => RETENTION.subcontractorDocumentYears.min + index,
);

/** The years a removed subcontractor's documents are kept: the admin's choice, or the default. */
export async function documentRetentionYears(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ years: subcontractorSettings.documentRetentionYears })
    .from(subcontractorSettings)
    .where(eq(subcontractorSettings.id, 1));
  return row?.years ?? RETENTION.subcontractorDocumentYears.default;
}

/** The admin sets the period (already checked to be 1 to 10), with its audit entry. */
export async function setDocumentRetentionYears(
  db: Database,
  actor: AuditActor,
  years: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(subcontractorSettings)
      .values({ id: 1, documentRetentionYears: years })
      .onConflictDoUpdate({
        target: subcontractorSettings.id,
        set: { documentRetentionYears: years, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, "subcontractors.retention", null, { years });
  });
}

/** How many subcontractors are removed and waiting for their documents' deletion. */
export async function removedCount(db: DbOrTx): Promise<number> {
  return db.$count(subcontractors, isNotNull(subcontractors.removedAt));
}

/** The day a removed subcontractor's documents go: the removal plus the period. */
export function deletionDue(removedAt: Date, years: number): Date {
  return yearsBefore(removedAt, -years);
}

/**
 * Deletes the subcontractors removed more than the period ago, with their documents, files and
 * timeline; and any subcontractor document file no document row names any more (a requirement
 * removed from its set takes its documents' rows), once a day from 7:00 across instances.
 * Gives back the subcontractors deleted.
 */
export async function removeExpiredSubcontractors(deps: Deps, now = new Date()): Promise<DailyRun> {
  const timeZone = companyTimeZone(deps.company.current().profile);
  return runOncePerDay(
    deps.database.db,
    { job: "subcontractor-retention", now, timeZone },
    async (tx) => {
      const cutoff = yearsBefore(now, await documentRetentionYears(tx));
      const due = await tx
        .select({ id: subcontractors.id })
        .from(subcontractors)
        .where(and(isNotNull(subcontractors.removedAt), lt(subcontractors.removedAt, cutoff)));
      const ids = due.map((row) => row.id);
      await removeFilesOfOwners(tx, ids.map(fileOwnerOf), "subcontractor-document");
      for (let at = 0; at < ids.length; at += 1000) {
        await tx.delete(subcontractors).where(inArray(subcontractors.id, ids.slice(at, at + 1000)));
      }
      // Files whose document row is gone; a day old at least, whatever a request is doing.
      await tx
        .delete(storedFiles)
        .where(
          and(
            eq(storedFiles.kind, "subcontractor-document"),
            lt(storedFiles.createdAt, new Date(now.getTime() - 86_400_000)),
            sql`not exists (select 1 from ${subcontractorDocuments} where ${subcontractorDocuments.fileId} = ${storedFiles.id})`,
          ),
        );
      return ids.length;
    },
  );
}

/** The subcontractors' retention, for the daily jobs' loop (app/jobs/daily-jobs.server.ts). */
export function subcontractorRetentionJobs(deps: Deps): DailyJob[] {
  return [
    {
      name: "removed subcontractors retention",
      run: async (now) => {
        const run = await removeExpiredSubcontractors(deps, now);
        return run.day ? run : undefined;
      },
    },
  ];
}
