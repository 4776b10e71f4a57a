import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { jobApplications } from "./careers.schema";
import { deleteApplications } from "./retention.server";

/**
 * An applicant erased on request (/admin/privacy, app/privacy): every application sent from the
 * address goes, with its résumé and what cascades from it (notes, timeline). The mail to and from
 * the address is the erasure's own (the outbox), and any mention elsewhere is rewritten there.
 */

/** The applications sent from the address (already lower-cased by the caller). */
export async function applicationIdsOf(db: DbOrTx, address: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(sql`lower(${jobApplications.email}) = ${address}`);
  return rows.map((row) => row.id);
}

/** Deletes them and their résumés; how many were deleted. */
export async function eraseApplications(db: DbOrTx, address: string): Promise<number> {
  return deleteApplications(db, await applicationIdsOf(db, address));
}

/** The tables an erasure of applications changes (to vacuum afterwards). */
export const CAREERS_TABLES = [
  "job_applications",
  "job_application_events",
  "stored_files",
] as const;
