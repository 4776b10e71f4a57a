import { and, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leads } from "../leads.schema";
import { byStageOf, readStageTallies, type StageTally } from "../pipeline/board.server";
import { type LeadStatus, SALE_ENDS } from "../pipeline/pipeline";
import type { DailyCount, ViewerClock } from "./dashboard.server";
import type { LeadKind } from "./dashboard.validation";
import { countsPerDay, type DayCount } from "./hour-tallies.server";
import { startOfDay, wallClock } from "./periods";

/**
 * The dashboard's numbers (docs/product.md#the-numbers): leads by stage, the median time to a
 * first answer this month, conversion (Won / closed) per source and per kind, and new vs. won
 * per week. Three statements: the stage tallies (by stage and conversion), the month's answered
 * leads (an index range), and the hour tallies of the last twelve weeks (both charts).
 */

/** Weeks in the new-vs-won chart: a quarter. */
const CHART_WEEKS = 12;

export interface Conversion<Key extends string> {
  key: Key;
  won: number;
  /** Won and Lost together: the leads whose outcome is known. */
  closed: number;
}

interface FirstResponse {
  /** Median minutes from arrival to the first reply or call, or null when none was answered. */
  medianMinutes: number | null;
  /** How many of this month's leads were answered. */
  answered: number;
}

interface WeekCount {
  /** 'YYYY-MM-DD': the week's first day in the company's zone. */
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
function startOfMonth(clock: ViewerClock): Date {
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
      // The median of the intervals themselves, converted once: converting each lead's interval
      // to seconds (a numeric) cost most of the statement (docs/decisions/0068).
      seconds: sql<
        number | string | null
      >`extract(epoch from percentile_cont(0.5) within group (order by ${leads.firstResponseAt} - ${leads.createdAt}))`,
      answered: sql<number>`count(${leads.firstResponseAt})::int`,
    })
    .from(leads)
    .where(
      and(gte(leads.createdAt, startOfMonth(clock)), sql`${leads.firstResponseAt} is not null`),
    );
}

/** Median time to first response of the leads received this calendar month. */
async function firstResponseThisMonth(db: Database, clock: ViewerClock): Promise<FirstResponse> {
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
function conversionsOf(tallies: readonly StageTally[]) {
  const closed = tallies.filter((row) => SALE_ENDS.includes(row.status));
  // A kind or source whose closed leads were all removed keeps its rows, at 0: left out.
  const rows = closed.filter((row) => row.leads > 0);
  const add = <Key extends string>(
    into: Map<Key, Conversion<Key>>,
    key: Key,
    row: (typeof rows)[number],
  ) => {
    const entry = into.get(key) ?? { key, won: 0, closed: 0 };
    if (row.status === "won") entry.won += row.leads;
    entry.closed += row.leads;
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

/** Weeks of seven of the given days, the first starting on the first day. */
function weeksOf(days: readonly DayCount[]): WeekCount[] {
  return Array.from({ length: Math.floor(days.length / 7) }, (_, index) => {
    const week = days.slice(index * 7, index * 7 + 7);
    return {
      start: week[0]!.date,
      received: week.reduce((sum, day) => sum + day.received, 0),
      won: week.reduce((sum, day) => sum + day.won, 0),
    };
  });
}

/** Days in the dashboard's daily chart. */
const CHART_DAYS = 30;

/**
 * The numbers, and the daily chart's last 30 days, in three statements: the twelve weeks' days
 * are read once and give both charts.
 */
export async function leadNumbers(
  db: Database,
  clock: ViewerClock,
): Promise<LeadNumbers & { daily: DailyCount[] }> {
  const [tallies, firstResponse, days] = await Promise.all([
    readStageTallies(db),
    firstResponseThisMonth(db, clock),
    countsPerDay(db, clock, CHART_WEEKS * 7),
  ]);
  return {
    byStage: byStageOf(tallies),
    firstResponse,
    ...conversionsOf(tallies),
    weekly: weeksOf(days),
    daily: days.slice(-CHART_DAYS).map((day) => ({ date: day.date, count: day.received })),
  };
}
