import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrders } from "~/service/service.schema";
import {
  servicechannelEvents,
  servicechannelState,
} from "~/service/servicechannel/servicechannel.schema";
import { startTestApp, useTestApp } from "../support/app";
import {
  type FakeServiceChannel,
  fakeWorkOrder,
  signBody,
  startFakeServiceChannel,
} from "../support/fake-servicechannel";

/**
 * ServiceChannel's webhook through the whole server (docs/service-desk.md#servicechannel): signed
 * events stored once and answered at once, unsigned or wrongly signed ones refused and counted,
 * a body past its bound refused before it is read. Its own work orders; no other test's state.
 */
let fake: FakeServiceChannel;
beforeAll(async () => {
  fake = await startFakeServiceChannel();
});
afterAll(() => fake.close());

const app = useTestApp(() => fake.env);
const address = () => `${app().url}/api/servicechannel/events`;

const storedFor = (workOrderId: number) =>
  app()
    .database.db.select()
    .from(servicechannelEvents)
    .where(eq(servicechannelEvents.workOrderId, workOrderId));

const deskOrdersOf = (channelId: number) =>
  app().database.db.select().from(workOrders).where(eq(workOrders.servicechannelId, channelId));

const refusals = async () =>
  (await app().database.db.select().from(servicechannelState))[0]?.refusedSignatures ?? 0;

describe("POST /api/servicechannel/events", () => {
  it("stores a signed event once and answers at once, the same event twice stored once", async () => {
    const event = { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 9100001 }) };
    const first = await fake.sendEvent(address(), event);
    expect(first.status).toBe(202);
    const again = await fake.sendEvent(address(), event);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual({ ok: true, stored: false });
    const stored = await storedFor(9100001);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      eventType: "WorkOrderCreated",
      source: "webhook",
      objectUpdated: "2026-11-20T07:38:59-08:00",
    });
    expect(stored[0]?.object).toMatchObject({ Id: 9100001, LocationStoreId: "110" });
  });

  it("applies a stored event at once: the work order is on the desk within seconds", async () => {
    const event = { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 9100010 }) };
    expect((await fake.sendEvent(address(), event)).status).toBe(202);
    // Well before the jobs loop's next check (five minutes).
    await expect
      .poll(() => deskOrdersOf(9100010), { timeout: 5_000, interval: 100 })
      .toHaveLength(1);
    const [stored] = await storedFor(9100010);
    expect(stored?.status).toBe("applied");
  });

  it("refuses a missing or wrong signature with 401, counts it and stores nothing", async () => {
    const before = await refusals();
    const event = { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 9100002 }) };
    expect((await fake.sendEvent(address(), event, { signature: null })).status).toBe(401);
    const wrong = signBody(JSON.stringify(event), "another-key");
    const refused = await fake.sendEvent(address(), event, { signature: wrong });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text).error).toMatch(/signature is missing or wrong/);
    expect(await storedFor(9100002)).toHaveLength(0);
    expect(await refusals()).toBe(before + 2);
  });

  it("checks the signature on the raw bytes: a body changed after signing is refused", async () => {
    const body = JSON.stringify({
      EventType: "NteChanged",
      Object: fakeWorkOrder({ Id: 9100003 }),
    });
    const changed = body.replace('"Nte":1000', '"Nte":9000');
    const response = await fake.sendBody(address(), changed, {
      signature: signBody(body, fake.settings.signingKey),
    });
    expect(response.status).toBe(401);
  });

  it("answers a signed body it cannot read with 400 and one past 256 KB with 413", async () => {
    const body = JSON.stringify({ EventType: "WorkOrderCreated", Object: { Number: "x" } });
    const unreadable = await fake.sendBody(address(), body);
    expect(unreadable.status).toBe(400);
    expect(JSON.parse(unreadable.text).error).toMatch(/Object.Id/);
    const large = await app().fetch("/api/servicechannel/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(256 * 1024 + 1),
    });
    expect(large.status).toBe(413);
    const fine = JSON.stringify({
      EventType: "WorkOrderNoteAdded",
      Object: fakeWorkOrder({ Id: 9100004, Description: "y".repeat(100 * 1024) }),
    });
    expect((await fake.sendBody(address(), fine)).status).toBe(202);
  });

  it("answers other methods with 405", async () => {
    expect((await app().fetch("/api/servicechannel/events")).status).toBe(405);
  });

  it("answers 503 while the connection is off, storing nothing", async () => {
    const off = await startTestApp();
    try {
      const event = { EventType: "WorkOrderCreated", Object: fakeWorkOrder({ Id: 9100005 }) };
      const answer = await fake.sendEvent(`${off.url}/api/servicechannel/events`, event);
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.text).error).toMatch(/not configured/);
      expect(await off.database.db.select().from(servicechannelEvents)).toHaveLength(0);
    } finally {
      await off.close();
    }
  });

  it("answers malformed signed bodies with a 4xx, never a 5xx, and stores none of them", async () => {
    const before = (await app().database.db.select().from(servicechannelEvents)).length;
    const malformed = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ EventType: fc.anything(), Object: fc.anything() }, { requiredKeys: [] })
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          EventType: fc.string(),
          Object: fc.record({
            Id: fc.oneof(
              fc.string(),
              fc.double().filter((n) => !Number.isInteger(n) || n <= 0),
            ),
          }),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(malformed, async (body) => {
        expect([400, 413]).toContain((await fake.sendBody(address(), body)).status);
      }),
      { numRuns: 200 },
    );
    expect(await app().database.db.select().from(servicechannelEvents)).toHaveLength(before);
  });
});
