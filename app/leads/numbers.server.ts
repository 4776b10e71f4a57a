import { and, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadsByStage } from "./board.server";
import type { ViewerClock } from "./dashboard.server";
import type { LeadKind } from "./dashboard.validation";
import { countsPerBucket } from "./hour-tallies.server";
import { leadStageTallies, leads } from "./leads.schema";
import { recentDays, startOfDay, wallClock } from "./periods";
import { CLOSED_STATUSES, type LeadStatus } from "./pipeline";

/**
 * The dashboard's numbers (docs/product.md#the-numbers): leads by stage, the median time to a
 * first answer this month, conversion (Won / closed) per source and per kind, and new vs. won
 * per week. Each is one statement reading an index range or grouping a few columns.
 */

/** Weeks in the new-vs-won chart: a quarter. */
export const CHART_WEEKS = 12;

export interface Conversion<Key extends string> {
  key: Key;
  won: number;
  /** Won and Lost together: the leads whose outcome is known. */
  closed: number;
}

export interface FirstResponse {
  /** Median minutes from arrival to the first reply or call, or null when none was answered. */
  medianMinutes: number | null;
  /** How many of this month's leads were answered. */
  answered: number;
}

export interface WeekCount {
  /** 'YYYY-MM-DD': the week's first day in the viewer's zone. */
  start: string;
  /** Leads received that week. */
  received: number;
  /** Of those, how many are Won now. */
  won: number;
}

export interface LeadNumbers {
  byStage: Record<LeadStatus, number>;
  firstResponse: FirstResponse;
  bySource: Conversion<string>[];
  byKind: Conversion<LeadKind>[];
  weekly: WeekCount[];
}

/** The first instant of the viewer's calendar month. */
export function startOfMonth(clock: ViewerClock): Date {
  const today = wallClock(clock.now, clock.timeZone);
  return startOfDay(clock.now, clock.timeZone, -(today.day - 1));
}

/**
 * The month's answered leads' median and count: read from the answered leads' index alone
 * (leads_answered_created_at_idx), not from each lead's row.
 */
export function firstResponseQuery(db: Database, clock: ViewerClock) {
  return db
    .select({
      seconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt}))`,
      answered: sql<number>`count(${leads.firstResponseAt})::int`,
    })
    .from(leads)
    .where(
      and(gte(leads.createdAt, startOfMonth(clock)), sql`${leads.firstResponseAt} is not null`),
    );
}

/** Median time to first response of the leads received this calendar month. */
export async function firstResponseThisMonth(
  db: Database,
  clock: ViewerClock,
): Promise<FirstResponse> {
  const [row] = await firstResponseQuery(db, clock);
  const seconds = row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
  return {
    medianMinutes: seconds === null ? null : Math.round(seconds / 60),
    answered: row?.answered ?? 0,
  };
}

/**
 * Won / closed per kind and per source, from the (kind, source, stage) tallies the database
 * triggers keep: the closed leads' rows only, never the leads themselves.
 */
export async function conversions(db: Database) {
  const tallied = await db
    .select({
      kind: leadStageTallies.kind,
      source: leadStageTallies.source,
      won: sql<number>`sum(${leadStageTallies.leads}) filter (where ${leadStageTallies.status} = 'won')`,
      closed: sql<number>`sum(${leadStageTallies.leads})`,
    })
    .from(leadStageTallies)
    .where(inArray(leadStageTallies.status, CLOSED_STATUSES as LeadStatus[]))
    .groupBy(leadStageTallies.kind, leadStageTallies.source);
  // A kind or source whose closed leads were all removed keeps its rows, at 0: left out.
  const rows = tallied
    .map((row) => ({
      kind: row.kind as LeadKind,
      source: row.source,
      won: Number(row.won ?? 0),
      closed: Number(row.closed ?? 0),
    }))
    .filter((row) => row.closed > 0);
  const add = <Key extends string>(
    into: Map<Key, Conversion<Key>>,
    key: Key,
    row: (typeof rows)[number],
  ) => {
    const entry = into.get(key) ?? { key, won: 0, closed: 0 };
    entry.won += row.won;
    entry.closed += row.closed;
    into.set(key, entry);
  };
  const byKind = new Map<LeadKind, Conversion<LeadKind>>();
  const bySource = new Map<string, Conversion<string>>();
  for (const row of rows) {
    add(byKind, row.kind, row);
    add(bySource, row.source, row);
  }
  const sorted = <Key extends string>(map: Map<Key, Conversion<Key>>) =>
    [...map.values()].sort((a, b) => b.closed - a.closed || a.key.localeCompare(b.key));
  return { byKind: sorted(byKind), bySource: sorted(bySource) };
}

/**
 * New leads per week over the last 12 weeks (weeks end today, viewer's zone), and how many of
 * each week's leads are Won now: added up from the hour tallies, never the leads themselves.
 */
export async function weeklyNewAndWon(db: Database, clock: ViewerClock): Promise<WeekCount[]> {
  const days = recentDays(clock.now, clock.timeZone, CHART_WEEKS * 7);
  const weeks = days.filter((_, index) => index % 7 === 0);
  const counts = await countsPerBucket(
    db,
    weeks.map((week) => week.start),
    days.at(-1)!.end,
  );
  return weeks.map((week, index) => ({
    start: week.date,
    received: counts[index]!.received,
    won: counts[index]!.won,
  }));
}

export async function leadNumbers(db: Database, clock: ViewerClock): Promise<LeadNumbers> {
  const [byStage, firstResponse, conversion, weekly] = await Promise.all([
    leadsByStage(db),
    firstResponseThisMonth(db, clock),
    conversions(db),
    weeklyNewAndWon(db, clock),
  ]);
  return { byStage, firstResponse, ...conversion, weekly };
}
