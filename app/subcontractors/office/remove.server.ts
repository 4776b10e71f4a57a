import { and, eq, isNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { addEvent } from "../events.server";
import { revokeAllLinks } from "../links/links.server";
import { subcontractors } from "../subcontractors.schema";

/**
 * Staff remove a subcontractor they no longer work with: they leave the list, their links are
 * revoked, and their documents are kept for the retention period (../retention/retention.server.ts), then
 * deleted with the record. False when unknown or removed already.
 */
export async function removeSubcontractor(
  db: Database,
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(subcontractors)
      .set({ removedAt: now })
      .where(and(eq(subcontractors.id, id), isNull(subcontractors.removedAt)))
      .returning({ id: subcontractors.id });
    if (removed.length === 0) return false;
    await revokeAllLinks(tx, id);
    await addEvent(tx, id, "removed", actor.email ?? "");
    await recordAudit(tx, actor, "subcontractors.remove", id);
    return true;
  });
}
