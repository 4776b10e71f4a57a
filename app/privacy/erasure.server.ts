import { and, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import { jobApplications } from "~/careers/careers.schema";
import { applicationIdsOf, CAREERS_TABLES, eraseApplications } from "~/careers/erasure.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { integrationSubmissions } from "~/integrations/integrations.schema";
import { leadEvents, leads } from "~/leads/leads.schema";
import { rateLimits } from "~/limits/limits.schema";
import { canonicalRecipient } from "~/mail/acknowledgement-limit.server";
import { outbox } from "~/mail/mail.schema";
import {
  eraseServiceContacts,
  requestedWorkOrderCount,
  SERVICE_TABLES,
  serviceContactIdsOf,
} from "~/service/erasure.server";
import {
  eraseSubcontractors,
  SUBCONTRACTOR_TABLES,
  subcontractorIdsOf,
} from "~/subcontractors/erasure.server";
import type { ErasurePreview } from "./erasure";

/**
 * Erasure on request (docs/security.md#retention-and-erasure): everything stored about one
 * e-mail address. Its leads go with their timelines, a subcontractor contact's records and an
 * applicant's applications with their files, a client contact (their work orders kept, the
 * requester's details erased: app/service/erasure.server.ts), the outbox's copies of mail to or about it,
 * the rate-limit counters keyed by it and integration submissions naming it; any other mention
 * (a note or another lead's message quoting it, an audit entry) is replaced by "[erased]". The
 * address then appears in no text column of any table, which `findTraces` checks.
 */

/** Tables that are not the erasure's to change: staff accounts and the company's own profile. */
const UNTOUCHED_TABLES = ["users", "sessions", "accounts", "verifications", "company_profile"];
const ERASED = "[erased]";

interface TextColumn {
  table: string;
  column: string;
  type: string;
  generated: boolean;
  primaryKey: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every column of every table that can hold the address: text, varchar and JSON. */
async function textColumns(db: DbOrTx): Promise<TextColumn[]> {
  const result = await db.execute(sql`
    select c.table_name as "table", c.column_name as "column", c.data_type as "type",
      c.is_generated = 'ALWAYS' as "generated",
      exists (
        select 1 from information_schema.key_column_usage k
        join information_schema.table_constraints t
          on t.constraint_name = k.constraint_name and t.table_schema = k.table_schema
        where t.constraint_type = 'PRIMARY KEY' and k.table_schema = c.table_schema
          and k.table_name = c.table_name and k.column_name = c.column_name
      ) as "primaryKey"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by c.table_name, c.column_name`);
  return rowsOf<TextColumn>(result);
}

/** A LIKE pattern matching the address anywhere, its wildcards escaped: a cheap first filter. */
function containing(address: string): string {
  return `%${address.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Characters of an address's name part (before its `@`), apart from the apostrophe, which the
 * forms' check also accepts inside a name.
 */
const NAME_CHARACTER = "[a-z0-9._%+-]";

/**
 * The address as a whole word, for PostgreSQL's regular expressions applied case-insensitively:
 * not preceded by a character of an address's name part (`joann@` is not `ann@`; an apostrophe
 * counts only inside a name, so `'ann@example.com'` in a note matches and `o'ann@` does not),
 * and not followed by more of a domain (`ann@example.com.au` is another address; a full stop
 * ending a sentence is not). In an address column this is equality; in free text, a mention.
 */
function wholeAddressPattern(address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, (character) => `\\${character}`);
  return `(?<!${NAME_CHARACTER})(?<!${NAME_CHARACTER}')${escaped}(?![a-z0-9_-]|\\.[a-z0-9])`;
}

const mentions = (column: SQL, address: string) =>
  sql`(${column}::text ilike ${containing(address)} and ${column}::text ~* ${wholeAddressPattern(address)})`;

/** A whole row as text: one test whatever column holds the address. */
const rowMentions = (table: string, address: string) =>
  mentions(sql`${sql.identifier(table)}`, address);

const columnRef = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** Where the address still appears: table, column and rows, for every text column there is. */
export async function findTraces(db: DbOrTx, address: string) {
  const traces: { table: string; column: string; rows: number }[] = [];
  for (const { table, column } of await textColumns(db)) {
    const [row] = rowsOf<{ rows: number }>(
      await db.execute(
        sql`select count(*)::int as "rows" from ${sql.identifier(table)} where ${mentions(columnRef(table, column), address)}`,
      ),
    );
    if (row && row.rows > 0) traces.push({ table, column, rows: row.rows });
  }
  return traces;
}

async function leadIdsOf(db: DbOrTx, address: string): Promise<string[]> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.emailKey, address));
  return rows.map((row) => row.id);
}

