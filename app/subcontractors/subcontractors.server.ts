import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { AppContext } from "~/context";
import type { Database, DbOrTx, Transaction } from "~/db/client.server";
import { saveFile } from "~/files/store.server";
import type { ReceivedFile } from "~/files/upload.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { isLang, type Lang, pathIn } from "~/i18n/languages";
import { enqueueMail, enqueueMails } from "~/mail/outbox.server";
import { siteOrigin } from "~/site/seo.server";
import { subcontractorTexts } from "./admin-texts";
import { hashPortalToken, newPortalToken, portalTokenSchema, portalUrl } from "./link.server";
import type { ListedSubcontractor } from "./list";
import { gapsMail, portalLinkMail } from "./mail.server";
import { KIND_KEYS } from "./message-keys";
import { type RequirementView, requirementTitleInEnglish } from "./requirements";
import { requirementsOf } from "./requirements.server";
import {
  type ItemState,
  isoDay,
  itemState,
  latestByRequirement,
  overallStatus,
  type SubcontractorStatus,
} from "./status";
import {
  requirementSets,
  requirements,
  type SubcontractorDocumentRow,
  type SubcontractorRow,
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

type Deps = Pick<AppContext, "database" | "company" | "config">;

/** The owner of a subcontractor's files in `stored_files`. */
export const fileOwnerOf = (subcontractorId: string) => `subcontractor:${subcontractorId}`;

const langOf = (row: SubcontractorRow): Lang => (isLang(row.language) ? row.language : "en");

async function addEvent(
  db: DbOrTx,
  subcontractorId: string,
  action: string,
  actor: string,
  note = "",
) {
  await db.insert(subcontractorEvents).values({ subcontractorId, action, actor, note });
}

/** A new link for the subcontractor (the last one stops working), mailed to `to`. */
async function sendNewLink(
  tx: Transaction,
  deps: Deps,
  row: SubcontractorRow,
  to: string,
  forBroker = false,
) {
  const { token, hash } = newPortalToken();
  await tx
    .update(subcontractors)
    .set({ tokenHash: hash, tokenIssuedAt: new Date() })
    .where(eq(subcontractors.id, row.id));
  const lang = langOf(row);
  const url = portalUrl(siteOrigin(deps), token, lang);
  await enqueueMail(
    tx,
    portalLinkMail({ to, company: row.company, lang }, url, deps.company.facts(), forBroker),
  );
}

/** Staff add a subcontractor: the record, and the invitation with their personal link. */
export async function inviteSubcontractor(
  deps: Deps,
  actor: AuditActor,
  input: z.infer<typeof inviteSchema>,
): Promise<{ ok: true; id: string } | { ok: false; problem: "set" }> {
  return deps.database.db.transaction(async (tx) => {
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
      })
      .returning();
    if (!row) throw new Error("the subcontractor was not stored");
    await sendNewLink(tx, deps, row, row.email);
    await addEvent(tx, row.id, "invited", actor.email ?? "", row.email);
    await recordAudit(tx, actor, "subcontractors.invite", row.id, { company: row.company });
    return { ok: true, id: row.id } as const;
  });
}

/** Staff send a new link: to the subcontractor, or straight to their broker. */
export async function resendLink(
  deps: Deps,
  actor: AuditActor,
  id: string,
  toBroker: boolean,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subcontractors)
      .where(and(eq(subcontractors.id, id), isNull(subcontractors.removedAt)));
    const to = toBroker ? row?.brokerEmail : row?.email;
    if (!row || !to) return false;
    await sendNewLink(tx, deps, row, to, toBroker);
    await addEvent(tx, row.id, toBroker ? "link.broker" : "link.sent", actor.email ?? "", to);
    await recordAudit(tx, actor, "subcontractors.link", row.id, { to });
    return true;
  });
}

/** Staff revoke the link: it opens nothing from now on. */
export async function revokeLink(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(subcontractors)
      .set({ tokenHash: null })
      .where(eq(subcontractors.id, id))
      .returning({ id: subcontractors.id });
    if (revoked.length === 0) return false;
    await addEvent(tx, id, "link.revoked", actor.email ?? "");
    await recordAudit(tx, actor, "subcontractors.link.revoke", id);
    return true;
  });
}

/**
 * Staff remove a subcontractor they no longer work with: they leave the list, their link is
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
      .set({ removedAt: now, tokenHash: null })
      .where(and(eq(subcontractors.id, id), isNull(subcontractors.removedAt)))
      .returning({ id: subcontractors.id });
    if (removed.length === 0) return false;
    await addEvent(tx, id, "removed", actor.email ?? "");
    await recordAudit(tx, actor, "subcontractors.remove", id);
    return true;
  });
}

/**
 * The public page's "send my link again": a new link to every subcontractor invited at that
 * address. The caller answers the same whether any was.
 */
export async function renewLinks(deps: Deps, email: string): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subcontractors)
      .where(
        and(
          sql`lower(${subcontractors.email}) = ${email.toLowerCase()}`,
          isNull(subcontractors.removedAt),
        ),
      );
    for (const row of rows) {
      await sendNewLink(tx, deps, row, row.email);
      await addEvent(tx, row.id, "link.renewed", row.email);
    }
    return rows.length;
  });
}

