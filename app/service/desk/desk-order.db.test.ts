import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { useTestDatabase } from "../../../tests/support/database";
import { chainWithStore, placedWorkOrder } from "../../../tests/support/service";
import { runningClock } from "../clocks/clocks";
import type { WorkOrderStatus } from "../service";
import { type WorkOrderRow, workOrders } from "../service.schema";
import {
  filteredCount,
  filteredWorkOrders,
  firstOfEachStatus,
  nextClock,
  PRIORITY_NAMES,
} from "./desk.server";

const database = useTestDatabase();

const NO_FILTER = {
  client: "",
  status: "",
  priority: "",
  site: "",
  technician: "",
  overdue: false,
  page: 1,
} as const;

/** The plan PostgreSQL would choose for `query`, one line a node. */
function planOf(query: SQL): Promise<string> {
  return database().db.transaction(async (tx) => {
    // An empty table would be scanned whatever the indexes: the plan says what could serve.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    const { rows } = result as unknown as { rows: Array<Record<string, string>> };
    return rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

const SORT = /^\s*(->\s*)?(Incremental )?Sort\b/m;

describe("the desk's order", () => {
  it("is served by the running clock's index, not a sort of every work order", async () => {
    const plan = await planOf(sql`select ${workOrders.id} from ${workOrders}
        order by ${nextClock} asc nulls last, ${workOrders.createdAt} desc, ${workOrders.id} asc
        limit 50`);
    expect(plan).toContain("work_orders_next_clock_idx");
    expect(plan).not.toMatch(SORT);
  });

  it("within one status (a board's column, the status filter) is read from the status's part of an index", async () => {
    const db = database().db as unknown as Database;
    for (const status of ["open", "closed"] as const) {
      const query = filteredWorkOrders(db, { ...NO_FILTER, status }, new Date()).getSQL();
      const plan = await planOf(query);
      expect(plan).toContain("work_orders_status_clock_idx");
      expect(plan).not.toMatch(SORT);
    }
  });
});

describe("the board's columns", () => {
  it("are read from each status's part of an index in one statement, without a sort", async () => {
    const db = database().db as unknown as Database;
    const { status: _all, ...filter } = NO_FILTER;
    const plan = await planOf(
      firstOfEachStatus(db, filter, ["open", "closed"], 21, new Date()).getSQL(),
    );
    expect(plan).toContain("work_orders_status_clock_idx");
    // Each status's cards come in the index's order; only the few chosen are sorted into columns.
    expect(plan).not.toMatch(/Limit[^\n]*\n\s*->\s*(Incremental )?Sort\b/);
  });
});

describe("the priority filter's names", () => {
  it("are read one index probe a name, not by a distinct over every work order", async () => {
    const plan = await planOf(PRIORITY_NAMES);
    expect(plan).toContain("work_orders_priority_idx");
    expect(plan).not.toMatch(/Unique|HashAggregate|Seq Scan/);
  });
});

describe("the desk's count", () => {
  it("of a store number reads that number's sites' work orders from their index", async () => {
    const db = database().db as unknown as Database;
    const plan = await planOf(
      filteredCount(db, { ...NO_FILTER, site: "#12" }, new Date()).getSQL(),
    );
    expect(plan).toContain("work_orders_site_idx");
  });
});

describe("the running clock the list and the board read from the database", () => {
  it("is the one `runningClock` works out from the row, with its due time, in every state", async () => {
    const db = database().db as unknown as Database;
    await chainWithStore(db);
    const at = (hour: number) => new Date(Date.UTC(2026, 5, 2, hour));
    /** A work order in each place of its clocks: none met, each met in turn, stopped by status. */
    const states: Array<[WorkOrderStatus, Partial<WorkOrderRow>]> = [
      ["open", {}],
      ["dispatched", { respondedAt: at(1) }],
      ["on-site", { respondedAt: at(1), checkedInAt: at(2) }],
      ["on-hold", { respondedAt: at(1), checkedInAt: at(2), checkedOutAt: at(3) }],
      ["completed", { respondedAt: at(1), checkedInAt: at(2), completedAt: at(3) }],
      ["cancelled", {}],
      ["invoiced", { respondedAt: at(1), checkedInAt: at(2), completedAt: at(3) }],
      ["on-hold", { respondedAt: at(1) }],
    ];
    const expected = new Map<string, ReturnType<typeof runningClock>>();
    for (const [status, times] of states) {
      const { id } = await placedWorkOrder(db);
      const [row] = await db
        .update(workOrders)
        .set({ status, ...times })
        .where(eq(workOrders.id, id))
        .returning();
      expected.set(id, runningClock(row!));
    }
    const listed = await filteredWorkOrders(db, NO_FILTER, new Date(), 50, 0);
    const read = new Map(
      listed.map(({ order }) => [
        order.id,
        order.clock === null ? null : { clock: order.clock, due: order.due },
      ]),
    );
    expect(read).toEqual(expected);
    // Each clock is in the list at least once, and one stopped one.
    expect(new Set([...expected.values()].map((clock) => clock?.clock ?? null))).toEqual(
      new Set(["respond", "on-site", "complete", null]),
    );
  });
});
