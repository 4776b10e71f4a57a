import { and, isNull, or, sql } from "drizzle-orm";
import { addEvent, type Deps } from "../events.server";
import { mailPortalLink } from "../notices/notices.server";
import { subcontractors } from "../subcontractors.schema";

/**
 * The public page's "Lost your link?": to an address invited as a contact or named as a broker,
 * that person's own link of each subcontractor on the list, the same one while it works. Nothing
 * else changes: no other link, no reminder. The caller answers the same whether any was sent.
 */
export async function renewLinks(deps: Deps, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subcontractors)
      .where(
        and(
          or(
            sql`lower(${subcontractors.email}) = ${address}`,
            sql`lower(${subcontractors.brokerEmail}) = ${address}`,
          ),
          isNull(subcontractors.removedAt),
        ),
      );
    for (const row of rows) {
      const contact = row.email.toLowerCase() === address;
      const to = contact ? row.email : (row.brokerEmail ?? address);
      await mailPortalLink(tx, deps, row, to, !contact);
      await addEvent(tx, row.id, "link.renewed", to, to);
    }
    return rows.length;
  });
}
