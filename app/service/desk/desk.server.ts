import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import type { CompanyFacts } from "~/company/facts";
import type { Database } from "~/db/client.server";
import { type WorkOrderEventKind, type WorkOrderStatus, workOrderNumber } from "../service";
import {
  runningClockDue,
  runningClockName,
  serviceClients,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrders,
  workOrderTallies,
} from "../service.schema";
import {
  lockWorkOrder,
  moveStatus,
  type Refusal,
  type VisitActor,
} from "../technician/visit.server";
import type { DeskFilter } from "./desk";
import { siteNumberKey } from "./work-orders.server";

/**
 * The office's work-order desk (docs/service-desk.md#the-desk): the list by the nearest clock,
 * one work order with its timeline, and its status changed.
 */

export const DESK_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When the running clock is due: the desk's order, served by its index. */
export const nextClock = runningClockDue(workOrders);

/** What the filter keeps; overdue is read at `now` (the jobs' clock, as the clocks' alerts). */
function deskWhere(db: Database, filter: DeskFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.client) conditions.push(eq(workOrders.clientId, filter.client));
  if (filter.status) conditions.push(eq(workOrders.status, filter.status));
  if (filter.priority) conditions.push(eq(workOrders.priority, filter.priority));
  if (filter.site) {
    // The sites of that number (one a client) first, then their work orders: no join needed.
    conditions.push(
      inArray(
        workOrders.siteId,
        db
          .select({ id: serviceSites.id })
          .from(serviceSites)
          .where(sql`lower(${serviceSites.siteNumber}) = ${siteNumberKey(filter.site)}`),
      ),
    );
  }
  if (filter.technician) conditions.push(eq(workOrders.technicianId, filter.technician));
  if (filter.overdue) conditions.push(sql`${nextClock} <= ${now.toISOString()}::timestamptz`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * What the list and the board show of a work order: not the whole row (what was wrong, the
 * visit's texts), which PGlite would read and decode for every row of the page (docs/decisions/0095),
 * nor the seven times its running clock is worked out from, each a date parsed per row: the clock's
 * name and due time, as the database reads them for the desk's order (docs/decisions/0122).
 */
const deskOrderColumns = {
  id: workOrders.id,
  number: workOrders.number,
  status: workOrders.status,
  priority: workOrders.priority,
  poNumber: workOrders.poNumber,
  poMissing: workOrders.poMissing,
  servicechannelId: workOrders.servicechannelId,
  servicechannelNumber: workOrders.servicechannelNumber,
  clock: runningClockName(workOrders),
  due: runningClockDue(workOrders).mapWith(workOrders.respondBy),
};
type DeskOrderColumns = typeof deskOrderColumns;

/** What the export writes of a work order (./desk-csv.ts). */
const exportOrderColumns = {
  number: workOrders.number,
  status: workOrders.status,
  priority: workOrders.priority,
  poNumber: workOrders.poNumber,
  poMissing: workOrders.poMissing,
  nteCents: workOrders.nteCents,
  respondBy: workOrders.respondBy,
  onSiteBy: workOrders.onSiteBy,
  completeBy: workOrders.completeBy,
  createdAt: workOrders.createdAt,
};

/** The nearest clock first, those without one last, newest first: served by the clock indexes. */
const DESK_ORDER = [
  sql`${nextClock} asc nulls last`,
  desc(workOrders.createdAt),
  asc(workOrders.id),
] as const;

/**
 * Work orders the filter keeps, the nearest clock first (those without one last, newest first):
 * `order`'s columns of each, with its client, site and technician.
 */
function deskRows<Order extends Record<string, PgColumn | SQL>>(
  db: Database,
  order: Order,
  filter: DeskFilter,
  now: Date,
) {
  return db
    .select({
      order,
      clientName: serviceClients.name,
      siteNumber: serviceSites.siteNumber,
      siteName: serviceSites.name,
      timeZone: serviceSites.timeZone,
      technicianName: users.name,
    })
    .from(workOrders)
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .leftJoin(users, eq(users.id, workOrders.technicianId))
    .where(deskWhere(db, filter, now))
    .orderBy(...DESK_ORDER)
    .$dynamic();
}

/** A page of the desk (or `limit` rows from `offset`). */
export function filteredWorkOrders(
  db: Database,
  filter: DeskFilter,
  now: Date,
  limit = DESK_PAGE_SIZE,
  offset = (filter.page - 1) * DESK_PAGE_SIZE,
) {
  return deskRows(db, deskOrderColumns, filter, now).limit(limit).offset(offset);
}

/** The export's rows: at most `limit` of what the filter keeps, in the desk's order. */
export function exportedWorkOrders(db: Database, filter: DeskFilter, now: Date, limit: number) {
  return deskRows(db, exportOrderColumns, filter, now).limit(limit);
}

export type DeskRow = Awaited<ReturnType<typeof filteredWorkOrders>>[number];

/**
 * The first `perStatus` work orders of each status the filter keeps, in the desk's order, with
 * the status's place in `statuses` (`column`): the board's columns in one statement, a lateral
 * join, planned once, that reads each status's part of `work_orders_status_clock_idx` (eight
 * statements, one a status, planned the same four-table join eight times; docs/decisions/0112).
 */
export function firstOfEachStatus(
  db: Database,
  filter: Omit<DeskFilter, "status">,
  statuses: readonly WorkOrderStatus[],
  perStatus: number,
  now: Date,
) {
  const wanted = sql`unnest(${`{${statuses.join(",")}}`}::text[]) with ordinality as wanted(status, place)`;
  const ofStatus = db
    .select({
      ...deskOrderColumns,
      clock: deskOrderColumns.clock.as("clock"),
      due: deskOrderColumns.due.as("due"),
      // The order's tie-break: the outer query sorts the chosen cards into columns by it.
      createdAt: workOrders.createdAt,
      clientName: sql<string>`${serviceClients.name}`.as("client_name"),
      siteNumber: serviceSites.siteNumber,
      siteName: sql<string>`${serviceSites.name}`.as("site_name"),
      timeZone: serviceSites.timeZone,
      technicianName: sql<string | null>`${users.name}`.as("technician_name"),
    })
    .from(workOrders)
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .leftJoin(users, eq(users.id, workOrders.technicianId))
    .where(
      and(sql`${workOrders.status} = wanted.status`, deskWhere(db, { ...filter, status: "" }, now)),
    )
    .orderBy(...DESK_ORDER)
    .limit(perStatus)
    .as("of_status");
  // The row's shape as `filteredWorkOrders` gives it, read from the lateral join's columns.
  const order = Object.fromEntries(
    Object.keys(deskOrderColumns).map((key) => [key, ofStatus[key as keyof DeskOrderColumns]]),
  ) as { [Key in keyof DeskOrderColumns]: (typeof ofStatus)[Key] };
  return db
    .select({
      column: sql<number>`wanted.place`.mapWith(Number),
      order,
      clientName: ofStatus.clientName,
      siteNumber: ofStatus.siteNumber,
      siteName: ofStatus.siteName,
      timeZone: ofStatus.timeZone,
      technicianName: ofStatus.technicianName,
    })
    .from(wanted)
    .crossJoinLateral(ofStatus)
    .orderBy(
      sql`wanted.place`,
      sql`${ofStatus.due} asc nulls last`,
      desc(ofStatus.createdAt),
      asc(ofStatus.id),
    );
}

/** A page of work orders and how many the filter keeps. */
export async function listWorkOrders(db: Database, filter: DeskFilter, now = new Date()) {
  const rows = await filteredWorkOrders(db, filter, now);
  return { rows, total: await countWorkOrders(db, filter, now) };
}

/**
 * How many work orders the filter keeps. Under no filter, a client's or a status's, added up from
 * the tallies the database's triggers keep per client and status: a few rows, not the 20,000 work
 * orders (docs/decisions/0120). The other filters count their index's part.
 */
export async function countWorkOrders(db: Database, filter: DeskFilter, now: Date) {
  const [row] = talliedFilter(filter)
    ? await tallySum(db, filter)
    : await filteredCount(db, filter, now);
  return row?.count ?? 0;
}

/**
 * Whether the tallies answer the filter's count: nothing but its client and status is set (a
 * filter added later is counted until the tallies hold it).
 */
function talliedFilter({ client: _client, status: _status, page: _page, ...others }: DeskFilter) {
  return Object.values(others).every((value) => !value);
}

function tallySum(db: Database, filter: Pick<DeskFilter, "client" | "status">) {
  const tally = workOrderTallies;
  return db
    .select({ count: sql<number>`coalesce(sum(${tally.workOrders}), 0)`.mapWith(Number) })
    .from(tally)
    .where(
      and(
        filter.client ? eq(tally.clientId, filter.client) : undefined,
        filter.status ? eq(tally.status, filter.status) : undefined,
      ),
    );
}

/** How many work orders the filter keeps, counted: each filter's column has an index to count from. */
export function filteredCount(db: Database, filter: DeskFilter, now: Date) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(workOrders)
    .where(deskWhere(db, filter, now));
}

/** Each name the next one after the last in the index's order, until there is none. */
export const PRIORITY_NAMES = sql`with recursive names(priority) as (
    (select ${workOrders.priority} from ${workOrders} order by 1 limit 1)
    union all
    select (select w.priority from ${workOrders} w where w.priority > names.priority
      order by w.priority limit 1)
    from names where names.priority is not null)
  select priority from names where priority is not null`;

/**
 * The priority names in use, for the filter: a skip over `work_orders_priority_idx`, one probe a
 * name, instead of a distinct over every work order (docs/decisions/0095).
 */
export async function priorityNames(db: Database): Promise<string[]> {
  const result = await db.execute(PRIORITY_NAMES);
  return (result as unknown as { rows: Array<{ priority: string }> }).rows.map(
    (row) => row.priority,
  );
}

/** The clients by name, for the filter: their ids and names alone. */
export function clientChoices(db: Database) {
  return db
    .select({ id: serviceClients.id, name: serviceClients.name })
    .from(serviceClients)
    .orderBy(asc(sql`lower(${serviceClients.name})`), asc(serviceClients.id));
}

/** One work order with its client, site, technician's name and timeline (oldest first). */
export async function workOrderDetails(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      order: workOrders,
      client: serviceClients,
      site: serviceSites,
      technicianName: users.name,
    })
    .from(workOrders)
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId))
    .leftJoin(users, eq(users.id, workOrders.technicianId))
    .where(eq(workOrders.id, id));
  if (!row) return null;
  const events = await db
    .select()
    .from(workOrderEvents)
    .where(eq(workOrderEvents.workOrderId, id))
    .orderBy(asc(workOrderEvents.at), asc(workOrderEvents.id));
  return { ...row, events };
}

