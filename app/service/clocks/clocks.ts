import type { Translator } from "~/i18n/translator";
import type { WorkOrderClock, WorkOrderStatus } from "../service";

/**
 * A work order's clocks (docs/service-desk.md#clocks), without the database: which one runs,
 * when each stopped, when its 75 % warning falls, and the time left as the desk says it.
 */

/** Statuses that stop every clock: the work is done, or not wanted. */
export const CLOCKS_STOPPED: readonly WorkOrderStatus[] = [
  "completed",
  "invoiced",
  "closed",
  "cancelled",
];

/** What the clocks are read from: a work order's row, or part of it. */
export interface ClockFacts {
  status: WorkOrderStatus;
  createdAt: Date;
  respondBy: Date;
  onSiteBy: Date;
  completeBy: Date;
  respondedAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  completedAt: Date | null;
}

/** The work order's field that holds each clock's due time. */
export const DUE_FIELDS = {
  respond: "respondBy",
  "on-site": "onSiteBy",
  complete: "completeBy",
} as const satisfies Record<WorkOrderClock, keyof ClockFacts>;

/** The due time of each clock. */
export function dueOf(order: ClockFacts, clock: WorkOrderClock): Date {
  return order[DUE_FIELDS[clock]];
}

/**
 * When a clock was met: the response (the acknowledgement or the first status change), the
 * check-in, the completion (status Completed or the check-out, whichever came first).
 */
export function metAt(order: ClockFacts, clock: WorkOrderClock): Date | null {
  if (clock === "respond") return order.respondedAt;
  if (clock === "on-site") return order.checkedInAt;
  const times = [order.completedAt, order.checkedOutAt].filter((at): at is Date => at !== null);
  return times.length === 0 ? null : new Date(Math.min(...times.map((at) => at.getTime())));
}

/** Whether a clock still runs: not met, and the work order neither done nor cancelled. */
export function isRunning(order: ClockFacts, clock: WorkOrderClock): boolean {
  return metAt(order, clock) === null && !CLOCKS_STOPPED.includes(order.status);
}

/**
 * The clock the desk shows and sorts by: to respond until the response, to be on site until the
 * check-in, to complete until Completed; none once done or cancelled.
 */
export function runningClock(order: ClockFacts): { clock: WorkOrderClock; due: Date } | null {
  for (const clock of ["respond", "on-site", "complete"] as const) {
    if (isRunning(order, clock)) return { clock, due: dueOf(order, clock) };
  }
  return null;
}

/** The share of a window after which the office is warned. */
const WARNING_SHARE = 0.75;

/** The instant 75 % of the window from creation to `due` has passed. */
export function warningAt(createdAt: Date, due: Date): Date {
  const start = createdAt.getTime();
  return new Date(start + Math.floor((due.getTime() - start) * WARNING_SHARE));
}

const MINUTE = 60_000;

/** "3 d 4 h", "2 h 15 min", "40 min": a span in whole minutes, its two largest units. */
export function spanText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/**
 * "2 h 15 min left" or "overdue by 40 min" (in the translator's language): what is left is
 * rounded up (30 seconds left is "1 min left"), what is overdue down but at least a minute.
 */
export function timeLeftText(due: Date, now: Date, { t }: Pick<Translator, "t">): string {
  const ms = due.getTime() - now.getTime();
  if (ms >= 0) return t("service.clock.left", { time: spanText(Math.ceil(ms / MINUTE)) });
  return t("service.clock.overdue", { time: spanText(Math.max(1, Math.floor(-ms / MINUTE))) });
}
