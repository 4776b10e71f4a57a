import { CSV_BOM, csvRow } from "~/csv/csv";
import type { Translator } from "~/i18n/translator";
import { isoInZone } from "~/site/wall-clock";
import { workOrderNumber } from "../service";
import type { WorkOrderRow } from "../service.schema";
import { WORK_ORDER_STATUS_KEYS } from "./office-labels";

/**
 * The desk's export (docs/service-desk.md#the-desk): the filtered list, one work order a row, due
 * times in ISO 8601 on the site's clock with its offset and the zone named in its own column.
 */
const DESK_CSV_HEADER = [
  "Number",
  "Client",
  "Site number",
  "Site",
  "Status",
  "Priority",
  "PO",
  "NTE",
  "Respond by",
  "On site by",
  "Complete by",
  "Time zone",
  "Technician",
  "Created",
] as const;

/** The most rows one export carries: the desk's whole history of a large account fits. */
export const DESK_CSV_LIMIT = 20_000;

interface DeskCsvRow {
  order: Pick<
    WorkOrderRow,
    | "number"
    | "status"
    | "priority"
    | "poMissing"
    | "poNumber"
    | "nteCents"
    | "respondBy"
    | "onSiteBy"
    | "completeBy"
    | "createdAt"
  >;
  clientName: string;
  siteNumber: string;
  siteName: string;
  timeZone: string;
  technicianName: string | null;
}

/** Cents as dollars with two decimals ("1250.00"); empty when there is no NTE. */
const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

export function deskCsv(rows: readonly DeskCsvRow[], t: Translator["t"]): string {
  return (
    CSV_BOM +
    csvRow(DESK_CSV_HEADER) +
    rows
      .map(({ order, clientName, siteNumber, siteName, timeZone, technicianName }) =>
        csvRow([
          workOrderNumber(order.number),
          clientName,
          siteNumber,
          siteName,
          t(WORK_ORDER_STATUS_KEYS[order.status]),
          order.priority,
          order.poMissing ? "PO missing" : order.poNumber,
          dollars(order.nteCents),
          isoInZone(order.respondBy, timeZone),
          isoInZone(order.onSiteBy, timeZone),
          isoInZone(order.completeBy, timeZone),
          timeZone,
          technicianName ?? "",
          isoInZone(order.createdAt, timeZone),
        ]),
      )
      .join("")
  );
}

/** "work-orders-2026-11-29.csv": the office's day. */
export function deskCsvFileName(day: string): string {
  return `work-orders-${day}.csv`;
}
