import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createClient, saveSite } from "~/service/clients/clients.server";
import {
  serviceClients,
  serviceSites,
  workOrderEvents,
  workOrders,
} from "~/service/service.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { fakeWorkOrder } from "../../../tests/support/fake-servicechannel";
import { applyPendingEvents, MAX_EVENT_ATTEMPTS } from "./apply.server";
import { servicechannelEvents } from "./servicechannel.schema";
import { enqueueEvent } from "./webhook.server";

const database = useTestDatabase();
const ZONE = "America/Los_Angeles";
const now = new Date("2026-11-20T16:00:00Z");
const OFFICE = { id: null, email: "office@example.com" };

beforeEach(() => database().truncateAll());

const db = () => database().db;
const receive = (eventType: string, object: ReturnType<typeof fakeWorkOrder>) =>
  enqueueEvent(db(), { EventType: eventType, Object: object }, "webhook", now);
const apply = () => applyPendingEvents({ db: db(), companyTimeZone: ZONE, now: () => now });
const order = async (channelId: number) =>
  (await db().select().from(workOrders).where(eq(workOrders.servicechannelId, channelId)))[0];
const timeline = async (workOrderId: string) =>
  db()
    .select()
    .from(workOrderEvents)
    .where(eq(workOrderEvents.workOrderId, workOrderId))
    .orderBy(asc(workOrderEvents.id));

describe("WorkOrderCreated", () => {
  it("makes the client, the site and the work order with ServiceChannel's fields", async () => {
    await receive(
      "WorkOrderCreated",
      fakeWorkOrder({
        Id: 182191991,
        Number: "182191991",
        PurchaseNumber: "PO-77",
        Nte: 1250.5,
        Priority: "P2 - 8 HOURS",
        Trade: "GLASS",
        Category: "REPAIR",
        Caller: "Store manager",
        ScheduledDate_DTO: "2026-11-20T15:38:59-08:00",
        ExpirationDate: "2026-11-21T15:38:59",
        SubscriberName: "Acme Retail",
      }),
    );
    expect(await apply()).toEqual({ applied: 1, failed: 0 });
    const created = await order(182191991);
    expect(created).toMatchObject({
      servicechannelNumber: "182191991",
      poNumber: "PO-77",
      nteCents: 125050,
      priority: "P2 - 8 HOURS",
      trade: "GLASS / REPAIR",
      requesterName: "Store manager",
      status: "open",
    });
    expect(created?.onSiteBy.toISOString()).toBe("2026-11-20T23:38:59.000Z");
    // Without a zone: the site's clock (a new site is in the company's zone).
    expect(created?.completeBy.toISOString()).toBe("2026-11-21T23:38:59.000Z");
    const [client] = await db().select().from(serviceClients);
    expect(client).toMatchObject({ name: "Acme Retail", servicechannelSubscriberId: 2014917243 });
    const [site] = await db().select().from(serviceSites);
    expect(site).toMatchObject({ siteNumber: "110", name: "Store 110 Sacramento", timeZone: ZONE });
    expect((await timeline(created!.id)).map((event) => event.kind)).toEqual(["created"]);
  });

  it("finds the client by subscriber number and the site by store number, in the site's zone", async () => {
    const clientId = await createClient(db(), OFFICE, {
      name: "Acme",
      poRequired: true,
      defaultNte: null,
    });
    await db()
      .update(serviceClients)
      .set({ servicechannelSubscriberId: 2014917243 })
      .where(eq(serviceClients.id, clientId));
    await saveSite(db(), OFFICE, clientId, {
      siteNumber: "110",
      name: "Downtown",
      address: "1 Main St",
      timeZone: "America/New_York",
    });
    await receive(
      "WorkOrderCreated",
      fakeWorkOrder({ Id: 5, PurchaseNumber: "", ExpirationDate: "2026-11-21T15:00:00" }),
    );
    await apply();
    const created = await order(5);
    expect(created?.clientId).toBe(clientId);
    expect(created?.poMissing).toBe(true);
    expect(created?.completeBy.toISOString()).toBe("2026-11-21T20:00:00.000Z");
    expect(await db().select().from(serviceSites)).toHaveLength(1);
  });
});

