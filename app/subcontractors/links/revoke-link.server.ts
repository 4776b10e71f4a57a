import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { addEvent } from "../events.server";
import { revokeOneLink } from "./links.server";

/** Staff revoke one person's link: it opens nothing from now on; the others keep working. */
export async function revokeLink(
  db: Database,
  actor: AuditActor,
  id: string,
  linkId: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const holder = await revokeOneLink(tx, id, linkId);
    if (!holder) return null;
    await addEvent(tx, id, "link.revoked", actor.email ?? "", holder);
    await recordAudit(tx, actor, "subcontractors.link.revoke", id, { holder });
    return holder;
  });
}
