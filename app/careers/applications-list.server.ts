import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { CSV_BOM, csvRow } from "~/csv/csv";
import type { DbOrTx } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import { serverTranslator } from "~/i18n/catalogue.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { APPLICATION_STAGES, type ApplicationStage } from "./careers";
import { jobApplications, jobApplicationTallies, jobPostings } from "./careers.schema";
import { STAGE_KEYS } from "./office-labels";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * How many applications a page of the list shows, newest first: like the leads' list, and what
 * keeps the page within its budget over 10,000 applications (decision 0066).
 */
export const APPLICATIONS_PAGE_SIZE = 50;

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

function conditionsOf(filter: ApplicationFilter) {
  const conditions: SQL[] = [];
  if (filter.postingId) conditions.push(eq(jobApplications.postingId, filter.postingId));
  if (filter.stage) conditions.push(eq(jobApplications.stage, filter.stage));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * How many applications the filter holds (for the pages), added up from the tallies the
 * database's triggers keep per posting and stage: a few rows, not the applications themselves
 * (docs/decisions/0119).
 */
export async function countApplications(db: DbOrTx, filter: ApplicationFilter): Promise<number> {
  const tally = jobApplicationTallies;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${tally.applications}), 0)`.mapWith(Number) })
    .from(tally)
    .where(
      and(
        filter.postingId ? eq(tally.postingId, filter.postingId) : undefined,
        filter.stage ? eq(tally.stage, filter.stage) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/**
 * One page (from 1) of the applications of a posting and stage (or all), newest first, with
 * their résumé's name. The CSV export reads one page of `APPLICATIONS_EXPORTED`.
 */
export function listApplications(
  db: DbOrTx,
  filter: ApplicationFilter,
  page = 1,
  pageSize = APPLICATIONS_PAGE_SIZE,
) {
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
    .where(conditionsOf(filter))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
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
      t(STAGE_KEYS[row.stage]),
      row.licenses,
      row.yearsInTrade === null ? "" : String(row.yearsInTrade),
      LANGUAGE_NAMES_IN_ENGLISH[row.language],
      formatReceived(row.createdAt),
      row.startDate ?? "",
    ]),
  );
  return CSV_BOM + [csvRow(APPLICATIONS_CSV_HEADER), ...lines].join("");
}
