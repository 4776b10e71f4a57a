/**
 * Wall-clock readings of a time zone and the instants they name, with Intl alone (Node 20 has no
 * Temporal): the lead periods (days and weeks in the company's zone), every "today" of a zone
 * (`calendarDay`: the company's) and the form service's zoneless times use them.
 */

/** A wall-clock reading: month 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** 'YYYY-MM-DD' of a wall-clock reading. */
export function calendarDayOf({
  year,
  month,
  day,
}: Pick<WallClock, "year" | "month" | "day">): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * 'YYYY-MM-DD': the calendar day a clock in `timeZone` shows at `instant` (the company's today,
 * a posting's closing day). Its formatter is built once per zone: building one costs more than using it.
 */
export function calendarDay(instant: Date, timeZone: string): string {
  return calendarDayOf(wallClock(instant, timeZone));
}

function wallClockAsUtc(clock: WallClock): number {
  return Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
    clock.millisecond,
  );
}

/** How far ahead of UTC a clock in `timeZone` is at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAsUtc(wallClock(new Date(instant), timeZone)) - instant;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a clock in `timeZone` shows `clock`. A reading that happens twice (clocks turned
 * back) gives the earlier instant; one that never happens (clocks turned forward) is moved
 * forward by the gap, as Temporal's "compatible" disambiguation does.
 */
export function instantOf(clock: WallClock, timeZone: string): Date {
  const asUtc = wallClockAsUtc(clock);
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const matches = [asUtc - before, asUtc - after].filter((candidate) =>
    sameReading(wallClock(new Date(candidate), timeZone), clock),
  );
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(asUtc - before);
}

function sameReading(a: WallClock, b: WallClock): boolean {
  return wallClockAsUtc(a) === wallClockAsUtc(b);
}

/**
 * ISO 8601 of `instant` as a clock in `timeZone` reads it, with its offset
 * ("2026-06-01T12:30:00-04:00"): what an export carries so a spreadsheet keeps the local time.
 */
export function isoInZone(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const offsetMinutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const pad = (value: number) => String(value).padStart(2, "0");
  const hours = pad(Math.floor(Math.abs(offsetMinutes) / 60));
  return `${calendarDayOf(clock)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${sign}${hours}:${pad(Math.abs(offsetMinutes) % 60)}`;
}
