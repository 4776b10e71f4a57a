import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import type { Database } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { jobsNow } from "~/jobs/clock.server";
import { dueText } from "../client-view/request-mail.server";
import { DUE_FIELDS, timeLeftText } from "../clocks/clocks";
import {
  nextStatuses,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
  workOrderNumber,
} from "../service";
import { fieldTechnicians } from "../technician/visit.server";
import type { DeskFilter } from "./desk";
import { clientChoices, type DeskRow, firstOfEachStatus, priorityNames } from "./desk.server";
import { DUE_KEYS } from "./office-labels";
import { answerStatus, type OrderAnswer } from "./order-page.server";

/**
 * What the desk's list and board share (docs/service-desk.md#the-desk): the filter's choices,
 * the board's columns, and a card's move, which is the work order page's status form.
 */

/** The filter's choices: the clients, the priorities in use and the technicians. */
export async function deskOptions(db: Database) {
  return {
    clients: await clientChoices(db),
    priorities: await priorityNames(db),
    technicians: (await fieldTechnicians(db)).map((person) => ({
      id: person.id,
      name: person.name,
    })),
  };
}

export interface BoardColumn {
  status: WorkOrderStatus;
  rows: DeskRow[];
  /** Whether the filter keeps more of this status than are shown. */
  more: boolean;
}

/**
 * The cards a board's column shows: as many as the lead board's (docs/decisions/0095); each card
 * is a form, and eight columns of 50 cost the server more than the rest of the desk.
 */
export const BOARD_COLUMN_CARDS = 20;

/**
 * One column a status, each with its nearest clocks first: the filter's status left out (every
 * column is one), `BOARD_COLUMN_CARDS` a column, the rest one link away in the list. One
 * statement for all of them (docs/decisions/0112).
 */
export async function boardColumns(
  db: Database,
  filter: DeskFilter,
  now = jobsNow(),
): Promise<BoardColumn[]> {
  const rows = await firstOfEachStatus(
    db,
    filter,
    WORK_ORDER_STATUSES,
    BOARD_COLUMN_CARDS + 1,
    now,
  );
  return WORK_ORDER_STATUSES.map((status, index) => {
    const ofStatus = rows.filter((row) => row.column === index + 1);
    return {
      status,
      rows: ofStatus.slice(0, BOARD_COLUMN_CARDS),
      more: ofStatus.length > BOARD_COLUMN_CARDS,
    };
  });
}

/** The clock a desk row runs on, as `runningClock` gives it (read by the database, desk.server.ts). */
function runningClockOf(order: DeskRow["order"]) {
  return order.clock === null || order.due === null ? null : { clock: order.clock, due: order.due };
}

/** A work order as the board's card shows it, its clock read at `now`. */
export function boardCardView(row: DeskRow, now: Date) {
  const { order, clientName, siteNumber, siteName, technicianName } = row;
  const clock = runningClockOf(order);
  return {
    id: order.id,
    number: workOrderNumber(order.number),
    status: order.status,
    client: clientName,
    site: `${siteNumber} · ${siteName}`,
    priority: order.priority,
    timeLeft: clock ? timeLeftText(clock.due, now, english) : null,
    overdue: clock !== null && clock.due <= now,
    technician: technicianName,
    // The statuses it may move to: those that follow its own (decision 0085).
    moves: nextStatuses(order.status),
  };
}

export type BoardCardView = ReturnType<typeof boardCardView>;

/**
 * A work order as the list's row shows it: the card's facts but its moves (the list moves
 * nothing), its next due time and its PO.
 */
export function deskRowView(row: DeskRow, now: Date) {
  const { order, timeZone } = row;
  const clock = runningClockOf(order);
  const { moves: _moves, ...card } = boardCardView(row, now);
  return {
    ...card,
    /** ServiceChannel's number, for a work order that came from it. */
    channelNumber: order.servicechannelId === null ? null : order.servicechannelNumber,
    nextDue: clock
      ? `${english.t(DUE_KEYS[DUE_FIELDS[clock.clock]])} ${dueText(clock.due, timeZone, "en")}`
      : null,
    po: order.poNumber,
    poMissing: order.poMissing,
  };
}

const english = serverTranslator("en");

/** A card moved: the work order page's status form, answered on the board. */
export async function moveCard(
  context: AppLoadContext,
  viewer: Viewer,
  form: FormData,
): Promise<OrderAnswer & { workOrderId: string }> {
  const workOrderId = String(form.get("workOrderId") ?? "").slice(0, 64);
  return { ...(await answerStatus(context, viewer, workOrderId, form)), workOrderId };
}
