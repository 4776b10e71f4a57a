import { instantOf, wallClock } from "~/site/wall-clock";

/**
 * The service desk's rules that need no database (docs/service-desk.md): work-order statuses,
 * priorities and their windows, the due times a priority gives in a site's time zone, and the
 * work order's readable number.
 */

/** The facility platforms' statuses, in their order (docs/service-desk.md#statuses). */
export const WORK_ORDER_STATUSES = [
  "open",
  "dispatched",
  "on-site",
  "on-hold",
  "completed",
  "invoiced",
  "closed",
  "cancelled",
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/**
 * Which status may follow which (docs/service-desk.md#statuses): the visit goes Dispatched, On
 * site, Completed; On hold pauses it; Completed is billed, then closed. Cancelled and Closed end it.
 */
const NEXT_STATUSES: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  open: ["dispatched", "on-hold", "cancelled"],
  dispatched: ["on-site", "on-hold", "cancelled"],
  "on-site": ["completed", "on-hold"],
  "on-hold": ["dispatched", "on-site", "cancelled"],
  completed: ["invoiced", "closed"],
  invoiced: ["closed"],
  closed: [],
  cancelled: [],
};

/** The statuses a work order of this status may move to, in the platforms' order. */
export function nextStatuses(from: WorkOrderStatus): readonly WorkOrderStatus[] {
  return NEXT_STATUSES[from];
}

/** Whether a work order may move from one status to another. */
export function mayFollow(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** What a work order's timeline records. */
export const WORK_ORDER_EVENT_KINDS = [
  "created",
  "status",
  "acknowledged",
  "assigned",
  "check-in",
  "check-out",
  "note",
  "photo",
  "nte-raise",
  "nte-answer",
  "invoice",
  "paid",
] as const;
export type WorkOrderEventKind = (typeof WORK_ORDER_EVENT_KINDS)[number];

/** A work order's three clocks, one per due time (docs/service-desk.md#clocks). */
export const WORK_ORDER_CLOCKS = ["respond", "on-site", "complete"] as const;
export type WorkOrderClock = (typeof WORK_ORDER_CLOCKS)[number];

/** What the clocks job sends: at 75 % of a window, and past its end. */
export const CLOCK_ALERT_KINDS = ["warning", "breach"] as const;
export type ClockAlertKind = (typeof CLOCK_ALERT_KINDS)[number];

/**
 * The request form's three levels (docs/service-desk.md#requests): the first, second and third
 * of the client's priorities.
 */
export const REQUEST_LEVELS = ["emergency", "urgent", "routine"] as const;
export type RequestLevel = (typeof REQUEST_LEVELS)[number];

/** One priority of a client's terms: its name and its three windows, in minutes. */
export interface Priority {
  name: string;
  respondMinutes: number;
  onSiteMinutes: number;
  completeMinutes: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * A new client's priorities (docs/service-desk.md#priorities): the on-site windows are the
 * trade's usual promises; to respond is a quarter of the on-site window or less, to complete
 * a few times it.
 */
export const DEFAULT_PRIORITIES: readonly Priority[] = [
  { name: "P1 Emergency", respondMinutes: 30, onSiteMinutes: 4 * HOUR, completeMinutes: DAY },
  { name: "P2 Urgent", respondMinutes: 2 * HOUR, onSiteMinutes: DAY, completeMinutes: 3 * DAY },
  { name: "P3 Routine", respondMinutes: DAY, onSiteMinutes: 5 * DAY, completeMinutes: 10 * DAY },
];

/** The most priorities a client's terms hold. */
export const MAX_PRIORITIES = 8;
/** The longest window: a year. */
export const MAX_WINDOW_MINUTES = 366 * DAY;

interface DueTimes {
  respondBy: Date;
  onSiteBy: Date;
  completeBy: Date;
}

/**
 * The instant a window ends, started at `from` at a site in `timeZone`: a window of whole days
 * ends at the same time of day on the site's clock that many days later (a "5 days" promise
 * keeps its hour across a change of clocks); a shorter or uneven one is elapsed minutes.
 */
function windowEnd(from: Date, minutes: number, timeZone: string): Date {
  if (minutes <= 0 || minutes % DAY !== 0) return new Date(from.getTime() + minutes * 60_000);
  const clock = wallClock(from, timeZone);
  // Date.UTC rolls the day over into the next month or year; the reading is then read back.
  const shifted = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + minutes / DAY));
  return instantOf(
    {
      ...clock,
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    },
    timeZone,
  );
}

/** The three due times of a work order created at `createdAt` for a site in `timeZone`. */
export function dueTimes(createdAt: Date, priority: Priority, timeZone: string): DueTimes {
  return {
    respondBy: windowEnd(createdAt, priority.respondMinutes, timeZone),
    onSiteBy: windowEnd(createdAt, priority.onSiteMinutes, timeZone),
    completeBy: windowEnd(createdAt, priority.completeMinutes, timeZone),
  };
}

/** WO-000123: the number as the client and the office say it. */
export function workOrderNumber(sequence: number): string {
  return `WO-${String(sequence).padStart(6, "0")}`;
}

/** "4 h", "5 d", "90 min": a window as the admin pages show it. */
export function windowText(minutes: number): string {
  if (minutes % DAY === 0) return `${minutes / DAY} d`;
  if (minutes % HOUR === 0) return `${minutes / HOUR} h`;
  return `${minutes} min`;
}