describe("changes", () => {
  it("apply a status, an NTE, a priority and a schedule, each on the timeline", async () => {
    await receive("WorkOrderCreated", fakeWorkOrder({ Id: 7 }));
    await receive(
      "WorkOrderStatusChanged",
      fakeWorkOrder({
        Id: 7,
        Status: { Primary: "IN PROGRESS", Extended: "ON SITE" },
        UpdatedDate_DTO: "2026-11-20T09:00:00-08:00",
      }),
    );
    await receive(
      "NteChanged",
      fakeWorkOrder({
        Id: 7,
        Status: { Primary: "IN PROGRESS", Extended: "ON SITE" },
        Nte: 2000,
        Priority: "P1 - 4 HOURS",
        UpdatedDate_DTO: "2026-11-20T10:00:00-08:00",
      }),
    );
    expect(await apply()).toEqual({ applied: 3, failed: 0 });
    const changed = await order(7);
    expect(changed).toMatchObject({
      status: "on-site",
      nteCents: 200000,
      priority: "P1 - 4 HOURS",
    });
    expect(changed?.servicechannelUpdatedAt?.toISOString()).toBe("2026-11-20T18:00:00.000Z");
    const entries = await timeline(changed!.id);
    expect(entries.map((event) => [event.kind, event.details.change ?? event.details.to])).toEqual([
      ["created", undefined],
      ["status", "on-site"],
      ["note", "nte"],
      ["note", "priority"],
    ]);
  });

  it("never move the desk back: a status behind the desk's is the echo of what it sent", async () => {
    const at = (status: { Primary: string; Extended: string }, time: string) =>
      fakeWorkOrder({ Id: 81, Status: status, UpdatedDate_DTO: `2026-11-20T${time}:00-08:00` });
    await receive("WorkOrderCreated", at({ Primary: "OPEN", Extended: "" }, "08:00"));
    await apply();
    await db()
      .update(workOrders)
      .set({ status: "completed" })
      .where(eq(workOrders.servicechannelId, 81));
    // ServiceChannel confirms the dispatch and the arrival the desk sent before it completed.
    await receive(
      "WorkOrderStatusChanged",
      at({ Primary: "IN PROGRESS", Extended: "ON SITE" }, "09:00"),
    );
    await apply();
    expect((await order(81))?.status).toBe("completed");
    // Forward, or cancelled, still applies.
    await receive("WorkOrderStatusChanged", at({ Primary: "CANCELLED", Extended: "" }, "10:00"));
    await apply();
    expect((await order(81))?.status).toBe("cancelled");
  });

  it("never let an older event overwrite a newer one, and change nothing for the same state twice", async () => {
    const newer = fakeWorkOrder({
      Id: 8,
      Status: { Primary: "COMPLETED", Extended: "PENDING CONFIRMATION" },
      UpdatedDate_DTO: "2026-11-20T12:00:00-08:00",
    });
    const older = fakeWorkOrder({
      Id: 8,
      Status: { Primary: "IN PROGRESS", Extended: "DISPATCH CONFIRMED" },
      UpdatedDate_DTO: "2026-11-20T08:00:00-08:00",
    });
    await receive("WorkOrderStatusChanged", newer);
    await receive("WorkOrderStatusChanged", older);
    await apply();
    expect((await order(8))?.status).toBe("completed");
    const before = (await timeline((await order(8))!.id)).length;
    // The same state again (the poll finding it): stored as another event, applied, nothing changes.
    await enqueueEvent(db(), { EventType: "WorkOrderPolled", Object: newer }, "poll", now);
    expect(await apply()).toEqual({ applied: 1, failed: 0 });
    expect((await timeline((await order(8))!.id)).length).toBe(before);
  });

  it("add a note once, however often it arrives", async () => {
    const withNote = fakeWorkOrder({
      Id: 9,
      Notes: [{ Id: 501, NoteData: "Please call before arriving", CreatedBy: "Store 110" }],
    });
    await receive("WorkOrderNoteAdded", withNote);
    await enqueueEvent(db(), { EventType: "WorkOrderPolled", Object: withNote }, "poll", now);
    await apply();
    const notes = (await timeline((await order(9))!.id)).filter((event) => event.kind === "note");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      actorName: "Store 110",
      details: { note: "Please call before arriving", servicechannelNoteId: "501" },
    });
  });
});

describe("the queue", () => {
  it("stores the same event once", async () => {
    const event = fakeWorkOrder({ Id: 10 });
    expect(await receive("WorkOrderCreated", event)).toBe(true);
    expect(await receive("WorkOrderCreated", event)).toBe(false);
    expect(await db().select().from(servicechannelEvents)).toHaveLength(1);
  });

  it("keeps an event it cannot apply for a person to see, without holding up the others", async () => {
    await enqueueEvent(
      db(),
      { EventType: "WorkOrderCreated", Object: { Id: 11, Description: "no subscriber" } },
      "webhook",
      now,
    );
    await receive("WorkOrderCreated", fakeWorkOrder({ Id: 12 }));
    for (let run = 0; run < MAX_EVENT_ATTEMPTS; run++) await apply();
    expect(await order(12)).toBeDefined();
    const [bad] = await db()
      .select()
      .from(servicechannelEvents)
      .where(eq(servicechannelEvents.workOrderId, 11));
    expect(bad).toMatchObject({ status: "failed", attempts: MAX_EVENT_ATTEMPTS });
    expect(bad?.lastError).toMatch(/not a work order/);
  });

  it("keeps events that are not about a work order's state, changing nothing", async () => {
    await enqueueEvent(
      db(),
      { EventType: "InvoiceApproved", Object: { Id: 42224721 } },
      "webhook",
      now,
    );
    expect(await apply()).toEqual({ applied: 1, failed: 0 });
    expect(await db().select().from(workOrders)).toHaveLength(0);
  });
});
