import { eq } from "drizzle-orm";
import { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { type ApplicationStage, MOVABLE_STAGES } from "./careers";
import { jobApplications } from "./careers.schema";

/** The stages that end an application: its decision's date starts the retention period. */
const DECIDED: readonly ApplicationStage[] = ["hired", "rejected"];

/** The list's "move" form: which application, to which stage. */
export const stageMoveSchema = z.object({
  applicationId: z.uuid(),
  stage: z.enum(MOVABLE_STAGES),
});

/**
 * Moves an application to a stage, with its audit entry. A decision (Hired, Rejected) records
 * when it was made; moving back to an open stage clears it. False when no such application.
 */
export async function moveApplication(
  db: Database,
  actor: AuditActor,
  move: z.infer<typeof stageMoveSchema>,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(jobApplications)
      .set({ stage: move.stage, decidedAt: DECIDED.includes(move.stage) ? now : null })
      .where(eq(jobApplications.id, move.applicationId))
      .returning({ id: jobApplications.id });
    if (!moved) return false;
    await recordAudit(tx, actor, "careers.application-moved", moved.id, { stage: move.stage });
    return true;
  });
}