const outboxMentions = (address: string) =>
  sql`(${mentions(sql`${outbox.to}`, address)} or ${mentions(sql`coalesce(${outbox.replyTo}, '')`, address)}
    or ${mentions(sql`${outbox.subject}`, address)} or ${mentions(sql`${outbox.text}`, address)}
    or ${mentions(sql`${outbox.html}`, address)})`;

async function count(db: DbOrTx, table: SQL, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as "n" from ${table} where ${where}`),
  );
  return row?.n ?? 0;
}

/** The tables the erasure removes rows from; every other mention is rewritten. */
const REMOVED_FROM = [
  "leads",
  "lead_events",
  "lead_emails",
  "outbox",
  "rate_limits",
  "integration_submissions",
  ...SUBCONTRACTOR_TABLES,
  ...CAREERS_TABLES,
  "service_contacts",
  "service_contact_links",
];

/**
 * The rate-limit counters keyed by the address, or by the mailbox it reaches (an acknowledgement
 * is counted under `victim@gmail.com` for `v.ictim+1@gmail.com`).
 */
function limitCounterMentions(address: string): SQL {
  const mailbox = canonicalRecipient(address);
  const byAddress = mentions(sql`${rateLimits.key}`, address);
  return mailbox === address
    ? byAddress
    : sql`(${byAddress} or ${mentions(sql`${rateLimits.key}`, mailbox)})`;
}

export async function previewErasure(db: DbOrTx, address: string): Promise<ErasurePreview> {
  return (await inspect(db, address)).preview;
}

/** What the erasure would remove, and the tables it would change (to vacuum afterwards). */
async function inspect(db: DbOrTx, address: string) {
  const ids = await leadIdsOf(db, address);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`);
  const traces = await findTraces(db, address);
  const otherTables = new Set(
    traces
      .map((trace) => trace.table)
      .filter((table) => !REMOVED_FROM.includes(table) && !UNTOUCHED_TABLES.includes(table)),
  );
  let otherMentions = 0;
  for (const table of otherTables) {
    otherMentions += await count(db, sql`${sql.identifier(table)}`, rowMentions(table, address));
  }
  // Other people's leads and timelines that quote the address keep their rows.
  otherMentions += await count(
    db,
    sql`${leads}`,
    sql`${leads.emailKey} <> ${address} and ${rowMentions("leads", address)}`,
  );
  otherMentions += await count(
    db,
    sql`${leadEvents}`,
    and(
      ids.length === 0 ? undefined : notInArray(leadEvents.leadId, ids),
      rowMentions("lead_events", address),
    )!,
  );
  // Another applicant's application that quotes the address keeps its row.
  otherMentions += await count(
    db,
    sql`${jobApplications}`,
    sql`lower(${jobApplications.email}) <> ${address} and ${rowMentions("job_applications", address)}`,
  );
  const applications = (await applicationIdsOf(db, address)).length;
  const preview: ErasurePreview = {
    leads: ids.length,
    timelineEntries:
      ids.length === 0
        ? 0
        : (
            await db
              .select({ id: leadEvents.id })
              .from(leadEvents)
              .where(inArray(leadEvents.leadId, ids))
          ).length,
    mails: await count(db, sql`${outbox}`, outboxMentions(address)),
    limitCounters: await count(db, sql`${rateLimits}`, limitCounterMentions(address)),
    integrationSubmissions: await count(
      db,
      sql`${integrationSubmissions}`,
      mentions(sql`${integrationSubmissions.configurations}`, address),
    ),
    subcontractors: (await subcontractorIdsOf(db, address)).length,
    applications,
    serviceContacts: (await serviceContactIdsOf(db, address)).length,
    workOrders: await requestedWorkOrderCount(db, address),
    otherMentions,
    hasAccount: account !== undefined,
  };
  const tables = new Set(traces.map((trace) => trace.table));
  if (preview.timelineEntries > 0) tables.add("lead_events");
  if (preview.limitCounters > 0) tables.add("rate_limits");
  if (preview.subcontractors > 0) for (const table of SUBCONTRACTOR_TABLES) tables.add(table);
  if (preview.applications > 0) for (const table of CAREERS_TABLES) tables.add(table);
  if (preview.serviceContacts + preview.workOrders > 0) {
    for (const table of SERVICE_TABLES) tables.add(table);
  }
  for (const table of UNTOUCHED_TABLES) tables.delete(table);
  return { preview, tables: [...tables] };
}

