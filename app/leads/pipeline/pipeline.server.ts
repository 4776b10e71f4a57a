import { and, desc, eq, sql } from "drizzle-orm";
import { findLeadWorker } from "~/auth/lead-access.server";
import type { AppContext } from "~/context";
import type { Database, Transaction } from "~/db/client.server";
import {
  enqueueMail,
  type MailDelivery,
  type OutgoingMail,
  withMailDelivery,
} from "~/mail/outbox.server";
import { type Lead, type LeadEventDetails, leadEvents, leads } from "../leads.schema";
import {
  EARLIER_COUNT_CAP,
  type LeadEventKind,
  type LeadStatus,
  type LostReason,
  stagesOf,
} from "./pipeline";

/**
 * The lead pipeline's changes (docs/product.md#the-lead-pipeline): one function per change, each
 * updating the lead and writing its timeline entry in one transaction, so the timeline is never
 * missing what happened nor showing what did not.
 */

/** Who makes a change, as the timeline names them. */
export interface PipelineActor {
  id: string;
  name: string;
}

type Tx = Transaction;

/** The lead, locked for the change; undefined when it no longer exists. */
async function lockLead(tx: Tx, leadId: string): Promise<Lead | undefined> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  return lead;
}

async function addEvent(
  tx: Tx,
  leadId: string,
  kind: LeadEventKind,
  actor: PipelineActor | null,
  at: Date,
  details: LeadEventDetails = {},
) {
  await tx.insert(leadEvents).values({
    leadId,
    kind,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    at,
    details,
  });
}

/** Writes a lead's changes with its activity time; gives back the lead as it is now. */
async function updateLead(
  tx: Tx,
  leadId: string,
  changes: Partial<typeof leads.$inferInsert>,
  at: Date,
): Promise<Lead> {
  const [lead] = await tx
    .update(leads)
    .set({ ...changes, lastActivityAt: at })
    .where(eq(leads.id, leadId))
    .returning();
  return lead!;
}

/**
 * Stores a new lead with its "received" entry, in one statement (PostgreSQL's data-modifying
 * `WITH`): one round to the database instead of two on every form post (docs/decisions/0101).
 */
export async function insertReceivedLead(tx: Tx, values: typeof leads.$inferInsert): Promise<Lead> {
  const stored = tx.$with("stored").as(tx.insert(leads).values(values).returning());
  const received = tx
    .$with("received", {})
    .as(
      sql`insert into ${leadEvents} (${sql.identifier(leadEvents.leadId.name)}, ${sql.identifier(leadEvents.kind.name)}, ${sql.identifier(leadEvents.at.name)}) select ${stored.id}, ${"received" satisfies LeadEventKind}, ${stored.createdAt} from ${stored}`,
    );
  const [lead] = await tx.with(stored, received).select().from(stored);
  return lead!;
}

type StatusChange =
  | { status: Exclude<LeadStatus, "lost"> }
  | { status: "lost"; lostReason: LostReason; lostNote?: string | null };

/** A stage the lead's kind does not go through (Quote sent for a certificate request). */
export class NotAStageOfTheLeadError extends Error {
  constructor(readonly stages: readonly LeadStatus[]) {
    super(`not a stage of the lead: choose ${stages.join(", ")}`);
  }
}

/**
 * Moves a lead to a stage of its own pipeline (throws NotAStageOfTheLeadError for another);
 * Lost keeps its reason, any other stage clears it.
 */
export async function changeLeadStatus(
  db: Database,
  actor: PipelineActor,
  leadId: string,
  change: StatusChange,
  now = new Date(),
): Promise<Lead | undefined> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return undefined;
    const stages = stagesOf(lead.kind);
    if (!stages.includes(change.status)) throw new NotAStageOfTheLeadError(stages);
    const lost = change.status === "lost" ? change : undefined;
    const sameStage =
      lead.status === change.status &&
      (!lost || (lead.lostReason === lost.lostReason && lead.lostNote === (lost.lostNote ?? null)));
    if (sameStage) return lead;
    await addEvent(tx, leadId, "status_changed", actor, now, {
      from: lead.status,
      to: change.status,
      ...(lost ? { reason: lost.lostReason, note: lost.lostNote ?? undefined } : {}),
    });
    return updateLead(
      tx,
      leadId,
      {
        status: change.status,
        lostReason: lost?.lostReason ?? null,
        lostNote: lost?.lostNote ?? null,
      },
      now,
    );
  });
}

