import { and, desc, eq, type SQL } from "drizzle-orm";
import { CSV_BOM, csvRow } from "~/csv/csv";
import type { DbOrTx } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { STAGE_LABELS } from "./admin-texts";
import { APPLICATION_STAGES, type ApplicationStage } from "./careers";
import { jobApplications, jobPostings } from "./careers.schema";

/** How many applications the list shows at most, newest first. */
export const APPLICATIONS_SHOWN = 200;

export interface ApplicationFilter {
  postingId?: string;
  stage?: ApplicationStage;
}

const isStage = (value: string | null): value is ApplicationStage =>
  (APPLICATION_STAGES as readonly (string | null)[]).includes(value);

/**
 * The list's filter from its address (`posting`, `stage`): a posting that is not one of
 * `postingIds` or an unknown stage shows all. The list and its CSV read it the same way.
 */
export function applicationFilterFrom(
  search: URLSearchParams,
  postingIds: readonly string[],
): { posting: string; stage: ApplicationStage | "" } {
  const posting = search.get("posting");
  const stage = search.get("stage");
  return {
    posting: posting && postingIds.includes(posting) ? posting : "",
    stage: isStage(stage) ? stage : "",
  };
}

/** The applications of a posting and stage (or all), newest first, with their résumé's name. */
export function listApplications(
  db: DbOrTx,
  filter: ApplicationFilter,
  limit: number = APPLICATIONS_SHOWN,
) {
  const conditions: SQL[] = [];
  if (filter.postingId) conditions.push(eq(jobApplications.postingId, filter.postingId));
  if (filter.stage) conditions.push(eq(jobApplications.stage, filter.stage));
  return db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      phone: jobApplications.phone,
      licenses: jobApplications.licenses,
      yearsInTrade: jobApplications.yearsInTrade,
      language: jobApplications.language,
      stage: jobApplications.stage,
      startDate: jobApplications.startDate,
      createdAt: jobApplications.createdAt,
      postingTitle: jobPostings.title,
      resumeId: storedFiles.id,
      resumeName: storedFiles.name,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .leftJoin(storedFiles, eq(storedFiles.id, jobApplications.resumeFileId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limit);
}

/** How many applications one export holds at most: every one a small company will have. */
export const APPLICATIONS_EXPORTED = 50_000;

export const APPLICATIONS_CSV_HEADER = [
  "Name",
  "Email",
  "Phone",
  "Posting",
  "Stage",
  "Licenses and certifications",
  "Years in the trade",
  "Language",
  "Received",
  "Start date",
] as const;

/** The applications as CSV, the list's columns and the rest of each application but its message. */
export function applicationsCsv(
  rows: Awaited<ReturnType<typeof listApplications>>,
  formatReceived: (at: Date) => string,
): string {
  const lines = rows.map((row) =>
    csvRow([
      row.name,
      row.email,
      row.phone,
      row.postingTitle,
      STAGE_LABELS[row.stage],
      row.licenses,
      row.yearsInTrade === null ? "" : String(row.yearsInTrade),
      LANGUAGE_NAMES_IN_ENGLISH[row.language],
      formatReceived(row.createdAt),
      row.startDate ?? "",
    ]),
  );
  return CSV_BOM + [csvRow(APPLICATIONS_CSV_HEADER), ...lines].join("");
}
