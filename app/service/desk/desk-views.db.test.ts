import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { placedWorkOrder, serviceClient } from "../../../tests/support/service";
import * as deskPage from "../routes/admin-work-orders";
import * as boardPage from "../routes/admin-work-orders-board";
import * as exportCsv from "../routes/admin-work-orders-export";
import { WORK_ORDER_STATUSES } from "../service";
import { workOrders } from "../service.schema";
import { dispatchWorkOrder } from "../technician/visit.server";
import { filteredWorkOrders, firstOfEachStatus } from "./desk.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
let office: string;
let technicianId: string;
const ids: Record<string, string> = {};

/** Dee's routine request at a branch of the bank. */
const request = (site: string) => ({
  name: "Dee",
  email: "dee@bank.example",
  phone: "",
  company: "Bank",
  site,
  priority: "routine" as const,
  description: "ATM dark",
  location: "",
  po: "",
});

beforeAll(async () => {
  const deps = testContext(database());
  office = await grantedCookie(deps, "sal@example.com", "service");
  await grantedCookie(deps, "tina@example.com", "field");
  const db = database().db;
  technicianId = (await db.query.users.findMany()).find(
    (user) => user.email === "tina@example.com",
  )!.id;
  await serviceClient(
    db,
    { name: "Bank, Inc.", poRequired: true, defaultNte: 125_000 },
    [
      { siteNumber: "7", name: "Branch 7", address: "7 Bank St", timeZone: "America/Chicago" },
      { siteNumber: "8", name: "Branch 8", address: "8 Bank St", timeZone: "America/New_York" },
    ],
    [{ name: "Dee", email: "dee@bank.example" }],
  );
  // Two long past (their clocks overdue), one just now (its clock running).
  for (const [key, site, now] of [
    ["late", "7", new Date("2026-06-01T16:00:00Z")],
    ["dispatched", "8", new Date("2026-06-01T17:00:00Z")],
    ["fresh", "8", new Date()],
  ] as const) {
    ids[key] = (await placedWorkOrder(db, request(site), { now })).id;
  }
  await dispatchWorkOrder(
    db,
    deps.company.facts(),
    { ...actor, id: technicianId, name: "Sal" },
    ids.dispatched!,
    {
      technicianId,
      scheduledFor: new Date("2026-06-02T15:00:00Z"),
    },
  );
});

const get = (module: { loader: (args: never) => unknown }, path: string) =>
  settle(() =>
    (module.loader as (args: unknown) => Promise<unknown>)(
      routeArgs(pageRequest(path, { cookie: office }), database()),
    ),
  );

const listed = async (query: string) =>
  ((await get(deskPage, `/admin/work-orders?${query}`)).body as { orders: { id: string }[] }).orders
    .map((order) => order.id)
    .sort();

describe("the desk's filters", () => {
  it("keep a store number as typed, a technician, and the overdue running clocks", async () => {
    expect(await listed("site=%237")).toEqual([ids.late]);
    expect(await listed("site=Store%208")).toEqual([ids.dispatched, ids.fresh].sort());
    expect(await listed(`technician=${technicianId}`)).toEqual([ids.dispatched]);
    expect(await listed("overdue=1")).toEqual([ids.late, ids.dispatched].sort());
    expect(await listed("overdue=1&site=8")).toEqual([ids.dispatched]);
  });
});

describe("the board", () => {
  it("has a column a status, each card offering only the statuses that may follow", async () => {
    const page = await get(boardPage, "/admin/work-orders/board?site=8");
    const columns = (
      page.body as {
        columns: { status: string; cards: { id: string; moves: string[] }[] }[];
      }
    ).columns;
    expect(columns.map((column) => column.status)).toEqual([...WORK_ORDER_STATUSES]);
    expect(columns[0]?.cards.map((card) => card.id)).toEqual([ids.fresh]);
    expect(columns[1]?.cards[0]).toMatchObject({
      id: ids.dispatched,
      moves: ["on-site", "on-hold", "cancelled"],
    });
  });

  it("reads each column's first cards in one statement, the same as the list's status filter", async () => {
    const db = database().db;
    const now = new Date();
    const filter = { client: "", priority: "", site: "", technician: "", overdue: false, page: 1 };
    const firstOf = await firstOfEachStatus(db, filter, WORK_ORDER_STATUSES, 1, now);
    const oneByOne = await Promise.all(
      WORK_ORDER_STATUSES.map((status) => filteredWorkOrders(db, { ...filter, status }, now, 1, 0)),
    );
    // Two are open: only the nearest clock's is the column's first.
    expect(oneByOne[0]?.map((row) => row.order.id)).toEqual([ids.late]);
    expect(firstOf).toEqual(
      oneByOne.flatMap((rows, index) => rows.map((row) => ({ column: index + 1, ...row }))),
    );
  });

  it("moves a card by the status rule, and refuses what may not follow (409), Dispatched without a technician too", async () => {
    const move = (workOrderId: string, status: string) =>
      settle(() =>
        boardPage.action(
          routeArgs(
            pageRequest("/admin/work-orders/board", {
              cookie: office,
              form: { workOrderId, status },
            }),
            database(),
          ) as never,
        ),
      );
    expect((await move(ids.dispatched!, "on-site")).body).toMatchObject({
      ok: true,
      workOrderId: ids.dispatched,
    });
    expect((await move(ids.dispatched!, "invoiced")).status).toBe(409);
    expect((await move(ids.fresh!, "dispatched")).status).toBe(409);
    expect((await move("not-an-id", "on-hold")).status).toBe(404);
    const [order] = await database()
      .db.select()
      .from(workOrders)
      .where(eq(workOrders.id, ids.fresh!));
    expect(order?.status).toBe("open");
  });
});

describe("the desk's export", () => {
  it("is the filtered list as CSV, due times in ISO on the site's clock, with its zone", async () => {
    const answer = await get(exportCsv, "/admin/work-orders/export.csv?site=7");
    const response = answer.response!;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="work-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Number,Client,Site number,Site,Status,Priority,PO,NTE,Respond by,On site by,Complete by,Time zone,Technician,Created",
    );
    expect(lines).toHaveLength(2);
    // Created 11:00 in Chicago (CDT, UTC-5): a day to respond, five on site, ten to complete.
    expect(lines[1]).toMatch(
      /^WO-\d{6},"Bank, Inc.",7,Branch 7,Open,P3 Routine,PO missing,1250\.00,2026-06-02T11:00:00-05:00,2026-06-06T11:00:00-05:00,2026-06-11T11:00:00-05:00,America\/Chicago,,2026-06-01T11:00:00-05:00$/,
    );
  });
});
