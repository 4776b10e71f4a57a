import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx, Transaction } from "~/db/client.server";
import { RETENTION } from "~/jobs/retention";
import { auditCounters, auditLog } from "./audit.schema";
import {
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  type AuditKind,
  auditKindOf,
  SECURITY_ACTION_PREFIXES,
} from "./audit-kinds";

export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** Audit rows and counters older than this are deleted by the daily retention job (app/jobs/retention.ts). */
export const AUDIT_RETENTION_DAYS = RETENTION.auditDays;

/** Writes one entry; pass the caller's transaction to record it atomically with the change. */
export async function recordAudit(
  db: Database | Transaction,
  actor: AuditActor,
  action: string,
  subject?: string | null,
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    subject: subject ?? null,
    details,
  });
}

/**
 * Counts one event of the day instead of writing a row: for what anyone can cause without an
 * account, so that a flood of it costs one row a day and hides nothing.
 */
export async function countAuditEvent(
  db: DbOrTx,
  action: string,
  subject: string | null,
  now = new Date(),
) {
  await db
    .insert(auditCounters)
    .values({
      day: now.toISOString().slice(0, 10),
      action,
      subject: subject ?? "",
      count: 1,
      lastAt: now,
    })
    .onConflictDoUpdate({
      target: [auditCounters.day, auditCounters.action, auditCounters.subject],
      set: { count: sql`${auditCounters.count} + 1`, lastAt: now },
    });
}

const securityAction = () =>
  or(...SECURITY_ACTION_PREFIXES.map((prefix) => sql`${auditLog.action} like ${`${prefix}%`}`))!;

function kindCondition(kind: AuditKind | "all"): SQL | undefined {
  if (kind === "all") return undefined;
  return kind === "security" ? securityAction() : sql`not ${securityAction()}`;
}

/** `%` and `_` typed in a filter are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(filter: AuditFilter): SQL | undefined {
  const person = filter.person ? containing(filter.person) : undefined;
  return and(
    kindCondition(filter.kind),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    person ? or(ilike(auditLog.actorEmail, person), ilike(auditLog.subject, person)) : undefined,
  );
}

/** One page of entries, newest first, with how many match the filter. */
export async function listAudit(db: Database, filter: AuditFilter) {
  const where = filterCondition(filter);
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: entries.map((entry) => ({ ...entry, kind: auditKindOf(entry.action) })),
    total: total?.n ?? 0,
  };
}

/** The actions recorded, for the filter's choices. */
export async function listAuditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action);
  return rows.map((row) => row.action);
}

/** The counted events of the last `days` days, newest day first. */
export function listAuditCounters(db: Database, now = new Date(), days = 30) {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  return db
    .select()
    .from(auditCounters)
    .where(gte(auditCounters.day, since))
    .orderBy(desc(auditCounters.day), auditCounters.action, auditCounters.subject);
}

/** Retention: deletes entries and counters older than AUDIT_RETENTION_DAYS; gives back how many rows. */
export async function removeOldAuditEntries(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  const entries = await db
    .delete(auditLog)
    .where(lt(auditLog.at, cutoff))
    .returning({ id: auditLog.id });
  const counters = await db
    .delete(auditCounters)
    .where(lt(auditCounters.day, cutoff.toISOString().slice(0, 10)))
    .returning({ day: auditCounters.day });
  return entries.length + counters.length;
}