/** What one change of a work order writes: its fields, its timeline entry, its audit action. */
interface WorkOrderChange {
  set: Partial<WorkOrderRow>;
  kind: WorkOrderEventKind;
  action: string;
  details?: Record<string, string>;
}

/**
 * Changes a work order in one transaction, with its timeline entry and audit entry: `change`
 * reads the locked row and says what to write, or null when there is nothing to do. `false`
 * when the work order is not there (or the address names none).
 */
async function changeWorkOrder(
  db: Database,
  actor: VisitActor,
  id: string,
  now: Date,
  change: (current: WorkOrderRow) => WorkOrderChange | null,
): Promise<WorkOrderRow | false | null> {
  if (!UUID.test(id)) return false;
  return db.transaction(async (tx) => {
    const current = await lockWorkOrder(tx, id);
    if (!current) return false;
    const planned = change(current);
    if (!planned) return null;
    const [updated] = await tx
      .update(workOrders)
      .set(planned.set)
      .where(eq(workOrders.id, id))
      .returning();
    await tx.insert(workOrderEvents).values({
      workOrderId: id,
      kind: planned.kind,
      actorId: actor.id,
      actorName: actor.name,
      at: now,
      details: planned.details ?? {},
    });
    await recordAudit(tx, actor, planned.action, id, {
      number: workOrderNumber(current.number),
      ...planned.details,
    });
    return updated!;
  });
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
  now = new Date(),
): Promise<WorkOrderRow | Refusal> {
  if (!UUID.test(id)) return { refused: "missing" };
  return db.transaction(async (tx) => {
    const current = await lockWorkOrder(tx, id);
    if (!current) return { refused: "missing" } as const;
    return moveStatus(tx, facts, actor, current, status, {}, now);
  });
}

/**
 * The office's Acknowledge: who and when, on the timeline and in the audit log; it is the
 * response when none came before, and stops an emergency's escalation. `false` when the work
 * order is not there, `null` when it was acknowledged already.
 */
export function acknowledgeWorkOrder(
  db: Database,
  actor: VisitActor,
  id: string,
  now = new Date(),
): Promise<WorkOrderRow | false | null> {
  return changeWorkOrder(db, actor, id, now, (current) =>
    current.acknowledgedAt
      ? null
      : {
          set: {
            acknowledgedAt: now,
            acknowledgedBy: actor.id,
            respondedAt: current.respondedAt ?? now,
          },
          kind: "acknowledged",
          action: "service.work-order.acknowledge",
        },
  );
}
