/**
 * The leads dashboard's time filters (docs/product.md#leads-dashboard), computed in the company's
 * time zone: Today is the company's calendar day; This Week and This Month are rolling windows of 7 and
 * 30 days that start at the same wall-clock time 7 or 30 calendar days earlier (so a window that
 * spans a daylight-saving change is 167 or 169 hours long, as a person reading a calendar counts).
 * Pure code: used by the server's queries and by the tests; Node 20 has no Temporal yet.
 */

import { calendarDayOf, instantOf, type WallClock, wallClock } from "~/site/wall-clock";

// Kept under their old address for the lead modules that use them.
export { instantOf, type WallClock, wallClock };

export const PERIODS = ["all", "today", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];

/** Days in each rolling window. */
const ROLLING_DAYS = { week: 7, month: 30 } as const;

/** The same wall-clock reading `days` calendar days later (negative: earlier). */
function shiftDays(clock: WallClock, days: number): WallClock {
  const shifted = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return {
    ...clock,
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

const MIDNIGHT = { hour: 0, minute: 0, second: 0, millisecond: 0 };

/** The first instant of the calendar day `days` after the one that holds `instant`. */
export function startOfDay(instant: Date, timeZone: string, days = 0): Date {
  const clock = shiftDays({ ...wallClock(instant, timeZone), ...MIDNIGHT }, days);
  return instantOf(clock, timeZone);
}

/** The same wall-clock time `days` calendar days before `instant`. */
export function calendarDaysBefore(instant: Date, days: number, timeZone: string): Date {
  return instantOf(shiftDays(wallClock(instant, timeZone), -days), timeZone);
}

/** [from, to): null means unbounded on that side. */
interface TimeRange {
  from: Date | null;
  to: Date | null;
}

/** The instants a period covers in `timeZone` at `now`. */
export function periodRange(period: Period, now: Date, timeZone: string): TimeRange {
  switch (period) {
    case "all":
      return { from: null, to: null };
    case "today":
      return { from: startOfDay(now, timeZone), to: startOfDay(now, timeZone, 1) };
    case "week":
    case "month":
      return { from: calendarDaysBefore(now, ROLLING_DAYS[period], timeZone), to: null };
  }
}

interface DayBucket {
  /** 'YYYY-MM-DD' in the company's time zone. */
  date: string;
  start: Date;
  end: Date;
}

/**
 * The last `days` calendar days up to and including today, oldest first. Each midnight is found
 * once (a day's end is the next day's start) and the dates come from the calendar, not from a
 * formatter: the charts ask for 30 and 84 days on every dashboard view.
 */
export function recentDays(now: Date, timeZone: string, days = 30): DayBucket[] {
  const today = { ...wallClock(now, timeZone), ...MIDNIGHT };
  const midnights = Array.from({ length: days + 1 }, (_, index) =>
    shiftDays(today, index - (days - 1)),
  );
  const starts: Date[] = [];
  for (const [index, clock] of midnights.entries()) {
    // Most days last 24 hours: the previous midnight a day later, when a clock there reads this
    // midnight, is it (one reading instead of instantOf's four, docs/decisions/0068). A day with
    // a clock change fails the check and is found the long way.
    const previous = starts[index - 1];
    const guess = previous ? new Date(previous.getTime() + DAY_MS) : undefined;
    starts.push(
      guess && readsAs(wallClock(guess, timeZone), clock) ? guess : instantOf(clock, timeZone),
    );
  }
  return midnights.slice(0, days).map((clock, index) => ({
    date: calendarDayOf(clock),
    start: starts[index]!,
    end: starts[index + 1]!,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

function readsAs(reading: WallClock, clock: WallClock): boolean {
  return (
    reading.year === clock.year &&
    reading.month === clock.month &&
    reading.day === clock.day &&
    reading.hour === clock.hour &&
    reading.minute === clock.minute &&
    reading.second === clock.second
  );
}
