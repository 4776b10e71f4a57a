import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "~/auth/auth.schema";
import { exampleProfile } from "~/company/profile";
import { companyStore } from "~/company/store.server";
import { outbox } from "~/mail/mail.schema";
import { adminCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import {
  formPost,
  pageRequest,
  routeArgs,
  settle,
  testContext,
} from "../../../tests/support/requests";
import { placedWorkOrder, serviceClient } from "../../../tests/support/service";
import { receiveServiceRequest } from "../client-view/requests.server";
import { acknowledgeWorkOrder, changeStatus } from "../desk/desk.server";
import * as orderPage from "../routes/admin-work-order";
import type { RequestLevel, WorkOrderStatus } from "../service";
import { workOrderClockAlerts, workOrders } from "../service.schema";
import { clientRates, runServiceClocks } from "./clocks.server";

/**
 * The clocks' job (docs/service-desk.md#clocks) on the jobs' clock, moved by the test: the 75 %
 * warning and the breach of each clock, each once however many instances check; the escalation
 * of an emergency nobody acknowledged; the acknowledgement that stops it; the emergency alert at
 * creation; each client's on-time rates.
 */

const database = useTestDatabase();
const created = new Date("2026-06-01T16:00:00Z");
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
let clientId = "";
let office = { id: "", email: "", name: "" };
let adminCookieValue = "";

const profile = {
  ...exampleProfile,
  leadInbox: "office@desk.example",
  onCallEmail: "oncall@desk.example",
  escalationEmail: "boss@desk.example",
  escalationMinutes: 15,
};

/** A process of the site with the on-call settings, on the shared database. */
const instance = () => ({
  ...testContext(database()),
  company: companyStore(database().db, { profile, version: 1 }),
});

beforeAll(async () => {
  const db = database().db;
  adminCookieValue = await adminCookie(testContext(database()));
  const [admin] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
  office = { id: admin!.id, email: admin!.email, name: admin!.name };
  clientId = await serviceClient(
    db,
    { name: "Chain" },
    [
      {
        siteNumber: "1142",
        name: "Pasadena",
        address: "10 Colorado Blvd",
        timeZone: "America/Los_Angeles",
      },
    ],
    [{ name: "Fran", email: "fran@chain.example", phone: "(626) 555-0100" }],
  );
});

beforeEach(async () => {
  await database().db.delete(workOrders);
  await database().db.delete(outbox);
});

function newOrder(priority: RequestLevel) {
  const changes = { priority, description: "Lanes down", location: "", po: "" };
  return placedWorkOrder(database().db, changes, { now: created });
}

/** The office's Acknowledge on a work order's page, as the admin. */
const acknowledge = (workOrderId: string) =>
  settle(() =>
    orderPage.action(
      routeArgs(
        pageRequest(`/admin/work-orders/${workOrderId}`, {
          cookie: adminCookieValue,
          form: { intent: "acknowledge" },
        }),
        database(),
        { workOrderId },
      ) as never,
    ),
  );

/** The office moves a work order through `statuses`, as the status rule lets it, at `when`. */
async function move(id: string, statuses: WorkOrderStatus[], when: Date) {
  const facts = instance().company.facts();
  for (const status of statuses) {
    const moved = await changeStatus(database().db, facts, office, id, status, when);
    expect(moved).toHaveProperty("status", status);
  }
}

const REQUESTER = "fran@chain.example";

/** The clocks' e-mails: the requester's status e-mails left out. */
const sent = async () =>
  (await database().db.select().from(outbox))
    .filter((mail) => mail.to !== REQUESTER)
    .map((mail) => [mail.to, mail.subject]);

describe("the clocks' job", () => {
  it("warns the office once at 75 % of the window, however many instances check", async () => {
    const order = await newOrder("routine"); // P3: respond within a day.
    expect(await runServiceClocks(instance(), at(1079))).toMatchObject({ warnings: 0 });
    const [first, second] = await Promise.all([
      runServiceClocks(instance(), at(1081)),
      runServiceClocks(instance(), at(1081)),
    ]);
    expect(first!.warnings + second!.warnings).toBe(1);
    expect(await runServiceClocks(instance(), at(1200))).toMatchObject({ warnings: 0 });
    const mails = await database().db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "office@desk.example" });
    expect(mails[0]!.subject).toMatch(/^Respond at 75 %: WO-\d{6}: Chain site 1142$/);
    expect(mails[0]!.text).toContain("PDT (America/Los_Angeles)");
    expect(mails[0]!.text).toContain(`/admin/work-orders/${order.id}`);
    const alerts = await database().db.select().from(workOrderClockAlerts);
    expect(alerts.map((alert) => [alert.clock, alert.kind, alert.at])).toEqual([
      ["respond", "warning", at(1081)],
    ]);
  });

  it("records and sends each breach once; a clock met in time sends nothing more", async () => {
    const order = await newOrder("urgent"); // P2: respond 2 h, on site 1 d, complete 3 d.
    await runServiceClocks(instance(), at(121));
    expect(await runServiceClocks(instance(), at(125))).toMatchObject({ breaches: 0 });
    // The response came late (the breach stands); the technician arrives in time.
    await move(order.id, ["dispatched"], at(130));
    await database()
      .db.update(workOrders)
      .set({ checkedInAt: at(600) })
      .where(eq(workOrders.id, order.id));
    await runServiceClocks(instance(), at(3 * 1440 + 1));
    const alerts = await database().db.select().from(workOrderClockAlerts);
    expect(alerts.map((alert) => [alert.clock, alert.kind]).sort()).toEqual([
      ["complete", "breach"],
      ["respond", "breach"],
    ]);
    expect((await sent()).map(([, subject]) => subject?.split(":")[0])).toEqual([
      "Respond missed",
      "Complete missed",
    ]);
    // Completed: no clock runs, nothing more is sent.
    await move(order.id, ["on-site", "completed"], at(5000));
    expect(await runServiceClocks(instance(), at(9000))).toEqual({
      warnings: 0,
      breaches: 0,
      escalations: 0,
    });
  });

  it("escalates an emergency nobody acknowledged in the set minutes, once", async () => {
    const order = await newOrder("emergency");
    expect(order.emergency).toBe(true);
    expect(await runServiceClocks(instance(), at(14))).toMatchObject({ escalations: 0 });
    const [first, second] = await Promise.all([
      runServiceClocks(instance(), at(16)),
      runServiceClocks(instance(), at(16)),
    ]);
    expect(first!.escalations + second!.escalations).toBe(1);
    expect(await runServiceClocks(instance(), at(20))).toMatchObject({ escalations: 0 });
    const mails = await database().db.select().from(outbox);
    const escalation = mails.filter((mail) => mail.to === "boss@desk.example");
    expect(escalation).toHaveLength(1);
    expect(escalation[0]!.text).toContain("within 15 minutes");
    expect(escalation[0]!.text).toContain("10 Colorado Blvd");
  });

  it("does not escalate, nor breach the response, once acknowledged; the page shows who", async () => {
    const order = await newOrder("emergency");
    const answer = await acknowledge(order.id);
    expect(answer.body).toMatchObject({ ok: true, message: "Acknowledged." });
    expect((await acknowledge(order.id)).status).toBe(409);
    expect((await acknowledge("not-a-work-order")).status).toBe(404);
    expect(await acknowledgeWorkOrder(database().db, office, order.id, at(6))).toBeNull();
    const run = await runServiceClocks(instance(), at(31));
    expect(run).toEqual({ warnings: 0, breaches: 0, escalations: 0 });
    const page = await settle(() =>
      orderPage.loader(
        routeArgs(
          pageRequest(`/admin/work-orders/${order.id}`, { cookie: adminCookieValue }),
          database(),
          { workOrderId: order.id },
        ) as never,
      ),
    );
    const body = page.body as { events: { text: string }[]; acknowledged: string | null };
    expect(body.events.map((event) => event.text)).toContain(`${office.name} acknowledged it`);
    expect(body.acknowledged).toMatch(/^Acknowledged .* \(?P[DS]T/);
  });
});

