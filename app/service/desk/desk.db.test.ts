import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, employeeCookie, grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { placedWorkOrder, serviceClient } from "../../../tests/support/service";
import * as orderPage from "../routes/admin-work-order";
import * as deskPage from "../routes/admin-work-orders";
import { workOrderEvents, workOrders } from "../service.schema";

const database = useTestDatabase();
let cookies: Record<"admin" | "service" | "employee", string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const deps = testContext(database());
  cookies = {
    admin: await adminCookie(deps),
    service: await grantedCookie(deps, "sal@example.com", "service"),
    employee: await employeeCookie(deps, "emma@example.com"),
  };
  const db = database().db;
  await serviceClient(
    db,
    { name: "Chain" },
    [
      {
        siteNumber: "1142",
        name: "Pasadena",
        address: "1 Main St",
        timeZone: "America/Los_Angeles",
      },
      { siteNumber: "2001", name: "Queens", address: "2 Elm St", timeZone: "America/New_York" },
    ],
    [{ name: "Fran", email: "fran@chain.example" }],
  );
  const now = new Date("2026-06-01T16:00:00Z");
  for (const [key, priority, site] of [
    ["routine", "routine", "1142"],
    ["emergency", "emergency", "2001"],
    ["urgent", "urgent", "1142"],
  ] as const) {
    const changes = { priority, site, description: "Lanes down", location: "", po: "PO-1" };
    ids[key] = (await placedWorkOrder(db, changes, { now })).id;
  }
});

async function desk(query = "", cookie = cookies.service) {
  return settle(() =>
    deskPage.loader(
      routeArgs(pageRequest(`/admin/work-orders${query}`, { cookie }), database()) as never,
    ),
  );
}

describe("the office's work orders", () => {
  it("are refused (403) to an employee without the service permission, the list, a work order and its status", async () => {
    expect((await desk("", cookies.employee)).status).toBe(403);
    const args = (form?: Record<string, string>) =>
      routeArgs(
        pageRequest(`/admin/work-orders/${ids.routine}`, { cookie: cookies.employee, form }),
        database(),
        { workOrderId: ids.routine! },
      ) as never;
    expect((await settle(() => orderPage.loader(args()))).status).toBe(403);
    expect((await settle(() => orderPage.action(args({ status: "cancelled" })))).status).toBe(403);
    const [order] = await database()
      .db.select()
      .from(workOrders)
      .where(eq(workOrders.id, ids.routine!));
    expect(order?.status).toBe("open");
  });

  it("lists the nearest clock first, each due time in its site's zone, naming it", async () => {
    const listed = await desk();
    const orders = (listed.body as { orders: { id: string; nextDue: string }[] }).orders;
    expect(orders.map((order) => order.id)).toEqual([ids.emergency, ids.urgent, ids.routine]);
    // Emergency at the New York store: respond within 30 minutes of 12:00 EDT.
    expect(orders[0]?.nextDue).toBe("Respond by June 1, 2026 at 12:30 PM EDT (America/New_York)");
    expect(orders[1]?.nextDue).toContain("PDT (America/Los_Angeles)");
    const filtered = await desk("?priority=P3%20Routine&status=open");
    expect((filtered.body as { orders: { id: string }[] }).orders.map((order) => order.id)).toEqual(
      [ids.routine],
    );
  });

  it("changes a status on the timeline, and then runs the next clock; Dispatched only by the dispatch form", async () => {
    const post = (status: string) =>
      settle(() =>
        orderPage.action(
          routeArgs(
            pageRequest(`/admin/work-orders/${ids.routine}`, {
              cookie: cookies.service,
              form: { status },
            }),
            database(),
            { workOrderId: ids.routine! },
          ) as never,
        ),
      );
    expect((await post("nonsense")).status).toBe(400);
    const noTechnician = await post("dispatched");
    expect(noTechnician.status).toBe(409);
    expect(noTechnician.body).toMatchObject({
      ok: false,
      message: "A work order is dispatched to a technician: use the Dispatch form below.",
    });
    expect((await post("on-hold")).body).toMatchObject({
      ok: true,
      message: "Status changed to On hold.",
    });
    expect((await post("on-hold")).status).toBe(409);
    const events = await database()
      .db.select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, ids.routine!))
      .orderBy(asc(workOrderEvents.id));
    expect(events.map((event) => [event.kind, event.details.to ?? null])).toEqual([
      ["created", null],
      ["status", "on-hold"],
    ]);
    const page = await settle(() =>
      orderPage.loader(
        routeArgs(
          pageRequest(`/admin/work-orders/${ids.routine}`, { cookie: cookies.admin }),
          database(),
          {
            workOrderId: ids.routine!,
          },
        ) as never,
      ),
    );
    expect((page.body as { events: { text: string }[] }).events.map((event) => event.text)).toEqual(
      [
        expect.stringMatching(/^Fran requested service: WO-\d{6}$/),
        "Test Employee moved it from Open to On hold",
      ],
    );
    const listed = (await desk()).body as { orders: { id: string; nextDue: string }[] };
    expect(listed.orders.find((order) => order.id === ids.routine)?.nextDue).toMatch(
      /^On site by /,
    );
  });
});
