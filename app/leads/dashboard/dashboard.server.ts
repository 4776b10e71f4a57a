import { and, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import { calendarDay } from "~/site/wall-clock";
import { type Lead, leadCounts, leadStageTallies, leads, leadTallies } from "../leads.schema";
import { CLOSED_STATUSES, LEAD_STATUSES, type LeadStatus } from "../pipeline/pipeline";
import {
  type AssigneeFilter,
  type DashboardQuery,
  type KindFilter,
  type LanguageFilter,
  type LeadKind,
  type LeadView,
  PAGE_SIZE,
  type StatusFilter,
} from "./dashboard.validation";
import { countsPerBucket } from "./hour-tallies.server";
import { type LeadNumbers, leadNumbers } from "./numbers.server";
import { type Period, periodRange } from "./periods";

/** Which leads a view or an export covers. */
export interface LeadFilter {
  period: Period;
  kind: KindFilter;
  /** All leads when left out. */
  view?: LeadView;
  /** Every stage when left out. */
  status?: StatusFilter;
  /** Everyone when left out; "none" for the unassigned. */
  assignee?: AssigneeFilter;
  /** Unset: every language. */
  language?: LanguageFilter;
}

function keepsEveryLanguage(filter: LeadFilter): boolean {
  return filter.language === undefined || filter.language === "all";
}

/** Where the viewer stands: the filters' boundaries depend on both, and Mine on who looks. */
export interface ViewerClock {
  now: Date;
  timeZone: string;
  /** The signed-in person: Mine lists the leads assigned to them. */
  viewerId?: string;
}

const OPEN_STATUSES = LEAD_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status));

/** The pipeline view's condition; Follow-up due: open leads whose day has come (the company's zone). */
function viewCondition(view: LeadView, clock: ViewerClock): SQL | undefined {
  switch (view) {
    case "all":
      return undefined;
    case "mine":
      return eq(leads.assigneeId, clock.viewerId ?? "");
    case "unassigned":
      return isNull(leads.assigneeId);
    case "due":
      return and(
        lte(leads.followUpOn, calendarDay(clock.now, clock.timeZone)),
        inArray(leads.status, OPEN_STATUSES as LeadStatus[]),
      );
  }
}

function assigneeCondition(assignee: AssigneeFilter): SQL | undefined {
  if (assignee === "all") return undefined;
  return assignee === "none" ? isNull(leads.assigneeId) : eq(leads.assigneeId, assignee);
}

/** The SQL condition for a filter; undefined when it keeps every lead. */
export function leadFilterCondition(filter: LeadFilter, clock: ViewerClock): SQL | undefined {
  const { from, to } = periodRange(filter.period, clock.now, clock.timeZone);
  return and(
    filter.kind === "all" ? undefined : eq(leads.kind, filter.kind),
    viewCondition(filter.view ?? "all", clock),
    keepsEveryLanguage(filter) ? undefined : eq(leads.language, filter.language as Lang),
    !filter.status || filter.status === "all" ? undefined : eq(leads.status, filter.status),
    assigneeCondition(filter.assignee ?? "all"),
    from ? gte(leads.createdAt, from) : undefined,
    to ? lt(leads.createdAt, to) : undefined,
  );
}

export interface LeadStats {
  total: number;
  today: number;
  week: number;
  uniqueEmails: number;
  /** Leads of the current filter (the X of 'Showing X of Y total leads'). */
  matching: number;
}

/**
 * A filter's condition on the (kind, source, stage, assignee) tallies, when they can count it:
 * all time, every language, and no view but Mine or Unassigned. Undefined otherwise.
 */
function talliedCondition(filter: LeadFilter, clock: ViewerClock): SQL | undefined {
  const view = filter.view ?? "all";
  if (filter.period !== "all" || !keepsEveryLanguage(filter) || view === "due") return undefined;
  const status = filter.status ?? "all";
  const assignee = filter.assignee ?? "all";
  const tally = leadStageTallies;
  return and(
    sql`true`,
    filter.kind === "all" ? undefined : eq(tally.kind, filter.kind),
    status === "all" ? undefined : eq(tally.status, status),
    assignee === "all" ? undefined : eq(tally.assignee, assignee === "none" ? "" : assignee),
    view === "mine" ? eq(tally.assignee, clock.viewerId ?? "") : undefined,
    view === "unassigned" ? eq(tally.assignee, "") : undefined,
  );
}

