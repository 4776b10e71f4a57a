import { calendarDayOf, wallClock } from "~/site/wall-clock";

/** When the daily jobs run: pure code, in the company's time zone. */

/** The hour (company time) from which the day's jobs run. */
export const DAILY_RUN_HOUR = 7;

/**
 * The company's calendar day ('YYYY-MM-DD') whose run is due at `now`: today once its clock has
 * reached 7:00, else none. A server started after 7:00 still runs the day (the claim in the
 * database makes sure only one process does).
 */
export function dueRunDay(now: Date, timeZone: string, hour = DAILY_RUN_HOUR): string | null {
  const clock = wallClock(now, timeZone);
  return clock.hour >= hour ? calendarDayOf(clock) : null;
}
