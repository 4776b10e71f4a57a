import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
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
import { complianceNow } from "./clock.server";
import { hashPortalToken, newPortalToken, portalTokenSchema, portalUrl } from "./link.server";
import { type ListedSubcontractor, type ListFilter, PAGE_SIZE } from "./list";
import { gapsMail, portalLinkMail } from "./mail.server";
import { KIND_KEYS } from "./message-keys";
import { type RequirementView, requirementTitleInEnglish } from "./requirements";
import { requirementsOf } from "./requirements.server";
import {
  EXPIRING_WITHIN_DAYS,
  type ItemState,
  isoDay,
  itemState,
  latestByRequirement,
  overallStatus,
  REMINDERS_BEFORE_NONRESPONSIVE,
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

export const langOf = (row: SubcontractorRow): Lang => (isLang(row.language) ? row.language : "en");

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
 * The columns of a new request for documents (an invitation, a new link, a rejection): the
 * weekly reminders count from it, none sent yet.
 */
const newRequest = (now: Date) => ({ requestedAt: now, remindersSent: 0, lastRemindedAt: null });

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
    .set({ tokenHash: hash, tokenIssuedAt: new Date(), ...newRequest(complianceNow()) })
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
  now = complianceNow(),
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
  return {
    items: views,
    status: overallStatus(
      views.map((view) => view.state),
      row.remindersSent,
    ),
  };
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
    if (review.decision === "reject") {
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

/**
 * The office's list as SQL: every subcontractor not removed, with their status, set and next
 * expiry. Each item's state is computed as `itemState` does (app/subcontractors/status.ts), from
 * its newest document, and each subcontractor's status from those as `overallStatus` does
 * (reminders.db.test.ts compares the two over a moved clock). The rows leave the
 * database as one JSON value: the embedded database parses a JSON text far faster than as many
 * rows (decision 0071).
 */
function listedSql(today: string) {
  return sql`
    with latest as (
      select distinct on (d.subcontractor_id, d.requirement_id)
        d.subcontractor_id, d.requirement_id, d.status, d.expires_on
      from ${subcontractorDocuments} d
      order by d.subcontractor_id, d.requirement_id, d.created_at desc
    ),
    items as (
      select s.id,
        l.expires_on,
        case
          when l.status is null then 'missing'
          when l.status = 'waived' then 'waived'
          when l.expires_on < ${today}::date then 'expired'
          when l.status = 'rejected' then 'rejected'
          when l.status <> 'approved' then 'pending'
          when l.expires_on <= ${today}::date + ${EXPIRING_WITHIN_DAYS}::int then 'expiring'
          else 'approved'
        end as state
      from ${subcontractors} s
      join ${requirements} r on r.set_id = s.set_id
      left join latest l on l.subcontractor_id = s.id and l.requirement_id = r.id
    ),
    flags as (
      select id,
        bool_or(state in ('missing', 'rejected')) as gaps,
        bool_or(state = 'expired') as expired,
        bool_or(state = 'pending') as pending,
        bool_or(state = 'expiring') as expiring,
        min(expires_on)::text as next_expiry
      from items group by id
    ),
    listed as (
      select s.id, s.company, s.trade, s.email, s.set_id as "setId", rs.name as "setName",
        f.next_expiry as "nextExpiry", s.last_activity_at as "lastActivityAt",
        case
          when f.gaps and s.reminders_sent >= ${REMINDERS_BEFORE_NONRESPONSIVE}::int
            then 'nonresponsive'
          when f.expired then 'expired'
          when f.gaps then 'missing'
          when f.pending then 'pending'
          when f.expiring then 'expiring'
          else 'compliant'
        end as status
      from ${subcontractors} s
      join ${requirementSets} rs on rs.id = s.set_id
      left join flags f on f.id = s.id
      where s.removed_at is null
    )`;
}

/** The list's rows as the JSON the database sends back. */
type ListedJson = Omit<ListedSubcontractor, "lastActivityAt"> & { lastActivityAt: string };

function listedFrom(rows: ListedJson[] | null): ListedSubcontractor[] {
  return (rows ?? []).map((row) => ({ ...row, lastActivityAt: new Date(row.lastActivityAt) }));
}

/** The filter of the list's address, as a condition on `listed`. */
function matching(filter: ListFilter) {
  return sql`(${filter.status} = 'all' or status = ${filter.status})
    and (${filter.trade} = '' or lower(trade) = lower(${filter.trade}))
    and (${filter.set} = '' or "setId"::text = ${filter.set})`;
}

/** Every subcontractor of the office's list that the filter keeps (the CSV export), by company. */
export async function listSubcontractors(
  db: DbOrTx,
  now = complianceNow(),
  filter: ListFilter = ALL,
): Promise<ListedSubcontractor[]> {
  const result = await db.execute(sql`
    ${listedSql(isoDay(now))}
    select json_agg(listed order by company, id) as rows from listed where ${matching(filter)}
  `);
  const [row] = (result as unknown as { rows: { rows: ListedJson[] | null }[] }).rows;
  return listedFrom(row?.rows ?? null);
}

/** One page of the office's list (`PAGE_SIZE` rows), how many the filter keeps, and the trades. */
export async function listSubcontractorsPage(
  db: DbOrTx,
  filter: ListFilter,
  now = complianceNow(),
): Promise<{ rows: ListedSubcontractor[]; total: number; trades: string[] }> {
  const result = await db.execute(sql`
    ${listedSql(isoDay(now))},
    kept as (select * from listed where ${matching(filter)})
    select
      (select count(*)::int from kept) as total,
      (select json_agg(page order by company, id) from (
        select * from kept order by company, id
        limit ${PAGE_SIZE}::int offset ${(filter.page - 1) * PAGE_SIZE}::int
      ) page) as rows,
      (select json_agg(distinct trade order by trade) from listed) as trades
  `);
  const [row] = (
    result as unknown as {
      rows: { total: number; rows: ListedJson[] | null; trades: string[] | null }[];
    }
  ).rows;
  return { rows: listedFrom(row?.rows ?? null), total: row?.total ?? 0, trades: row?.trades ?? [] };
}

const ALL: ListFilter = { status: "all", trade: "", set: "", page: 1 };

/** The list with each subcontractor's items' states (the office's weekly e-mail names the gaps). */
export async function complianceList(db: DbOrTx, now = complianceNow()) {
  const latest = db
    .selectDistinctOn(
      [subcontractorDocuments.subcontractorId, subcontractorDocuments.requirementId],
      {
        subcontractorId: subcontractorDocuments.subcontractorId,
        requirementId: subcontractorDocuments.requirementId,
        status: subcontractorDocuments.status,
        expiresOn: subcontractorDocuments.expiresOn,
        createdAt: subcontractorDocuments.createdAt,
      },
    )
    .from(subcontractorDocuments)
    .orderBy(
      subcontractorDocuments.subcontractorId,
      subcontractorDocuments.requirementId,
      desc(subcontractorDocuments.createdAt),
    )
    .as("latest");
  const rows = await db
    .select({
      id: subcontractors.id,
      company: subcontractors.company,
      trade: subcontractors.trade,
      email: subcontractors.email,
      setId: subcontractors.setId,
      setName: requirementSets.name,
      lastActivityAt: subcontractors.lastActivityAt,
      remindersSent: subcontractors.remindersSent,
      requirementId: requirements.id,
      status: latest.status,
      expiresOn: latest.expiresOn,
      createdAt: latest.createdAt,
    })
    .from(subcontractors)
    .innerJoin(requirementSets, eq(requirementSets.id, subcontractors.setId))
    .leftJoin(requirements, eq(requirements.setId, subcontractors.setId))
    .leftJoin(
      latest,
      and(eq(latest.subcontractorId, subcontractors.id), eq(latest.requirementId, requirements.id)),
    )
    .where(isNull(subcontractors.removedAt))
    .orderBy(asc(subcontractors.company), asc(subcontractors.id));
  return listedFromRows(rows, isoDay(now));
}

/** One row of the list's query: a subcontractor, one item of their set, its newest document. */
export interface ListQueryRow {
  id: string;
  company: string;
  trade: string;
  email: string;
  setId: string;
  setName: string;
  lastActivityAt: Date;
  remindersSent: number;
  requirementId: string | null;
  status: string | null;
  expiresOn: string | null;
  createdAt: Date | null;
}

/** One item's state in the list. */
export interface ListedItem {
  requirementId: string;
  state: ItemState;
}

/** The list from its query's rows (in the subcontractors' order), each status as `complianceOf`'s. */
export function listedFromRows(
  rows: readonly ListQueryRow[],
  today: string,
): (ListedSubcontractor & { items: ListedItem[] })[] {
  const grouped = new Map<
    string,
    { first: ListQueryRow; items: ListedItem[]; expiries: string[] }
  >();
  for (const row of rows) {
    let entry = grouped.get(row.id);
    if (!entry) {
      entry = { first: row, items: [], expiries: [] };
      grouped.set(row.id, entry);
    }
    if (row.requirementId === null) continue;
    const document =
      row.status !== null && row.createdAt !== null
        ? {
            requirementId: row.requirementId,
            status: row.status,
            expiresOn: row.expiresOn,
            createdAt: row.createdAt,
          }
        : undefined;
    entry.items.push({ requirementId: row.requirementId, state: itemState(document, today) });
    if (row.expiresOn) entry.expiries.push(row.expiresOn);
  }
  return [...grouped.values()].map(({ first, items, expiries }) => ({
    id: first.id,
    company: first.company,
    trade: first.trade,
    email: first.email,
    setId: first.setId,
    setName: first.setName,
    status: overallStatus(
      items.map((item) => item.state),
      first.remindersSent,
    ),
    nextExpiry: expiries.sort()[0] ?? null,
    lastActivityAt: first.lastActivityAt,
    items,
  }));
}
