import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { useTestDatabase } from "../../../tests/support/database";
import { placedWorkOrder, serviceClient } from "../../../tests/support/service";
import { workOrders, workOrderTallies } from "../service.schema";
import { type DeskFilter, deskFilterFrom } from "./desk";
import { countWorkOrders, filteredCount } from "./desk.server";

const database = useTestDatabase();

/** The desk's filter of an address without a query: every work order. */
const NO_FILTER = deskFilterFrom(new URLSearchParams());

/** The tallies without their rows at 0, against the work orders counted. */
async function expectTalliesToMatch(db: Database) {
  const counted = await db
    .select({
      clientId: workOrders.clientId,
      status: workOrders.status,
      workOrders: sql<number>`count(*)::int`,
    })
    .from(workOrders)
    .groupBy(workOrders.clientId, workOrders.status);
  const tallied = await db
    .select()
    .from(workOrderTallies)
    .where(sql`${workOrderTallies.workOrders} <> 0`);
  const key = (row: { clientId: string; status: string }) => `${row.clientId}/${row.status}`;
  const sorted = <Row extends { clientId: string; status: string }>(rows: Row[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sorted(tallied)).toEqual(sorted(counted));
}

/** The desk's count of a filter, from the tallies, against the work orders counted. */
async function expectCountsToAgree(db: Database, filter: Partial<DeskFilter>) {
  const now = new Date();
  const [counted] = await filteredCount(db, { ...NO_FILTER, ...filter }, now);
  expect(await countWorkOrders(db, { ...NO_FILTER, ...filter }, now)).toBe(counted!.count);
  return counted!.count;
}

/** A client with one store and one contact who may request for it. */
function aClient(db: Database, name: string, store: string) {
  return serviceClient(
    db,
    { name },
    [{ siteNumber: store, name: `Store ${store}`, address: "1 Main St", timeZone: "UTC" }],
    [{ name: `${name} contact`, email: `desk@${store}.example` }],
  );
}

describe("the desk's count", () => {
  it("follows every write to the work orders: inserts, status moves, deletes and truncation", async () => {
    const db = database().db as unknown as Database;
    const chain = await aClient(db, "Chain", "1142");
    const bank = await aClient(db, "Bank", "77");
    const placed = [];
    for (let i = 0; i < 5; i++) {
      const store = i < 3 ? "1142" : "77";
      placed.push(await placedWorkOrder(db, { email: `desk@${store}.example`, site: store }));
    }
    await expectTalliesToMatch(db);
    expect(await expectCountsToAgree(db, {})).toBe(5);
    expect(await expectCountsToAgree(db, { client: chain })).toBe(3);

    const ids = placed.map((order) => order.id);
    await db
      .update(workOrders)
      .set({ status: "dispatched" })
      .where(inArray(workOrders.id, [ids[0]!, ids[3]!]));
    await db.update(workOrders).set({ status: "cancelled" }).where(eq(workOrders.id, ids[1]!));
    await expectTalliesToMatch(db);
    expect(await expectCountsToAgree(db, { status: "dispatched" })).toBe(2);
    expect(await expectCountsToAgree(db, { client: bank, status: "dispatched" })).toBe(1);
    expect(await expectCountsToAgree(db, { client: chain, status: "open" })).toBe(1);

    await db.delete(workOrders).where(eq(workOrders.id, ids[4]!));
    await expectTalliesToMatch(db);
    expect(await expectCountsToAgree(db, { client: bank })).toBe(1);

    // The filters the tallies do not hold are counted from their index.
    expect(await expectCountsToAgree(db, { site: "1142" })).toBe(3);
    expect(await expectCountsToAgree(db, { client: chain, overdue: true })).toBeGreaterThan(0);

    await db.execute(sql`truncate ${workOrders} cascade`);
    await expectTalliesToMatch(db);
    expect(await expectCountsToAgree(db, {})).toBe(0);
  });
});
