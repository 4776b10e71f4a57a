import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { removeFilesOf } from "~/files/store.server";
import { fileOwnerOf } from "./portal/storage.server";
import { subcontractorLinks, subcontractors } from "./subcontractors.schema";

/**
 * A subcontractor contact erased on request (/admin/privacy, app/privacy): their record goes with
 * its documents' rows, its links, its timeline (cascades) and its files. A broker erased loses
 * their links and their place on the records that named them; any other mention of the address
 * the erasure rewrites.
 */

/** The subcontractors invited at the address (already lower-cased by the caller). */
export async function subcontractorIdsOf(db: DbOrTx, address: string): Promise<string[]> {
  const rows = await db
    .select({ id: subcontractors.id })
    .from(subcontractors)
    .where(sql`lower(${subcontractors.email}) = ${address}`);
  return rows.map((row) => row.id);
}

/** Deletes them and their files, and the address as a broker; how many records were deleted. */
export async function eraseSubcontractors(db: DbOrTx, address: string): Promise<number> {
  await db.delete(subcontractorLinks).where(sql`lower(${subcontractorLinks.email}) = ${address}`);
  await db
    .update(subcontractors)
    .set({ brokerEmail: null })
    .where(sql`lower(${subcontractors.brokerEmail}) = ${address}`);
  const ids = await subcontractorIdsOf(db, address);
  if (ids.length === 0) return 0;
  for (const id of ids) await removeFilesOf(db, fileOwnerOf(id), "subcontractor-document");
  await db.delete(subcontractors).where(inArray(subcontractors.id, ids));
  return ids.length;
}

/** The tables an erasure of subcontractors changes (to vacuum afterwards). */
export const SUBCONTRACTOR_TABLES = [
  "subcontractors",
  "subcontractor_links",
  "subcontractor_documents",
  "subcontractor_events",
  "stored_files",
] as const;
