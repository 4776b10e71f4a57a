import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { saveFile } from "~/files/store.server";
import type { ReceivedFile } from "~/files/upload.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { namesOf } from "~/i18n/translator";
import { complianceNow } from "./clock.server";
import { complianceOf } from "./compliance.server";
import {
  linksOf,
  markLinkUsed,
  type OpenedLink,
  revokeAllLinks,
  revokeOneLink,
} from "./links.server";
import {
  mailApproved,
  mailGaps,
  mailOfficeUpload,
  mailPortalLink,
  type NoticeDeps,
} from "./notices.server";
import { KIND_KEYS } from "./office-labels";
import {
  asksForExpiry,
  isRequirementKind,
  type RequirementView,
  requirementTitleInEnglish,
} from "./requirements";
import { fileOwnerOf, hasRoomFor } from "./storage.server";
import {
  requirementSets,
  requirements,
  subcontractorDocuments,
  subcontractorEvents,
  subcontractors,
} from "./subcontractors.schema";
import type {
  documentFieldsSchema,
  inviteSchema,
  reviewSchema,
  waiveSchema,
} from "./subcontractors.validation";

/** The kinds' names in the office's English (docs/decisions/0092). */
const KIND_NAMES = namesOf(serverTranslator("en").t, KIND_KEYS);

/**
 * The subcontractors' records (docs/product.md#subcontractors): invitations, links sent and
 * revoked, uploads, reviews, waivers, removal, and each step in the timeline and the audit log.
 */

type Deps = NoticeDeps;

async function addEvent(
  db: DbOrTx,
  subcontractorId: string,
  action: string,
  actor: string,
  note = "",
) {
  await db.insert(subcontractorEvents).values({ subcontractorId, action, actor, note });
}

/**
 * The columns of a new request for documents (the invitation, the request to the broker, a
 * rejection): the weekly reminders count from it, none sent yet. Sending a link again is not one.
 */
const newRequest = (now: Date) => ({ requestedAt: now, remindersSent: 0, lastRemindedAt: null });

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

export type InviteOutcome =
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

/**
 * Staff remove a subcontractor they no longer work with: they leave the list, their links are
 * revoked, and their documents are kept for the retention period (./retention.server.ts), then
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

export type SaveOutcome =
  | { ok: true; item: string }
  | { ok: false; problem: "unknown-item" }
  | { ok: false; problem: "expiry-required" | "storage-full"; item: RequirementView };

/**
 * Stores a document sent through one person's link for one of the subcontractor's requirements,
 * and tells the office. Refused, storing nothing: an item not theirs, an item whose kind expires
 * sent without its expiry, a file that does not fit in the subcontractor's room.
 */
export async function saveDocument(
  deps: Deps,
  opened: OpenedLink,
  fields: z.infer<typeof documentFieldsSchema>,
  file: ReceivedFile,
): Promise<SaveOutcome> {
  const { row, link } = opened;
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(requirements)
      .where(and(eq(requirements.id, fields.requirementId), eq(requirements.setId, row.setId)));
    if (!found || !isRequirementKind(found.kind)) return { ok: false, problem: "unknown-item" };
    const item: RequirementView = { ...found, kind: found.kind };
    if (asksForExpiry(item.kind) && !fields.expiresOn) {
      return { ok: false, problem: "expiry-required", item };
    }
    if (!(await hasRoomFor(tx, row.id, file.size))) {
      return { ok: false, problem: "storage-full", item };
    }
    const stored = await saveFile(tx, file, fileOwnerOf(row.id), null);
    await tx.insert(subcontractorDocuments).values({
      subcontractorId: row.id,
      requirementId: item.id,
      fileId: stored.id,
      fileName: stored.name,
      expiresOn: fields.expiresOn || null,
      number: fields.number || null,
    });
    // Any upload answers the request: the reminders stop and Non-responsive is cleared.
    await tx
      .update(subcontractors)
      .set({
        lastActivityAt: new Date(),
        requestedAt: null,
        remindersSent: 0,
        lastRemindedAt: null,
      })
      .where(eq(subcontractors.id, row.id));
    await markLinkUsed(tx, link.id);
    const name = requirementTitleInEnglish(item, KIND_NAMES);
    await addEvent(tx, row.id, "uploaded", link.email, `${name} (${stored.name})`);
    await mailOfficeUpload(tx, deps, row, { holder: link.email, item: name, file: stored.name });
    return { ok: true, item: name };
  });
}

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
