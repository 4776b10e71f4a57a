import { and, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import type { ApplicationStage } from "./careers";
import { jobApplications, jobPostings } from "./careers.schema";

/** How many applications the list shows at most, newest first. */
export const APPLICATIONS_SHOWN = 200;

export interface ApplicationFilter {
  postingId?: string;
  stage?: ApplicationStage;
}

/** The applications of a posting and stage (or all), newest first, with their résumé's name. */
export function listApplications(db: DbOrTx, filter: ApplicationFilter) {
  const conditions: SQL[] = [];
  if (filter.postingId) conditions.push(eq(jobApplications.postingId, filter.postingId));
  if (filter.stage) conditions.push(eq(jobApplications.stage, filter.stage));
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
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(APPLICATIONS_SHOWN);
}
