import { randomUUID } from "node:crypto";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import type { CompanyMailSettings } from "~/mail/mailer.server";
import { enqueueMailsSql, nudgeOutbox, type QueuedMail } from "~/mail/outbox.server";
import { TRIAL_INTEREST, TRIAL_SOURCE } from "~/site/messages";
import { ACKNOWLEDGEMENTS_PER_DAY, countAcknowledgementSql } from "./acknowledgement-limit.server";
import {
  acknowledgesVisitor,
  isAcknowledgement,
  type LeadForMail,
  mailsForNewLead,
} from "./lead-mail.server";
import { type Lead, leadEvents, leads, type NewLead } from "./leads.schema";
import type { ContactMessage, PricingRequest, TrialSignup } from "./leads.validation";

type NewLeadValues = Omit<NewLead, "id" | "createdAt" | "lastActivityAt">;

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
  const createdAt = new Date();
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
  const parts: SQL[] = [];
  if (acknowledge) parts.push(sql`counted as (${countAcknowledgementSql(lead.email, createdAt)})`);
  parts.push(sql`lead as (${db.insert(leads).values(row).returning().getSQL()})`);
  // The same entry as recordLeadReceived (pipeline.server.ts) writes.
  parts.push(
    sql`received as (${db
      .insert(leadEvents)
      .values({ leadId: lead.id, kind: "received", actorId: null, actorName: null, at: createdAt })
      .getSQL()})`,
  );
  const queued = mailsForNewLead(lead, mail).map(
    (outgoing): QueuedMail =>
      acknowledge && isAcknowledgement(outgoing, mail)
        ? {
            mail: outgoing,
            onlyIf: sql`(select "count" from counted) <= ${ACKNOWLEDGEMENTS_PER_DAY}`,
          }
        : { mail: outgoing },
  );
  parts.push(sql`mails as (${enqueueMailsSql(queued, createdAt)})`);
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} select * from lead`);
  nudgeOutbox();
  return leadFromRow((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!);
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

/** Stores a trial sign-up; the lead is kept before anything else is attempted. */
export async function recordTrialSignup(
  db: Database,
  signup: TrialSignup,
  mail: CompanyMailSettings,
  language: Lang = "en",
) {
  return storeLead(
    db,
    {
      kind: "trial",
      name: signup.name,
      email: signup.email,
      message: TRIAL_INTEREST,
      source: TRIAL_SOURCE,
      language,
    },
    mail,
  );
}

export const CONTACT_SOURCE = "Contact Form";

/** Stores a contact message from the home page. */
export async function recordContactMessage(
  db: Database,
  contact: ContactMessage,
  mail: CompanyMailSettings,
  language: Lang = "en",
) {
  return storeLead(
    db,
    {
      kind: "contact",
      name: contact.name,
      email: contact.email,
      phone: contact.phone ?? null,
      message: contact.message,
      source: CONTACT_SOURCE,
      language,
    },
    mail,
  );
}

export const PRICING_SOURCE = "Pricing Form";

/** Stores a pricing request from /pricing; size and industry travel in the lead's details. */
export async function recordPricingRequest(
  db: Database,
  request: PricingRequest,
  mail: CompanyMailSettings,
  language: Lang = "en",
) {
  return storeLead(
    db,
    {
      kind: "pricing",
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message || null,
      source: PRICING_SOURCE,
      details: { company_size: request.company_size, industry: request.industry },
      language,
    },
    mail,
  );
}
