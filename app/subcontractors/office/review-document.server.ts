import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { complianceNow } from "../clock.server";
import { addEvent, type Deps, newRequest } from "../events.server";
import { mailApproved, mailGaps } from "../notices/notices.server";
import { KIND_NAMES } from "../requirements/kind-names.server";
import {
  isRequirementKind,
  type RequirementView,
  requirementTitleInEnglish,
} from "../requirements/requirements";
import { requirements, subcontractorDocuments, subcontractors } from "../subcontractors.schema";
import type { reviewSchema } from "../subcontractors.validation";

/**
 * Approves or rejects one document. An approval e-mails the contact; a rejection e-mails the
 * subcontractor, and the broker when there is one, one message each listing every rejected item.
 * False when the document is not the subcontractor's.
 */
export async function reviewDocument(
  deps: Deps,
  actor: AuditActor,
  subcontractorId: string,
  review: z.infer<typeof reviewSchema>,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subcontractors)
      .where(eq(subcontractors.id, subcontractorId));
    if (!row) return false;
    const status = review.decision === "approve" ? "approved" : "rejected";
    const [updated] = await tx
      .update(subcontractorDocuments)
      .set({
        status,
        reason: review.decision === "reject" ? review.reason : null,
        reviewedBy: actor.email,
        reviewedAt: new Date(),
      })
      .where(
        and(
          eq(subcontractorDocuments.id, review.documentId),
          eq(subcontractorDocuments.subcontractorId, row.id),
        ),
      )
      .returning();
    if (!updated) return false;
    const [found] = await tx
      .select()
      .from(requirements)
      .where(eq(requirements.id, updated.requirementId));
    const item: RequirementView | null =
      found && isRequirementKind(found.kind) ? { ...found, kind: found.kind } : null;
    const name = item ? requirementTitleInEnglish(item, KIND_NAMES) : "";
    const what = `${name} (${updated.fileName ?? ""})`;
    const note = review.decision === "reject" ? `${what}: ${review.reason}` : what;
    await addEvent(tx, row.id, status, actor.email ?? "", note);
    await recordAudit(tx, actor, `subcontractors.document.${status}`, review.documentId, {
      subcontractor: row.id,
      ...(review.decision === "reject" ? { reason: review.reason } : {}),
    });
    if (review.decision === "approve") {
      if (item) await mailApproved(tx, deps, row, item, updated.expiresOn);
    } else {
      // A rejection asks for the document again: the weekly reminders count from it.
      await tx
        .update(subcontractors)
        .set(newRequest(complianceNow()))
        .where(eq(subcontractors.id, row.id));
      await mailGaps(tx, deps, row);
    }
    return true;
  });
}