/** How many leads a filter covers, as a scalar subquery. */
function matchingCount(filter: LeadFilter, clock: ViewerClock): SQL {
  const tallied = talliedCondition(filter, clock);
  const wholeKinds =
    tallied &&
    (filter.view ?? "all") === "all" &&
    (filter.status ?? "all") === "all" &&
    (filter.assignee ?? "all") === "all";
  if (wholeKinds) {
    // Whole kinds are counted by the triggers: no need to read the leads themselves.
    const kind = filter.kind === "all" ? undefined : eq(leadTallies.kind, filter.kind);
    return sql`(select coalesce(sum(${leadTallies.leads}), 0) from ${leadTallies} where ${kind ?? sql`true`})`;
  }
  if (tallied) {
    // A stage, a person, Mine or Unassigned over all time: the stage tallies have it.
    return sql`(select coalesce(sum(${leadStageTallies.leads}), 0) from ${leadStageTallies} where ${tallied})`;
  }
  return sql`(select count(*) from ${leads} where ${leadFilterCondition(filter, clock)})`;
}

/**
 * The four stat cards and the filter's count. Totals come from the tallies the triggers keep, and
 * so do Today and This Week: their hours are added up from the hour tallies (an hour the week's
 * start cuts is read from its leads), never today's or the week's leads themselves, however many
 * arrived (5,000 leads in a day cost as little as five).
 */
export async function leadStats(
  db: Database,
  filter: LeadFilter,
  clock: ViewerClock,
): Promise<LeadStats> {
  const week = periodRange("week", clock.now, clock.timeZone).from!;
  const today = periodRange("today", clock.now, clock.timeZone);
  const [result, [earlierThisWeek, todays]] = await Promise.all([
    db.execute(sql`select
      ${matchingCount({ period: "all", kind: "all" }, clock)}::int as "total",
      coalesce((select ${leadCounts.value} from ${leadCounts} where ${leadCounts.name} = 'emails'), 0)::int as "uniqueEmails",
      ${matchingCount(filter, clock)}::int as "matching"`),
    // This Week runs from the same time seven days ago, with no end; no lead is dated after today.
    countsPerBucket(db, [week, today.from!], today.to!),
  ]);
  const row = (result as unknown as { rows: Omit<LeadStats, "today" | "week">[] }).rows[0]!;
  return {
    total: row.total,
    today: todays!.received,
    week: earlierThisWeek!.received + todays!.received,
    uniqueEmails: row.uniqueEmails,
    matching: row.matching,
  };
}

/** A table row: what the list shows, nothing more. */
interface LeadListItem {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  source: string;
  language: Lang;
  createdAt: Date;
  status: LeadStatus;
  assigneeId: string | null;
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** One page of the filter's leads, newest first. */
export async function leadPage(
  db: Database,
  filter: LeadFilter,
  clock: ViewerClock,
  page: number,
): Promise<LeadListItem[]> {
  return db
    .select({
      id: leads.id,
      kind: leads.kind,
      name: leads.name,
      email: leads.email,
      source: leads.source,
      language: leads.language,
      createdAt: leads.createdAt,
      status: leads.status,
      assigneeId: leads.assigneeId,
    })
    .from(leads)
    .where(leadFilterCondition(filter, clock))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

export interface DailyCount {
  /** 'YYYY-MM-DD' in the company's time zone. */
  date: string;
  count: number;
}

export interface LeadsDashboard {
  stats: LeadStats;
  rows: LeadListItem[];
  page: number;
  pageCount: number;
  daily: DailyCount[];
  numbers: LeadNumbers;
}

/**
 * Everything the dashboard shows: stats, one page of leads, the daily chart and the pipeline's
 * numbers (whose read of the last twelve weeks' days gives the daily chart too).
 */
export async function loadLeadsDashboard(
  db: Database,
  query: DashboardQuery,
  clock: ViewerClock,
): Promise<LeadsDashboard> {
  const [stats, { daily, ...numbers }] = await Promise.all([
    leadStats(db, query, clock),
    leadNumbers(db, clock),
  ]);
  const pageCount = Math.max(1, Math.ceil(stats.matching / PAGE_SIZE));
  // A page past the end (leads were cleared meanwhile) shows the last one instead.
  const page = Math.min(query.page, pageCount);
  const rows = stats.matching === 0 ? [] : await leadPage(db, query, clock, page);
  return { stats, rows, page, pageCount, daily, numbers };
}

export async function findLead(db: Database, id: string): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return lead;
}

/** How many leads a filter covers. */
export async function countLeads(
  db: Database,
  filter: LeadFilter,
  clock: ViewerClock,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(leadFilterCondition(filter, clock));
  return row!.count;
}

/**
 * Clear All: deletes every lead that existed when the admin looked (`seenUntil`), so a message
 * arriving while the confirmation was open is kept, and records who cleared how many in the
 * same transaction.
 */
export async function clearAllLeads(
  db: Database,
  actor: AuditActor,
  seenUntil: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Counted in the database: returning every deleted row could mean 100,000 of them.
    const result = await tx.execute(
      sql`with deleted as (delete from ${leads} where ${lte(leads.createdAt, seenUntil)} returning 1)
          select count(*)::int as count from deleted`,
    );
    const count = (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
    await recordAudit(tx, actor, "leads.cleared", null, {
      count,
      seenUntil: seenUntil.toISOString(),
    });
    return count;
  });
}