/** The subcontractor a link opens, or null (malformed, unknown or revoked). */
export async function subcontractorByToken(
  db: DbOrTx,
  token: string,
): Promise<SubcontractorRow | null> {
  if (!portalTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select()
    .from(subcontractors)
    .where(
      and(eq(subcontractors.tokenHash, hashPortalToken(token)), isNull(subcontractors.removedAt)),
    );
  return row ?? null;
}

/** One requirement beside its newest document. */
export interface ItemView {
  requirement: RequirementView;
  state: ItemState;
  document: SubcontractorDocumentRow | null;
}

export interface ComplianceView {
  items: ItemView[];
  status: SubcontractorStatus;
}

/** Where each of the subcontractor's requirements stands today. */
export async function complianceOf(
  db: DbOrTx,
  row: SubcontractorRow,
  now = new Date(),
): Promise<ComplianceView> {
  const items = await requirementsOf(db, row.setId);
  const documents = await db
    .select()
    .from(subcontractorDocuments)
    .where(eq(subcontractorDocuments.subcontractorId, row.id));
  const latest = latestByRequirement(documents);
  const today = isoDay(now);
  const views = items.map((requirement) => {
    const document = latest.get(requirement.id) ?? null;
    return { requirement, document, state: itemState(document ?? undefined, today) };
  });
  return { items: views, status: overallStatus(views.map((view) => view.state)) };
}

/**
 * Stores a document the subcontractor (or their broker, with the link) sent for one of their
 * requirements; false when the requirement is not theirs (then nothing is stored).
 */
export async function saveDocument(
  db: Database,
  row: SubcontractorRow,
  fields: z.infer<typeof documentFieldsSchema>,
  file: ReceivedFile,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [requirement] = await tx
      .select({ id: requirements.id, title: requirements.title, kind: requirements.kind })
      .from(requirements)
      .where(and(eq(requirements.id, fields.requirementId), eq(requirements.setId, row.setId)));
    if (!requirement) return false;
    const stored = await saveFile(tx, file, fileOwnerOf(row.id), null);
    await tx.insert(subcontractorDocuments).values({
      subcontractorId: row.id,
      requirementId: requirement.id,
      fileId: stored.id,
      fileName: stored.name,
      expiresOn: fields.expiresOn || null,
      number: fields.number || null,
    });
    await tx
      .update(subcontractors)
      .set({ lastActivityAt: new Date() })
      .where(eq(subcontractors.id, row.id));
    const name = requirementTitleInEnglish(
      requirement as RequirementView,
      subcontractorTexts.kinds,
    );
    await addEvent(tx, row.id, "uploaded", row.email, name);
    return true;
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
  return { row, setName: set?.name ?? "", compliance: await complianceOf(db, row), timeline };
}

/**
 * Approves or rejects one document. A rejection e-mails the subcontractor, and the broker when
 * there is one, one message listing every rejected item. False when the document is not the
 * subcontractor's.
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
    const updated = await tx
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
      .returning({ requirementId: subcontractorDocuments.requirementId });
    if (updated.length === 0) return false;
    const note = review.decision === "reject" ? review.reason : "";
    await addEvent(tx, row.id, status, actor.email ?? "", note);
    await recordAudit(tx, actor, `subcontractors.document.${status}`, review.documentId, {
      subcontractor: row.id,
      ...(note ? { reason: note } : {}),
    });
    if (review.decision === "reject") await mailGaps(tx, deps, row);
    return true;
  });
}

/** One message to the subcontractor (and the broker) listing every rejected item. */
async function mailGaps(tx: Transaction, deps: Deps, row: SubcontractorRow) {
  const compliance = await complianceOf(tx, row);
  const lang = langOf(row);
  const { t } = serverTranslator(lang);
  const gaps = compliance.items
    .filter((item) => item.state === "rejected")
    .map((item) => ({
      title: item.requirement.title || t(KIND_KEYS[item.requirement.kind]),
      reason: item.document?.reason ?? "",
    }));
  const publicPage = `${siteOrigin(deps)}${pathIn(lang, "/team/subcontractors")}#lost-link`;
  const recipients = [row.email, ...(row.brokerEmail ? [row.brokerEmail] : [])];
  await enqueueMails(
    tx,
    recipients.map((to) =>
      gapsMail({ to, company: row.company, lang }, gaps, publicPage, deps.company.facts()),
    ),
  );
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
      .select({ id: subcontractors.id, title: requirements.title })
      .from(subcontractors)
      .innerJoin(requirements, eq(requirements.setId, subcontractors.setId))
      .where(
        and(eq(subcontractors.id, subcontractorId), eq(requirements.id, waiver.requirementId)),
      );
    if (!target) return false;
    await tx.insert(subcontractorDocuments).values({
      subcontractorId,
      requirementId: waiver.requirementId,
      status: "waived",
      reason: waiver.note,
      reviewedBy: actor.email,
      reviewedAt: new Date(),
    });
    await addEvent(
      tx,
      subcontractorId,
      "waived",
      actor.email ?? "",
      `${target.title}: ${waiver.note}`,
    );
    await recordAudit(tx, actor, "subcontractors.requirement.waive", waiver.requirementId, {
      subcontractor: subcontractorId,
      note: waiver.note,
    });
    return true;
  });
}

/** The office's list: every subcontractor with their status, set and next expiry. */
export async function listSubcontractors(
  db: DbOrTx,
  now = new Date(),
): Promise<ListedSubcontractor[]> {
  const rows = await db
    .select({ row: subcontractors, setName: requirementSets.name })
    .from(subcontractors)
    .innerJoin(requirementSets, eq(requirementSets.id, subcontractors.setId))
    .where(isNull(subcontractors.removedAt))
    .orderBy(subcontractors.company);
  return Promise.all(
    rows.map(async ({ row, setName }) => {
      const compliance = await complianceOf(db, row, now);
      const expiries = compliance.items
        .map((item) => item.document?.expiresOn)
        .filter((date): date is string => Boolean(date))
        .sort();
      return {
        id: row.id,
        company: row.company,
        trade: row.trade,
        email: row.email,
        setId: row.setId,
        setName,
        status: compliance.status,
        nextExpiry: expiries[0] ?? null,
        lastActivityAt: row.lastActivityAt,
      };
    }),
  );
}