describe("an emergency request", () => {
  it("alerts the on-call address and the office inbox at once, with what they need", async () => {
    const answer = await receiveServiceRequest(
      formPost("/service", {
        name: "Fran",
        email: "fran@chain.example",
        phone: "(626) 555-0100",
        company: "Chain",
        site: "#1142",
        trade: "Electrical",
        priority: "emergency",
        description: "Smoke from the main panel",
        location: "",
        po: "",
        meet: "",
      }),
      instance(),
      created,
    );
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    const [order] = await database().db.select().from(workOrders);
    const mails = await database().db.select().from(outbox);
    const alerts = mails.filter((mail) => mail.subject.startsWith("EMERGENCY WO-"));
    expect(alerts.map((mail) => mail.to).sort()).toEqual([
      "office@desk.example",
      "oncall@desk.example",
    ]);
    for (const text of [
      "Smoke from the main panel",
      "1142 · Pasadena",
      "10 Colorado Blvd",
      "(626) 555-0100",
      "June 1, 2026 at 9:30 AM PDT (America/Los_Angeles)",
      `/admin/work-orders/${order!.id}`,
    ]) {
      expect(alerts[0]!.text).toContain(text);
    }
  });
});

describe("a client's on-time rates", () => {
  it("count the decided clocks of the last 30 and 90 days", async () => {
    const early = await newOrder("emergency");
    const late = await newOrder("emergency");
    await newOrder("routine"); // Nothing decided yet at the time asked.
    const db = database().db;
    await acknowledgeWorkOrder(db, office, early.id, at(10));
    await move(early.id, ["dispatched", "on-site", "completed"], at(600));
    await move(late.id, ["dispatched"], at(45));
    const rates = await clientRates(db, clientId, at(120));
    expect(rates).toEqual([
      {
        days: 30,
        response: { decided: 2, onTime: 1 },
        completion: { decided: 1, onTime: 1 },
      },
      {
        days: 90,
        response: { decided: 2, onTime: 1 },
        completion: { decided: 1, onTime: 1 },
      },
    ]);
    expect((await clientRates(db, clientId, at(40 * 1440)))[0]!.response.decided).toBe(0);
  });
});
