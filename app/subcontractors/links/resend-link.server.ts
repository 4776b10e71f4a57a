import { and, eq, isNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { complianceNow } from "../clock.server";
import { addEvent, type Deps, newRequest } from "../events.server";
import { mailPortalLink } from "../notices/notices.server";
import { subcontractors } from "../subcontractors.schema";

/**
 * Staff send the contact their link again (the same link while it works), or send the request to
 * the broker with the broker's own link: a new request, from which the reminders count.
 */
export async function resendLink(
  deps: Deps,
  actor: AuditActor,
  id: string,
  toBroker: boolean,
): Promise<string | null> {
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(subcontractors)
      .where(and(eq(subcontractors.id, id), isNull(subcontractors.removedAt)));
    const to = toBroker ? found?.brokerEmail : found?.email;
    if (!found || !to) return null;
    let row = found;
    if (toBroker) {
      const [asked] = await tx
        .update(subcontractors)
        .set(newRequest(complianceNow()))
        .where(eq(subcontractors.id, row.id))
        .returning();
      row = asked ?? row;
    }
    await mailPortalLink(tx, deps, row, to, toBroker);
    await addEvent(tx, row.id, toBroker ? "link.broker" : "link.sent", actor.email ?? "", to);
    await recordAudit(tx, actor, "subcontractors.link", row.id, { to });
    return to;
  });
}
