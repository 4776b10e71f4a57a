import { and, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import type { ApplicationStage } from "./careers";
import { jobApplications, jobPostings } from "./careers.schema";

/**
 * How many applications a page of the list shows, newest first: like the leads' list, and what
 * keeps the page within its budget over 10,000 applications (decision 0066).
 */
export const APPLICATIONS_PAGE_SIZE = 50;

export interface ApplicationFilter {
  postingId?: string;
  stage?: ApplicationStage;
}

function conditionsOf(filter: ApplicationFilter) {
  const conditions: SQL[] = [];
  if (filter.postingId) conditions.push(eq(jobApplications.postingId, filter.postingId));
  if (filter.stage) conditions.push(eq(jobApplications.stage, filter.stage));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** How many applications the filter holds (for the pages). */
export function countApplications(db: DbOrTx, filter: ApplicationFilter): Promise<number> {
  return db.$count(jobApplications, conditionsOf(filter));
}

/**
 * One page (from 1) of the applications of a posting and stage (or all), newest first, with
 * their résumé's name.
 */
export function listApplications(db: DbOrTx, filter: ApplicationFilter, page = 1) {
  return db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      stage: jobApplications.stage,
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
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
}
