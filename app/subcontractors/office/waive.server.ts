import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { addEvent } from "../events.server";
import { KIND_NAMES } from "../requirements/kind-names.server";
import { isRequirementKind, requirementTitleInEnglish } from "../requirements/requirements";
import { requirements, subcontractorDocuments, subcontractors } from "../subcontractors.schema";
import type { waiveSchema } from "../subcontractors.validation";

/** Waives one requirement for the subcontractor, with the office's note. */
export async function waiveRequirement(
  db: Database,
  actor: AuditActor,
  subcontractorId: string,
  waiver: z.infer<typeof waiveSchema>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: subcontractors.id, title: requirements.title, kind: requirements.kind })
      .from(subcontractors)
      .innerJoin(requirements, eq(requirements.setId, subcontractors.setId))
      .where(
        and(eq(subcontractors.id, subcontractorId), eq(requirements.id, waiver.requirementId)),
      );
    if (!target || !isRequirementKind(target.kind)) return false;
    await tx.insert(subcontractorDocuments).values({
      subcontractorId,
      requirementId: waiver.requirementId,
      status: "waived",
      reason: waiver.note,
      reviewedBy: actor.email,
      reviewedAt: new Date(),
    });
    const name = requirementTitleInEnglish({ title: target.title, kind: target.kind }, KIND_NAMES);
    await addEvent(tx, subcontractorId, "waived", actor.email ?? "", `${name}: ${waiver.note}`);
    await recordAudit(tx, actor, "subcontractors.requirement.waive", waiver.requirementId, {
      subcontractor: subcontractorId,
      note: waiver.note,
    });
    return true;
  });
}
