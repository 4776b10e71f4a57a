import { yearsBefore as calendarYearsBefore, RETENTION } from "~/jobs/retention";
import { calendarDaysBefore, wallClock } from "../dashboard/periods";

/**
 * When the daily lead jobs run and what "one business day" means (docs/product.md#the-lead-pipeline):
 * pure code, in the company's time zone, tested across zones and daylight-saving changes.
 */

/** When the day's lead e-mail goes out and old leads are removed: the daily jobs' hour. */
export { DAILY_RUN_HOUR, dueRunDay } from "~/jobs/run-day";

/** 0 Sunday … 6 Saturday, of the calendar day holding `instant` in `timeZone`. */
function weekdayOf(instant: Date, timeZone: string): number {
  const { year, month, day } = wallClock(instant, timeZone);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/**
 * The same wall-clock time on the business day (Monday to Friday) before `now`'s: a lead received
 * before it has waited more than one business day. Monday 7:00 looks back to Friday 7:00, so a
 * lead from the weekend is late on Tuesday morning, not on Monday.
 */
export function oneBusinessDayBefore(now: Date, timeZone: string): Date {
  let days = 1;
  while (isWeekend(weekdayOf(calendarDaysBefore(now, days, timeZone), timeZone))) days += 1;
  return calendarDaysBefore(now, days, timeZone);
}

/** Leads whose last activity is older than this are removed (unless Won): app/jobs/retention.ts. */
export const RETENTION_YEARS = RETENTION.leadIdleYears;

/** The instant `years` calendar years before `now` (29 February falls back to 28). */
export function yearsBefore(now: Date, years = RETENTION_YEARS): Date {
  return calendarYearsBefore(now, years);
}