/**
 * Within the caller's transaction: the lead, locked, is Won with a note that says why (another
 * domain's record made from it, such as a work order). Undefined when it no longer exists.
 */
export async function winLeadWithNote(
  tx: Tx,
  actor: PipelineActor,
  leadId: string,
  note: string,
  now = new Date(),
): Promise<Lead | undefined> {
  const lead = await lockLead(tx, leadId);
  if (!lead) return undefined;
  if (lead.status !== "won") {
    await addEvent(tx, leadId, "status_changed", actor, now, { from: lead.status, to: "won" });
  }
  await addEvent(tx, leadId, "note", actor, now, { note });
  return updateLead(tx, leadId, { status: "won", lostReason: null, lostNote: null }, now);
}

export class NotALeadWorkerError extends Error {}

/**
 * Gives a lead to a person with lead access, or to nobody (null). Throws NotALeadWorkerError for
 * anyone else: a lead is never assigned to someone who cannot open it.
 */
export async function assignLead(
  deps: Pick<AppContext, "database" | "config">,
  actor: PipelineActor,
  leadId: string,
  assigneeId: string | null,
  now = new Date(),
): Promise<Lead | undefined> {
  const assignee = assigneeId ? await findLeadWorker(deps, assigneeId) : null;
  if (assignee === undefined) throw new NotALeadWorkerError();
  return deps.database.db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return undefined;
    if (lead.assigneeId === (assignee?.id ?? null)) return lead;
    await addEvent(tx, leadId, "assigned", actor, now, {
      assigneeId: assignee?.id ?? null,
      assigneeName: assignee?.name ?? null,
    });
    return updateLead(tx, leadId, { assigneeId: assignee?.id ?? null }, now);
  });
}

/** Sets the day to follow a lead up (YYYY-MM-DD, the company's calendar), or clears it (null). */
export async function setLeadFollowUp(
  db: Database,
  actor: PipelineActor,
  leadId: string,
  followUpOn: string | null,
  now = new Date(),
): Promise<Lead | undefined> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return undefined;
    if (lead.followUpOn === followUpOn) return lead;
    await addEvent(tx, leadId, "follow_up_set", actor, now, { followUpOn });
    return updateLead(tx, leadId, { followUpOn }, now);
  });
}

/** Adds a plain-text note to a lead's timeline. */
export async function addLeadNote(
  db: Database,
  actor: PipelineActor,
  leadId: string,
  note: string,
  now = new Date(),
): Promise<Lead | undefined> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return undefined;
    await addEvent(tx, leadId, "note", actor, now, { note });
    return updateLead(tx, leadId, {}, now);
  });
}

/**
 * The lead was answered (a reply or a call): the first answer sets first_response_at. A New sale
 * moves to Contacted; a New certificate request moves to Sent only when the answer carried the
 * certificate (docs/decisions/0088). Each move has its own timeline entry.
 */
async function recordResponse(
  tx: Tx,
  lead: Lead,
  actor: PipelineActor,
  now: Date,
  certificateSent = false,
) {
  const changes: Partial<typeof leads.$inferInsert> = {};
  if (!lead.firstResponseAt) changes.firstResponseAt = now;
  const next = lead.kind === "coi" ? (certificateSent ? "sent" : undefined) : "contacted";
  if (lead.status === "new" && next) {
    changes.status = next;
    await addEvent(tx, lead.id, "status_changed", actor, now, { from: "new", to: next });
  }
  return updateLead(tx, lead.id, changes, now);
}

