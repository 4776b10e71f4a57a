import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { CompanyFacts } from "~/company/facts";
import type { Database } from "~/db/client.server";
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from "./service";
import {
  serviceClients,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrders,
} from "./service.schema";
import { lockWorkOrder, moveStatus, type Refusal, type VisitActor } from "./visit.server";

/**
 * The office's work-order desk (docs/service-desk.md#the-desk): the list by the nearest clock,
 * one work order with its timeline, and its status changed.
 */

export const DESK_PAGE_SIZE = 50;

export interface DeskFilter {
  client: string;
  status: WorkOrderStatus | "";
  priority: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter a query string names; anything unknown shows all. */
export function deskFilterFrom(search: URLSearchParams): DeskFilter {
  const status = search.get("status") ?? "";
  const client = search.get("client") ?? "";
  return {
    client: UUID.test(client) ? client : "",
    status: (WORK_ORDER_STATUSES as readonly string[]).includes(status)
      ? (status as WorkOrderStatus)
      : "",
    priority: (search.get("priority") ?? "").trim().slice(0, 40),
    page: Math.min(10_000, Math.max(1, Number.parseInt(search.get("page") ?? "", 10) || 1)),
  };
}

/**
 * The clock a work order runs on now: to respond while Open, to be on site once Dispatched, to
 * complete while On site or On hold; none once Completed or after.
 */
export const nextClock = sql<Date | null>`case ${workOrders.status}
  when 'open' then ${workOrders.respondBy}
  when 'dispatched' then ${workOrders.onSiteBy}
  when 'on-site' then ${workOrders.completeBy}
  when 'on-hold' then ${workOrders.completeBy}
  else null end`;

/** Which of the three due times the clock is, by status. */
export function clockOf(status: WorkOrderStatus): "respondBy" | "onSiteBy" | "completeBy" | null {
  if (status === "open") return "respondBy";
  if (status === "dispatched") return "onSiteBy";
  if (status === "on-site" || status === "on-hold") return "completeBy";
  return null;
}

/** A page of work orders, the nearest clock first (those without one last, newest first). */
export async function listWorkOrders(db: Database, filter: DeskFilter) {
  const conditions: SQL[] = [];
  if (filter.client) conditions.push(eq(workOrders.clientId, filter.client));
  if (filter.status) conditions.push(eq(workOrders.status, filter.status));
  if (filter.priority) conditions.push(eq(workOrders.priority, filter.priority));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      order: workOrders,
      clientName: serviceClients.name,
      siteNumber: serviceSites.siteNumber,
      siteName: serviceSites.name,
      timeZone: serviceSites.timeZone,
    })
    .from(workOrders)
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .where(where)
    .orderBy(sql`${nextClock} asc nulls last`, desc(workOrders.createdAt), asc(workOrders.id))
    .limit(DESK_PAGE_SIZE)
    .offset((filter.page - 1) * DESK_PAGE_SIZE);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(workOrders)
    .where(where);
  return { rows, total: total?.count ?? 0 };
}

/** The priority names in use, for the filter. */
export async function priorityNames(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ priority: workOrders.priority })
    .from(workOrders)
    .orderBy(asc(workOrders.priority));
  return rows.map((row) => row.priority);
}

/** One work order with its client, site and timeline (oldest first). */
export async function workOrderDetails(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ order: workOrders, client: serviceClients, site: serviceSites })
    .from(workOrders)
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .where(eq(workOrders.id, id));
  if (!row) return null;
  const events = await db
    .select()
    .from(workOrderEvents)
    .where(eq(workOrderEvents.workOrderId, id))
    .orderBy(asc(workOrderEvents.at), asc(workOrderEvents.id));
  return { ...row, events };
}

/**
 * The office's new status, when the rule allows it (docs/service-desk.md#statuses): on the
 * timeline, in the audit log and e-mailed to the requester, in one transaction.
 */
export async function changeStatus(
  db: Database,
  facts: CompanyFacts,
  actor: VisitActor,
  id: string,
  status: WorkOrderStatus,
): Promise<WorkOrderRow | Refusal> {
  if (!UUID.test(id)) return { refused: "missing" };
  return db.transaction(async (tx) => {
    const current = await lockWorkOrder(tx, id);
    if (!current) return { refused: "missing" } as const;
    return moveStatus(tx, facts, actor, current, status);
  });
}
