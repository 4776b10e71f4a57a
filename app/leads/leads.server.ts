import { randomUUID } from "node:crypto";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { insertRowSql } from "~/db/insert-row.server";
import type { Lang } from "~/i18n/languages";
import { type LimitGate, type LimitRule, limitGate } from "~/limits/rate-limit.server";
import type { CompanyMailSettings } from "~/mail/mailer.server";
import { enqueueMailsSql, nudgeOutbox, type QueuedMail } from "~/mail/outbox.server";
import { ACKNOWLEDGEMENTS_PER_DAY, countAcknowledgementSql } from "./acknowledgement-limit.server";
import {
  acknowledgesVisitor,
  isAcknowledgement,
  type LeadForMail,
  mailsForNewLead,
} from "./lead-mail.server";
import { type Lead, leadEvents, leads, type NewLead } from "./leads.schema";
import type { ContactMessage, PricingRequest, TrialSignup } from "./leads.validation";
import { TRIAL_INTEREST, TRIAL_SOURCE } from "./trial-lead";

export type NewLeadValues = Omit<NewLead, "id" | "createdAt" | "lastActivityAt">;

/** What a lead form's post came to: the lead stored, or refused by the client's limit. */
export type GatedStore = { lead: Lead } | { refused: { retryAfterSeconds: number } };

/**
 * Stores a lead, its "received" timeline entry and its e-mail in ONE statement (a data-modifying
 * WITH): a stored lead always has its notification queued, and delivery (later, with retries) can
 * never lose the lead. The lead's id and time are made here, so the mails can be composed before
 * the statement; the visitor's acknowledgement is counted in the same statement and queued only
 * while the address has some left today. One statement instead of a transaction of six: on the
 * embedded database each statement is a round trip through its WebAssembly PostgreSQL, on
 * PostgreSQL a round trip over the network (docs/performance.md, "The contact post in one
 * statement").
 */
async function storeLead(
  db: Database,
  values: NewLeadValues,
  mail: CompanyMailSettings,
): Promise<Lead> {
  const { rows } = await runLeadStatement(db, values, mail, new Date());
  return leadFromRow(rows[0]!);
}

/**
 * `storeLead` behind a client's limit (a lead form's post): the same statement also counts the
 * post, and stores the lead, its entry and its mail only while the count is within the limit.
 */
export async function storeLeadWithin(
  db: Database,
  values: NewLeadValues,
  mail: CompanyMailSettings,
  limit: { rule: LimitRule; subject: string },
): Promise<GatedStore> {
  const now = new Date();
  const gate = limitGate(limit.rule, limit.subject, now);
  const { rows } = await runLeadStatement(db, values, mail, now, gate);
  await gate.afterwards(db);
  const row = rows[0];
  return row
    ? { lead: leadFromRow(row) }
    : { refused: { retryAfterSeconds: gate.retryAfterSeconds } };
}

async function runLeadStatement(
  db: Database,
  values: NewLeadValues,
  mail: CompanyMailSettings,
  createdAt: Date,
  gate?: LimitGate,
) {
  const row = { ...values, id: randomUUID(), createdAt, lastActivityAt: createdAt };
  const lead: LeadForMail = {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    message: row.message ?? null,
    source: row.source,
    details: row.details ?? {},
    createdAt,
    language: row.language ?? "en",
  };
  const acknowledge = acknowledgesVisitor(lead.kind);
  // Behind a gate, every other part is written only once the lead is.
  const stored = gate ? sql`exists (select 1 from lead)` : undefined;
  const parts: SQL[] = [];
  if (gate) parts.push(gate.withQuery);
  parts.push(sql`lead as (${insertRowSql(leads, row, gate?.allowed)} returning *)`);
  if (acknowledge) {
    parts.push(sql`counted as (${countAcknowledgementSql(lead.email, createdAt, stored)})`);
  }
  // The same entry as recordLeadReceived (pipeline.server.ts) writes.
  parts.push(
    sql`received as (${insertRowSql(
      leadEvents,
      { leadId: lead.id, kind: "received", actorId: null, actorName: null, at: createdAt },
      stored,
    )})`,
  );
  const queued = mailsForNewLead(lead, mail).map((outgoing): QueuedMail => {
    const conditions = [
      stored,
      acknowledge && isAcknowledgement(outgoing, mail)
        ? sql`(select "count" from counted) <= ${ACKNOWLEDGEMENTS_PER_DAY}`
        : undefined,
    ].filter((condition) => condition !== undefined);
    return conditions.length > 0
      ? { mail: outgoing, onlyIf: sql.join(conditions, sql` and `) }
      : { mail: outgoing };
  });
  parts.push(sql`mails as (${enqueueMailsSql(queued, createdAt)})`);
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} select * from lead`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (rows.length > 0) nudgeOutbox();
  return { rows };
}

/** A row of `leads` as the driver gave it, read as Drizzle reads its own results. */
function leadFromRow(row: Record<string, unknown>): Lead {
  const lead: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(leads))) {
    const value = row[column.name];
    lead[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return lead as Lead;
}

export const CONTACT_SOURCE = "Contact Form";
export const PRICING_SOURCE = "Pricing Form";

/** The lead each form's checked value makes, in the language of the page it came from. */
export const leadValues = {
  trial: (signup: TrialSignup, language: Lang): NewLeadValues => ({
    kind: "trial",
    name: signup.name,
    email: signup.email,
    message: TRIAL_INTEREST,
    source: TRIAL_SOURCE,
    language,
  }),
  contact: (contact: ContactMessage, language: Lang): NewLeadValues => ({
    kind: "contact",
    name: contact.name,
    email: contact.email,
    phone: contact.phone ?? null,
    message: contact.message,
    source: CONTACT_SOURCE,
    language,
  }),
  /** Size and industry travel in the lead's details. */
  pricing: (request: PricingRequest, language: Lang): NewLeadValues => ({
    kind: "pricing",
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: request.message || null,
    source: PRICING_SOURCE,
    details: { company_size: request.company_size, industry: request.industry },
    language,
  }),
};

/** Stores a trial sign-up; the lead is kept before anything else is attempted. */
export function recordTrialSignup(
  db: Database,
  signup: TrialSignup,
  mail: CompanyMailSettings,
  language: Lang = "en",
) {
  return storeLead(db, leadValues.trial(signup, language), mail);
}

/** Stores a contact message from the home page. */
export function recordContactMessage(
  db: Database,
  contact: ContactMessage,
  mail: CompanyMailSettings,
  language: Lang = "en",
) {
  return storeLead(db, leadValues.contact(contact, language), mail);
}

/** Stores a pricing request from /pricing. */
export function recordPricingRequest(
  db: Database,
  request: PricingRequest,
  mail: CompanyMailSettings,
  language: Lang = "en",
) {
  return storeLead(db, leadValues.pricing(request, language), mail);
}
