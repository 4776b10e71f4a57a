import { eq } from "drizzle-orm";
import { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, Transaction } from "~/db/client.server";
import { type ApplicationEventKind, type ApplicationStage, MOVABLE_STAGES } from "./careers";
import {
  type ApplicationEventDetails,
  type JobApplicationRow,
  jobApplicationEvents,
  jobApplications,
} from "./careers.schema";

/** The stages that end an application: its decision's date starts the retention period. */
const DECIDED: readonly ApplicationStage[] = ["hired", "rejected"];

/** Who acts on an application: the audit log's actor, and the name the timeline shows. */
export interface CareersActor extends AuditActor {
  name?: string | null;
}

/** The list's "move" form: which application, to which stage. */
export const stageMoveSchema = z.object({
  applicationId: z.uuid(),
  stage: z.enum(MOVABLE_STAGES),
});

/** The application, locked for a change; undefined when it no longer exists. */
export async function lockApplication(
  tx: Transaction,
  applicationId: string,
): Promise<JobApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId))
    .for("update");
  return row;
}

/** One entry of an application's timeline, in the transaction of the change it records. */
export async function addApplicationEvent(
  tx: Transaction,
  applicationId: string,
  kind: ApplicationEventKind,
  actor: CareersActor,
  at: Date,
  details: ApplicationEventDetails = {},
) {
  await tx.insert(jobApplicationEvents).values({
    applicationId,
    kind,
    actorId: actor.id,
    actorName: actor.name ?? actor.email,
    at,
    details,
  });
}

/**
 * Sets an application's stage in the caller's transaction, with its timeline entry and audit
 * entry. A decision (Hired, Rejected) records when it was made; moving back to an open stage
 * clears it. Moving to the stage it has changes nothing.
 */
export async function setStage(
  tx: Transaction,
  actor: CareersActor,
  application: JobApplicationRow,
  stage: ApplicationStage,
  now: Date,
  changes: Partial<typeof jobApplications.$inferInsert> = {},
) {
  if (application.stage === stage) return;
  await tx
    .update(jobApplications)
    .set({ ...changes, stage, decidedAt: DECIDED.includes(stage) ? now : null })
    .where(eq(jobApplications.id, application.id));
  await addApplicationEvent(tx, application.id, "stage_changed", actor, now, {
    from: application.stage,
    to: stage,
  });
  await recordAudit(tx, actor, "careers.application-moved", application.id, { stage });
}

/**
 * Moves an application to a stage (the list's and the applicant page's move forms). False when
 * there is no such application, or it was hired: a hire is undone at /admin/people, not here.
 */
export async function moveApplication(
  db: Database,
  actor: CareersActor,
  move: z.infer<typeof stageMoveSchema>,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, move.applicationId);
    if (!application || application.stage === "hired") return false;
    await setStage(tx, actor, application, move.stage, now);
    return true;
  });
}
