import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { placedWorkOrder, serviceClient, serviceRequest } from "../../../tests/support/service";
import { workOrderNumber } from "../service";
import { serviceClients, workOrderEvents, workOrders } from "../service.schema";
import type { ServiceRequest } from "../service.validation";
import { matchRequester } from "./work-orders.server";

const database = useTestDatabase();
const LA = "America/Los_Angeles";

let clientId = "";

/** Fran's emergency at store 1142, with the test's changes. */
const request = (changes: Partial<ServiceRequest> = {}) =>
  serviceRequest({
    name: "Fran Manager",
    company: "Chain Stores",
    priority: "emergency",
    description: "The POS circuit tripped, three lanes down.",
    po: "PO-77",
    meet: "Store manager",
    ...changes,
  });

beforeEach(async () => {
  const db = database().db;
  await db.delete(workOrders);
  await db.delete(serviceClients);
  const store = (siteNumber: string, timeZone: string) => ({
    siteNumber,
    name: `Store ${siteNumber}`,
    address: `${siteNumber} Main St`,
    timeZone,
  });
  clientId = await serviceClient(
    db,
    { name: "Chain Stores", poRequired: true, defaultNte: 50_000 },
    [store("1142", LA), store("2001", "America/New_York"), store("3003", LA)],
    [
      { name: "Fran Manager", email: "Fran@Chain.example" },
      { name: "Rita Regional", email: "rita@chain.example", language: "es", sites: ["2001"] },
    ],
  );
});

function orderAt(now: Date, changes: Partial<ServiceRequest> = {}) {
  return placedWorkOrder(database().db, request(changes), { now });
}

describe("a request from a client's contact", () => {
  it("is matched by address (any case) and store number as typed, within the contact's sites", async () => {
    const db = database().db;
    expect((await matchRequester(db, " FRAN@chain.example", "Store #1142"))?.site.siteNumber).toBe(
      "1142",
    );
    expect((await matchRequester(db, "rita@chain.example", "2001"))?.contact.name).toBe(
      "Rita Regional",
    );
    // Rita may request for store 2001 only; nobody else is a contact; 9999 is no site.
    expect(await matchRequester(db, "rita@chain.example", "1142")).toBeNull();
    expect(await matchRequester(db, "stranger@example.com", "1142")).toBeNull();
    expect(await matchRequester(db, "fran@chain.example", "9999")).toBeNull();
    expect(await matchRequester(db, "fran@chain.example", "123 Main St, Pasadena")).toBeNull();
  });

  it("becomes a numbered work order with the client's default NTE, its PO, and a timeline entry", async () => {
    const order = await orderAt(new Date("2026-06-01T16:00:00Z"));
    expect(workOrderNumber(order.number)).toMatch(/^WO-\d{6}$/);
    expect(order).toMatchObject({ nteCents: 50_000, poNumber: "PO-77", poMissing: false });
    expect(order.priority).toBe("P1 Emergency");
    const events = await database()
      .db.select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, order.id));
    expect(events.map((event) => event.kind)).toEqual(["created"]);
    const next = await orderAt(new Date("2026-06-01T17:00:00Z"));
    expect(next.number).toBe(order.number + 1);
  });

  it("is still a work order without the PO the client requires, flagged PO missing", async () => {
    const order = await orderAt(new Date("2026-06-01T16:00:00Z"), { po: "" });
    expect(order.poMissing).toBe(true);
  });
});

describe("due times in the site's zone", () => {
  it("counts a 4-hour window in elapsed time across the spring-forward gap", async () => {
    // 00:30 PST on 8 March 2026; clocks jump from 02:00 to 03:00: four hours on is 05:30 PDT.
    const order = await orderAt(new Date("2026-03-08T08:30:00Z"));
    expect(order.onSiteBy.toISOString()).toBe("2026-03-08T12:30:00.000Z");
    expect(order.respondBy.toISOString()).toBe("2026-03-08T09:00:00.000Z");
    // The one-day completion keeps the time of day on the site's clock: 00:30 PDT on 9 March.
    expect(order.completeBy.toISOString()).toBe("2026-03-09T07:30:00.000Z");
  });

  it("keeps the site's time of day for a window of days across the change of clocks", async () => {
    // Routine: 10:00 PST on Friday 6 March; on site within 5 days is 10:00 PDT on 11 March.
    const order = await orderAt(new Date("2026-03-06T18:00:00Z"), { priority: "routine" });
    expect(order.priority).toBe("P3 Routine");
    expect(order.onSiteBy.toISOString()).toBe("2026-03-11T17:00:00.000Z");
    expect(order.respondBy.toISOString()).toBe("2026-03-07T18:00:00.000Z");
    expect(order.completeBy.toISOString()).toBe("2026-03-16T17:00:00.000Z");
  });

  it("reads the day in the site's own zone, not the company's", async () => {
    // 10:00 EST in New York on 6 March; five days on is 10:00 EDT (14:00Z), a day after LA's change.
    const order = await orderAt(new Date("2026-03-06T15:00:00Z"), {
      email: "rita@chain.example",
      site: "2001",
      priority: "routine",
    });
    expect(order.onSiteBy.toISOString()).toBe("2026-03-11T14:00:00.000Z");
  });

  it("takes the client's own priority windows when the office changed them", async () => {
    const db = database().db;
    await db
      .update(serviceClients)
      .set({
        priorities: [
          { name: "P1 - 2 Hours", respondMinutes: 15, onSiteMinutes: 120, completeMinutes: 480 },
        ],
      })
      .where(eq(serviceClients.id, clientId));
    // One priority only: every level is it.
    const order = await orderAt(new Date("2026-11-01T08:30:00Z"), { priority: "routine" });
    expect(order.priority).toBe("P1 - 2 Hours");
    // 01:30 PDT, clocks turned back at 02:00: two elapsed hours is 02:30 PST (10:30Z).
    expect(order.onSiteBy.toISOString()).toBe("2026-11-01T10:30:00.000Z");
  });
});
