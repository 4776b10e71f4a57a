import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { workOrders } from "~/service/service.schema";
import { useTestDatabase } from "../../../tests/support/database";
import {
  type FakeServiceChannel,
  fakeWorkOrder,
  startFakeServiceChannel,
} from "../../../tests/support/fake-servicechannel";
import { applyPendingEvents } from "./apply.server";
import { createServiceChannelClient, type ServiceChannelClient } from "./client.server";
import {
  enqueueCheckIn,
  enqueueCheckOut,
  enqueueInvoice,
  enqueueNote,
  enqueueStatus,
  removeOldRows,
  sendDueMessages,
} from "./outbox.server";
import { POLL_TIMINGS, pollWorkOrders } from "./poll.server";
import {
  servicechannelEvents,
  servicechannelOutbox,
  servicechannelState,
} from "./servicechannel.schema";
import { connectionSummary } from "./summary.server";
import { countRefusedSignature, enqueueEvent } from "./webhook.server";

const database = useTestDatabase();
let fake: FakeServiceChannel;
let client: ServiceChannelClient;
beforeAll(async () => {
  fake = await startFakeServiceChannel();
  client = createServiceChannelClient(fake.settings, { requestTimeoutMs: 2000 });
});
afterAll(() => fake.close());
beforeEach(async () => {
  await database().truncateAll();
  fake.calls.length = 0;
  fake.workOrders.clear();
  fake.invoices.length = 0;
});
const db = () => database().db;
const now = new Date("2026-11-20T20:00:00Z");
const paths = () =>
  fake.calls
    .filter((call) => !call.path.startsWith("/oauth"))
    .map((call) => `${call.method} ${call.path.split("?")[0]}`);

describe("the poll", () => {
  it("feeds the work orders changed since the last poll through the queue onto the desk", async () => {
    fake.workOrders.set(
      21,
      fakeWorkOrder({ Id: 21, UpdatedDate_DTO: "2026-11-20T11:55:00-08:00" }),
    );
    expect(await pollWorkOrders(db(), client, now)).toEqual({ found: 1, stored: 1 });
    // The first poll looks a week back; the next from where this one ended, less the overlap.
    expect(fake.calls.at(-1)?.path).toContain(
      `UpdatedDate gt ${new Date(now.getTime() - POLL_TIMINGS.firstLookBackMs).toISOString()}`,
    );
    await applyPendingEvents({ db: db(), companyTimeZone: "America/Los_Angeles", now: () => now });
    expect(
      await db().select().from(workOrders).where(eq(workOrders.servicechannelId, 21)),
    ).toHaveLength(1);

    // Within the overlap: found again, stored once.
    const later = new Date(now.getTime() + 5 * 60_000);
    expect(await pollWorkOrders(db(), client, later)).toEqual({ found: 1, stored: 0 });
    expect(fake.calls.at(-1)?.path).toContain(
      `UpdatedDate gt ${new Date(now.getTime() - POLL_TIMINGS.overlapMs).toISOString()}`,
    );
  });

  it("keeps its mark and says why when ServiceChannel fails, and polls once at a time", async () => {
    fake.failNext({ kind: "status", status: 500 }, 1, "/odata/");
    await expect(pollWorkOrders(db(), client, now)).rejects.toThrow(
      /ServiceChannel failed \(500\)/,
    );
    const [state] = await db().select().from(servicechannelState);
    expect(state).toMatchObject({ polledThrough: null, pollLeaseUntil: null });
    expect(state?.lastPollError).toMatch(/500/);

    await db()
      .update(servicechannelState)
      .set({ pollLeaseUntil: new Date(now.getTime() + 60_000) });
    expect(await pollWorkOrders(db(), client, now)).toBeUndefined();
  });
});

