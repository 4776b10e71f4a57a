import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { linksOf } from "../links/links.server";
import { complianceOf } from "../requirements/compliance.server";
import { requirementSets, subcontractorEvents, subcontractors } from "../subcontractors.schema";

/** A subcontractor with everything the office's page shows; null when unknown. */
export async function subcontractorPage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(subcontractors).where(eq(subcontractors.id, id));
  if (!row) return null;
  const [set] = await db
    .select({ name: requirementSets.name })
    .from(requirementSets)
    .where(eq(requirementSets.id, row.setId));
  const timeline = await db
    .select()
    .from(subcontractorEvents)
    .where(eq(subcontractorEvents.subcontractorId, id))
    .orderBy(desc(subcontractorEvents.createdAt));
  return {
    row,
    setName: set?.name ?? "",
    compliance: await complianceOf(db, row),
    links: await linksOf(db, id),
    timeline,
  };
}