/** Logs a call with the lead (what was said, optional); a first answer moves New to Contacted. */
export async function logLeadCall(
  db: Database,
  actor: PipelineActor,
  leadId: string,
  summary: string,
  now = new Date(),
): Promise<Lead | undefined> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return undefined;
    await addEvent(tx, leadId, "call_logged", actor, now, summary ? { note: summary } : {});
    return recordResponse(tx, lead, actor, now);
  });
}

/**
 * Sends a reply to the lead through the outbox, with its timeline entry (which follows the
 * message's delivery state); a first answer moves New to Contacted (a certificate request: to
 * Sent, when the reply attaches the certificate). `compose` builds the message from the locked
 * lead, so it goes to the address stored now.
 */
export async function sendLeadReply(
  db: Database,
  actor: PipelineActor,
  leadId: string,
  compose: (lead: Lead) => OutgoingMail,
  now = new Date(),
): Promise<Lead | undefined> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return undefined;
    const mail = compose(lead);
    const mailId = await enqueueMail(tx, mail);
    const attached = mail.attachments ?? [];
    await addEvent(tx, leadId, "email_sent", actor, now, {
      mailId,
      subject: mail.subject,
      text: mail.text,
      ...(attached.length > 0 ? { attachments: attached.map((file) => file.name) } : {}),
    });
    return recordResponse(tx, lead, actor, now, attached.length > 0);
  });
}

/** A timeline entry as the lead page shows it. */
export interface TimelineEntry {
  id: number;
  kind: LeadEventKind;
  actorName: string | null;
  at: Date;
  details: LeadEventDetails;
  /** E-mails only: queued, sent or failed, from the outbox. */
  delivery?: MailDelivery;
}

/** A lead's timeline, newest first, e-mails with their delivery state. */
export async function leadTimeline(db: Database, leadId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.at), desc(leadEvents.id));
  return withMailDelivery(
    db,
    rows.map(({ id, kind, actorName, at, details }) => ({ id, kind, actorName, at, details })),
  );
}

/** Another lead of the same person, as the lead page lists it. */
export interface LinkedLead {
  id: string;
  kind: Lead["kind"];
  status: LeadStatus;
  createdAt: Date;
}

/** The same person's other leads (same address, case aside, or same phone digits), newest first. */
export async function linkedLeads(
  db: Database,
  lead: Pick<Lead, "id" | "emailKey" | "phoneKey">,
  limit = 50,
): Promise<LinkedLead[]> {
  const samePerson = lead.phoneKey
    ? sql`(${leads.emailKey} = ${lead.emailKey} or ${leads.phoneKey} = ${lead.phoneKey})`
    : eq(leads.emailKey, lead.emailKey);
  return db
    .select({ id: leads.id, kind: leads.kind, status: leads.status, createdAt: leads.createdAt })
    .from(leads)
    .where(and(samePerson, sql`${leads.id} <> ${lead.id}`))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/**
 * For each listed lead, how many leads the same person sent before it ("3 earlier"), counted up
 * to EARLIER_COUNT_CAP + 1: one query for the page, each count two bounded reads of the
 * (email_key, created_at, id) and (phone_key, created_at, id) indexes, joined without doubles.
 */
export async function earlierLeadCounts(
  db: Database,
  rows: readonly { id: string }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const bound = EARLIER_COUNT_CAP + 1;
  // Each side alone reaching the bound means the union does too: neither reads further.
  const result = await db.execute(sql`
    select listed.id, (
      select count(*) from (
        (select other.id from ${leads} other
         where other.email_key = listed.email_key
           and (other.created_at, other.id) < (listed.created_at, listed.id)
         order by other.email_key desc, other.created_at desc, other.id desc
         limit ${bound})
        union
        (select other.id from ${leads} other
         where listed.phone_key is not null and other.phone_key = listed.phone_key
           and (other.created_at, other.id) < (listed.created_at, listed.id)
         order by other.phone_key desc, other.created_at desc, other.id desc
         limit ${bound})
      ) same_person
    )::int as earlier
    from ${leads} listed
    where listed.id in (${ids})`);
  const found = (result as unknown as { rows: { id: string; earlier: number }[] }).rows;
  return new Map(found.map((row) => [row.id, Math.min(row.earlier, bound)]));
}
