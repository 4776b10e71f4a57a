import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import type { Database } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { jobsNow } from "~/jobs/clock.server";
import { listClients } from "./clients.server";
import { DUE_FIELDS, runningClock, timeLeftText } from "./clocks";
import type { DeskFilter } from "./desk";
import { DESK_PAGE_SIZE, type DeskRow, filteredWorkOrders, priorityNames } from "./desk.server";
import { DUE_KEYS } from "./office-labels";
import { answerStatus, type OrderAnswer } from "./order-page.server";
import { dueText } from "./request-mail.server";
import {
  nextStatuses,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
  workOrderNumber,
} from "./service";
import { fieldTechnicians } from "./visit.server";

/**
 * What the desk's list and board share (docs/service-desk.md#the-desk): the filter's choices,
 * the board's columns, and a card's move, which is the work order page's status form.
 */

/** The filter's choices: the clients, the priorities in use and the technicians. */
export async function deskOptions(db: Database) {
  return {
    clients: (await listClients(db)).map((client) => ({ id: client.id, name: client.name })),
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
 * One column a status, each with its nearest clocks first: the filter's status left out (every
 * column is one), a page's worth a column, the rest one link away in the list.
 */
export async function boardColumns(
  db: Database,
  filter: DeskFilter,
  now = jobsNow(),
): Promise<BoardColumn[]> {
  return Promise.all(
    WORK_ORDER_STATUSES.map(async (status) => {
      const rows = await filteredWorkOrders(db, { ...filter, status }, now, DESK_PAGE_SIZE + 1, 0);
      return {
        status,
        rows: rows.slice(0, DESK_PAGE_SIZE),
        more: rows.length > DESK_PAGE_SIZE,
      };
    }),
  );
}

/** A work order as the list's row and the board's card show it, its clock read at `now`. */
export function deskRowView(row: DeskRow, now: Date) {
  const { order, clientName, siteNumber, siteName, timeZone, technicianName } = row;
  const clock = runningClock(order);
  return {
    id: order.id,
    number: workOrderNumber(order.number),
    /** ServiceChannel's number, for a work order that came from it. */
    channelNumber: order.servicechannelId === null ? null : order.servicechannelNumber,
    status: order.status,
    client: clientName,
    site: `${siteNumber} · ${siteName}`,
    priority: order.priority,
    nextDue: clock
      ? `${english.t(DUE_KEYS[DUE_FIELDS[clock.clock]])} ${dueText(clock.due, timeZone, "en")}`
      : null,
    timeLeft: clock ? timeLeftText(clock.due, now, english) : null,
    overdue: clock !== null && clock.due <= now,
    po: order.poNumber,
    poMissing: order.poMissing,
    technician: technicianName,
    // The statuses it may move to: those that follow its own (decision 0085).
    moves: nextStatuses(order.status),
  };
}

export type DeskRowView = ReturnType<typeof deskRowView>;

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