/** Replaces the address by "[erased]" wherever a row still mentions it, outside the untouched tables. */
async function rewriteMentions(tx: DbOrTx, address: string) {
  for (const { table, column, type, generated, primaryKey } of await textColumns(tx)) {
    if (generated || primaryKey || UNTOUCHED_TABLES.includes(table)) continue;
    const ref = sql.identifier(column);
    await tx.execute(sql`
      update ${sql.identifier(table)}
      set ${ref} = regexp_replace(${ref}::text, ${wholeAddressPattern(address)}, ${ERASED}, 'gi')::${sql.raw(type === "character varying" ? "varchar" : type)}
      where ${mentions(columnRef(table, column), address)}`);
  }
}

type ErasureOutcome = { ok: true; erased: ErasurePreview } | { ok: false; reason: "account" };

/**
 * Erases the address everywhere, in one transaction, and records that an erasure happened: the
 * audit entry keeps only the counts, never the address nor anything derived from it. Then the
 * tables it changed are vacuumed (below).
 */
export async function eraseAddress(
  db: Database,
  actor: AuditActor,
  address: string,
): Promise<ErasureOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const { preview, tables } = await inspect(tx, address);
    if (preview.hasAccount) return { ok: false as const, reason: "account" as const };
    const ids = await leadIdsOf(tx, address);
    if (ids.length > 0) await tx.delete(leads).where(inArray(leads.id, ids));
    await tx.delete(outbox).where(outboxMentions(address));
    await tx.delete(rateLimits).where(limitCounterMentions(address));
    await tx
      .delete(integrationSubmissions)
      .where(mentions(sql`${integrationSubmissions.configurations}`, address));
    await eraseSubcontractors(tx, address);
    await eraseApplications(tx, address);
    await eraseServiceContacts(tx, address);
    await rewriteMentions(tx, address);
    const { hasAccount: _, ...counts } = preview;
    await recordAudit(tx, actor, "privacy.erased", null, counts);
    return { ok: true as const, erased: preview, tables };
  });
  if (!outcome.ok) return outcome;
  await vacuum(db, outcome.tables);
  return { ok: true, erased: outcome.erased };
}

/**
 * A deleted or updated row stays in the table's file until its space is reused: VACUUM FULL
 * writes each table the erasure changed (with its indexes and TOAST) into new files and drops
 * the old ones, so the erased values are no longer in the database's files. It locks one small
 * table at a time for as long as the copy takes, and runs outside the erasure's transaction,
 * as VACUUM must. The write-ahead log keeps them until it is recycled (docs/security.md).
 */
async function vacuum(db: Database, tables: readonly string[]) {
  for (const table of tables) {
    await db.execute(sql`vacuum full ${sql.identifier(table)}`);
  }
}