describe("the outbox", () => {
  const run = (at: Date) => sendDueMessages(db(), client, () => at);

  it("sends status, check-in, check-out, note and invoice in the order they were queued", async () => {
    fake.workOrders.set(31, fakeWorkOrder({ Id: 31, Nte: 500 }));
    const queued = async (enqueue: () => Promise<string>, offsetMs: number) => {
      const id = await enqueue();
      await db()
        .update(servicechannelOutbox)
        .set({ createdAt: new Date(now.getTime() + offsetMs) })
        .where(eq(servicechannelOutbox.id, id));
    };
    const dispatched = { Primary: "IN PROGRESS", Extended: "DISPATCH CONFIRMED" };
    const done = { Primary: "COMPLETED", Extended: "PENDING CONFIRMATION" };
    await queued(() => enqueueStatus(db(), 31, dispatched, "Tech on the way", now), 0);
    await queued(() => enqueueCheckIn(db(), 31, new Date("2026-11-20T18:00:00Z"), now), 1);
    await queued(() => enqueueCheckOut(db(), 31, new Date("2026-11-20T19:00:00Z"), now), 2);
    await queued(() => enqueueNote(db(), 31, "Replaced the pane", now), 3);
    await queued(() => enqueueStatus(db(), 31, done, "Work complete", now), 4);
    await queued(
      () =>
        enqueueInvoice(
          db(),
          31,
          {
            invoiceNumber: "INV-31",
            total: 480,
            tax: 30,
            text: "Replaced the pane",
            labor: 300,
            material: 150,
            travel: 0,
          },
          now,
        ),
      5,
    );
    expect(await run(now)).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(paths()).toEqual([
      "PUT /v3/workorders/31/status",
      "POST /v3/workorders/31/universalCheckIn",
      "POST /v3/workorders/31/universalCheckOut",
      "POST /v3/workorders/31/notes",
      "PUT /v3/workorders/31/status",
      "POST /v3/invoices",
    ]);
    expect(fake.invoices).toHaveLength(1);
  });

  it("waits a 429's Retry-After, backs off while ServiceChannel is down, and loses nothing", async () => {
    fake.workOrders.set(32, fakeWorkOrder({ Id: 32 }));
    await enqueueNote(db(), 32, "first", now);
    fake.failNext({ kind: "status", status: 429, retryAfterSeconds: 120 }, 1, "/notes");
    expect(await run(now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await db().select().from(servicechannelOutbox);
    expect(waiting?.nextAttemptAt.toISOString()).toBe(
      new Date(now.getTime() + 120_000).toISOString(),
    );
    expect(await run(new Date(now.getTime() + 60_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    fake.failNext({ kind: "status", status: 503 }, 1, "/notes");
    const afterWait = new Date(now.getTime() + 120_000);
    expect(await run(afterWait)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [down] = await db().select().from(servicechannelOutbox);
    expect(down).toMatchObject({ status: "pending", attempts: 2 });
    expect(down?.lastError).toMatch(/503/);
    expect(await run(new Date(afterWait.getTime() + 10 * 60_000))).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(fake.notes.at(-1)).toEqual({ workOrderId: 32, note: "first" });
  });

  it("fails a refused message at once with ServiceChannel's words", async () => {
    fake.workOrders.set(33, fakeWorkOrder({ Id: 33, Nte: 100 }));
    await enqueueInvoice(
      db(),
      33,
      { invoiceNumber: "INV-33", total: 50, tax: 0, text: "", labor: 50, material: 0, travel: 0 },
      now,
    );
    expect(await run(now)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [refused] = await db()
      .select()
      .from(servicechannelOutbox)
      .orderBy(asc(servicechannelOutbox.createdAt));
    expect(refused).toMatchObject({ status: "failed" });
    expect(refused?.lastError).toMatch(/not in a completed status/);
  });
});

describe("the connection's summary", () => {
  it("says off when the settings are unset, and otherwise what waits, what failed and what was refused", async () => {
    expect(await connectionSummary(db(), {})).toEqual({ enabled: false });
    const env = {
      SERVICECHANNEL_CLIENT_ID: "id",
      SERVICECHANNEL_CLIENT_SECRET: "secret",
      SERVICECHANNEL_PROVIDER_ID: "2000090505",
      SERVICECHANNEL_SIGNING_KEY: "key",
    };
    await enqueueEvent(
      db(),
      { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 41 }) },
      "webhook",
      now,
    );
    await enqueueNote(db(), 41, "note", now);
    await countRefusedSignature(db(), now);
    await countRefusedSignature(db(), now);
    expect(await connectionSummary(db(), env)).toMatchObject({
      enabled: true,
      providerId: "2000090505",
      events: { pending: 1, failed: 0 },
      outbox: { pending: 1, failed: 0 },
      refusedSignatures: 2,
      lastRefusedAt: now,
    });
  });
});

describe("retention", () => {
  it("deletes applied events and sent messages after 90 days, never pending or failed ones", async () => {
    const old = new Date(now.getTime() - 91 * 24 * 60 * 60_000);
    await enqueueEvent(
      db(),
      { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 61 }) },
      "webhook",
      old,
    );
    await enqueueEvent(
      db(),
      { EventType: "NteChanged", Object: fakeWorkOrder({ Id: 61 }) },
      "webhook",
      old,
    );
    await db()
      .update(servicechannelEvents)
      .set({ status: "applied" })
      .where(eq(servicechannelEvents.eventType, "WorkOrderCreated"));
    await enqueueEvent(
      db(),
      { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 62 }) },
      "webhook",
      now,
    );
    await db()
      .update(servicechannelEvents)
      .set({ status: "applied" })
      .where(eq(servicechannelEvents.workOrderId, 62));
    await enqueueNote(db(), 61, "sent long ago", old);
    await enqueueNote(db(), 61, "failed long ago", old);
    await db()
      .update(servicechannelOutbox)
      .set({ status: "sent" })
      .where(eq(servicechannelOutbox.payload, { note: "sent long ago" }));
    await db()
      .update(servicechannelOutbox)
      .set({ status: "failed" })
      .where(eq(servicechannelOutbox.payload, { note: "failed long ago" }));
    expect(await removeOldRows(db(), now)).toBe(2);
    const events = await db().select().from(servicechannelEvents);
    expect(events.map((event) => [event.workOrderId, event.status]).sort()).toEqual([
      [61, "pending"],
      [62, "applied"],
    ]);
    expect((await db().select().from(servicechannelOutbox)).map((row) => row.status)).toEqual([
      "failed",
    ]);
  });
});
