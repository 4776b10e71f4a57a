import { WORK_ORDER_STATUSES, type WorkOrderStatus } from "../service";

/** The desk's filter (docs/service-desk.md#the-desk): read from the address, written back to it. */

export interface DeskFilter {
  client: string;
  status: WorkOrderStatus | "";
  priority: string;
  /** A store number as typed ("1142", "#1142"). */
  site: string;
  /** A technician's account id. */
  technician: string;
  /** Only those whose running clock is past its due time. */
  overdue: boolean;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The accounts' ids (Better Auth's): letters, digits, - and _. */
const ACCOUNT_ID = /^[\w-]{1,64}$/;

/** The filter as a query string, page left out: the list's links, the board's and the export's. */
export function deskQuery(filter: DeskFilter): string {
  return new URLSearchParams(
    Object.entries({
      client: filter.client,
      status: filter.status,
      priority: filter.priority,
      site: filter.site,
      technician: filter.technician,
      overdue: filter.overdue ? "1" : "",
    }).filter(([, value]) => value !== ""),
  ).toString();
}

/** The filter a query string names; anything unknown shows all. */
export function deskFilterFrom(search: URLSearchParams): DeskFilter {
  const status = search.get("status") ?? "";
  const client = search.get("client") ?? "";
  const technician = search.get("technician") ?? "";
  return {
    client: UUID.test(client) ? client : "",
    status: (WORK_ORDER_STATUSES as readonly string[]).includes(status)
      ? (status as WorkOrderStatus)
      : "",
    priority: (search.get("priority") ?? "").trim().slice(0, 40),
    site: (search.get("site") ?? "").trim().slice(0, 40),
    technician: ACCOUNT_ID.test(technician) ? technician : "",
    overdue: search.get("overdue") === "1",
    page: Math.min(10_000, Math.max(1, Number.parseInt(search.get("page") ?? "", 10) || 1)),
  };
}
