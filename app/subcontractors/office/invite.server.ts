import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { DbOrTx } from "~/db/client.server";
import { complianceNow } from "../clock.server";
import { addEvent, type Deps, newRequest } from "../events.server";
import { mailPortalLink } from "../notices/notices.server";
import { requirementSets, subcontractors } from "../subcontractors.schema";
import type { inviteSchema } from "../subcontractors.validation";

/** Any fixed number: the advisory lock under which one invitation at a time checks the address. */
const INVITE_LOCK = 51_073;

/** A subcontractor still on the list invited at the address, if any. */
async function invitedAt(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: subcontractors.id, company: subcontractors.company })
    .from(subcontractors)
    .where(
      and(
        sql`lower(${subcontractors.email}) = ${email.toLowerCase()}`,
        isNull(subcontractors.removedAt),
      ),
    );
  return row;
}

type InviteOutcome =
  | { ok: true; id: string }
  | { ok: false; problem: "set" }
  | { ok: false; problem: "invited"; existing: { id: string; company: string } };

/**
 * Staff add a subcontractor: the record, and the invitation with the contact's own link. An
 * address already on the list is refused with its record (a second press invites nobody twice).
 */
export async function inviteSubcontractor(
  deps: Deps,
  actor: AuditActor,
  input: z.infer<typeof inviteSchema>,
): Promise<InviteOutcome> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_LOCK})`);
    const existing = await invitedAt(tx, input.email);
    if (existing) return { ok: false, problem: "invited", existing } as const;
    const [set] = await tx
      .select({ id: requirementSets.id })
      .from(requirementSets)
      .where(eq(requirementSets.id, input.setId));
    if (!set) return { ok: false, problem: "set" } as const;
    const [row] = await tx
      .insert(subcontractors)
      .values({
        company: input.company,
        trade: input.trade,
        contactName: input.contactName,
        email: input.email,
        brokerEmail: input.brokerEmail || null,
        setId: set.id,
        language: input.language,
        ...newRequest(complianceNow()),
      })
      .returning();
    if (!row) throw new Error("the subcontractor was not stored");
    await mailPortalLink(tx, deps, row, row.email);
    await addEvent(tx, row.id, "invited", actor.email ?? "", row.email);
    await recordAudit(tx, actor, "subcontractors.invite", row.id, { company: row.company });
    return { ok: true, id: row.id } as const;
  });
}
