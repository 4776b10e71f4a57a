import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { complianceNow } from "../clock.server";
import {
  EXPIRING_WITHIN_DAYS,
  type ItemState,
  isoDay,
  itemState,
  overallStatus,
  REMINDERS_BEFORE_NONRESPONSIVE,
} from "../requirements/status";
import {
  requirementSets,
  requirements,
  subcontractorDocuments,
  subcontractors,
} from "../subcontractors.schema";
import { type ListedSubcontractor, type ListFilter, PAGE_SIZE } from "./list";

/**
 * The office's list of subcontractors (docs/product.md#subcontractors), its page, its CSV and the
 * weekly e-mail's rows, each status computed as `complianceOf` computes one subcontractor's.
 */

/**
 * The office's list as SQL: every subcontractor not removed, with their status, set and next
 * expiry. Each item's state is computed as `itemState` does (app/subcontractors/requirements/status.ts), from
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
interface ListQueryRow {
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
interface ListedItem {
  requirementId: string;
  state: ItemState;
}

/** The list from its query's rows (in the subcontractors' order), each status as `complianceOf`'s. */
function listedFromRows(
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
