import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeServiceChannel,
  fakeWorkOrder,
  startFakeServiceChannel,
} from "../../../tests/support/fake-servicechannel";
import {
  createServiceChannelClient,
  retryAfterSeconds,
  ServiceChannelError,
} from "./client.server";

let fake: FakeServiceChannel;
beforeAll(async () => {
  fake = await startFakeServiceChannel();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.workOrders.clear();
  fake.invoices.length = 0;
});

const paths = () => fake.calls.map((call) => `${call.method} ${call.path.split("?")[0]}`);

async function failure(promise: Promise<unknown>): Promise<ServiceChannelError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceChannelError);
  return error as ServiceChannelError;
}

describe("the ServiceChannel client", () => {
  it("asks for a token with the client credentials once, then reuses it", async () => {
    const client = createServiceChannelClient(fake.settings);
    fake.workOrders.set(1, fakeWorkOrder({ Id: 1 }));
    await client.addNote(1, "On our way");
    await client.addNote(1, "Parts ordered");
    expect(paths()).toEqual([
      "POST /oauth/token",
      "POST /v3/workorders/1/notes",
      "POST /v3/workorders/1/notes",
    ]);
    const [tokenCall] = fake.calls;
    expect(tokenCall?.body).toEqual({ grant_type: "client_credentials" });
    expect(tokenCall?.authorization).toMatch(/^Basic /);
    expect(fake.calls[1]?.authorization).toBe("Bearer fake-token-1");
  });

  it("renews the token shortly before it expires", async () => {
    let clock = 0;
    const client = createServiceChannelClient(fake.settings, { now: () => clock });
    fake.workOrders.set(1, fakeWorkOrder({ Id: 1 }));
    await client.addNote(1, "first");
    clock = 3600_000 - 30_000;
    await client.addNote(1, "second");
    expect(paths().filter((path) => path.endsWith("/oauth/token"))).toHaveLength(2);
  });

  it("renews an expired token once on a 401 and sends the call again", async () => {
    const client = createServiceChannelClient(fake.settings);
    fake.workOrders.set(1, fakeWorkOrder({ Id: 1 }));
    await client.addNote(1, "first");
    fake.expireTokens();
    await client.addNote(1, "second");
    expect(paths()).toEqual([
      "POST /oauth/token",
      "POST /v3/workorders/1/notes",
      "POST /v3/workorders/1/notes",
      "POST /oauth/token",
      "POST /v3/workorders/1/notes",
    ]);
    fake.failNext({ kind: "status", status: 401 }, 2, "/notes");
    expect((await failure(client.addNote(1, "third"))).failure).toBe("unauthorized");
  });

  it("reports a 429's Retry-After, a 500 as unavailable, a refusal with ServiceChannel's words", async () => {
    const client = createServiceChannelClient(fake.settings);
    fake.workOrders.set(
      1,
      fakeWorkOrder({ Id: 1, Nte: 100, Status: { Primary: "COMPLETED", Extended: "" } }),
    );
    fake.failNext({ kind: "status", status: 429, retryAfterSeconds: 120 }, 1, "/notes");
    const limited = await failure(client.addNote(1, "x"));
    expect(limited).toMatchObject({ failure: "rate-limited", retryAfterSeconds: 120 });
    fake.failNext({ kind: "status", status: 500 }, 1, "/notes");
    expect((await failure(client.addNote(1, "x"))).failure).toBe("unavailable");
    const refused = await failure(
      client.createInvoice({
        workOrderId: 1,
        invoiceNumber: "INV-1",
        total: 150,
        tax: 0,
        text: "Replaced glass",
        labor: 150,
        material: 0,
        travel: 0,
      }),
    );
    expect(refused.failure).toBe("refused");
    expect(refused.message).toMatch(/exceeds the work order's NTE/);
  });

  it("gives up on a call that does not answer in time", async () => {
    const client = createServiceChannelClient(fake.settings, { requestTimeoutMs: 200 });
    fake.workOrders.set(1, fakeWorkOrder({ Id: 1 }));
    fake.failNext({ kind: "slow", ms: 2000 }, 1, "/notes");
    const started = Date.now();
    expect((await failure(client.addNote(1, "x"))).failure).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("refuses wrong credentials as unauthorized", async () => {
    const client = createServiceChannelClient({ ...fake.settings, clientSecret: "wrong" });
    expect((await failure(client.addNote(1, "x"))).failure).toBe("unauthorized");
  });

  it("lists this provider's work orders changed since a time, oldest first, with the documented filter", async () => {
    const client = createServiceChannelClient(fake.settings);
    fake.workOrders.set(1, fakeWorkOrder({ Id: 1, UpdatedDate_DTO: "2026-11-20T10:00:00-08:00" }));
    fake.workOrders.set(2, fakeWorkOrder({ Id: 2, UpdatedDate_DTO: "2026-11-20T09:00:00-08:00" }));
    fake.workOrders.set(3, fakeWorkOrder({ Id: 3, UpdatedDate_DTO: "2026-11-19T09:00:00-08:00" }));
    fake.workOrders.set(
      4,
      fakeWorkOrder({ Id: 4, ProviderId: 99, UpdatedDate_DTO: "2026-11-20T09:00:00-08:00" }),
    );
    const { orders } = await client.workOrdersUpdatedSince(new Date("2026-11-20T00:00:00Z"));
    expect(orders.map((order) => order.Id)).toEqual([2, 1]);
    expect(fake.calls.at(-1)?.path).toContain(
      "$filter=ProviderId eq 2000090505 and UpdatedDate gt 2026-11-20T00:00:00.000Z",
    );
  });

  it("sets a status, checks in and out, and invoices a completed work order within its NTE", async () => {
    const client = createServiceChannelClient(fake.settings);
    fake.workOrders.set(7, fakeWorkOrder({ Id: 7, Nte: 500 }));
    await client.setStatus(
      7,
      { Primary: "IN PROGRESS", Extended: "DISPATCH CONFIRMED" },
      "Tech assigned",
    );
    const checkIn = await client.checkIn(7, new Date("2026-11-20T18:00:00Z"));
    expect(checkIn.mechanicId).toBeGreaterThan(0);
    expect(fake.workOrders.get(7)?.Status).toEqual({ Primary: "IN PROGRESS", Extended: "ON SITE" });
    await client.checkOut(7, new Date("2026-11-20T19:00:00Z"));
    await client.setStatus(7, { Primary: "COMPLETED", Extended: "PENDING CONFIRMATION" }, "Done");
    await client.createInvoice({
      workOrderId: 7,
      invoiceNumber: "INV-7",
      total: 480,
      tax: 30,
      text: "Replaced the cracked pane",
      labor: 300,
      material: 150,
      travel: 0,
    });
    expect(fake.invoices).toHaveLength(1);
    expect(fake.calls.find((call) => call.path.endsWith("universalCheckIn"))?.body).toMatchObject({
      CheckInTime: "2026-11-20T18:00:00Z",
    });
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterSeconds("30")).toBe(30);
    expect(retryAfterSeconds("Thu, 01 Jan 1970 00:01:00 GMT", 0)).toBe(60);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds("soon")).toBeUndefined();
  });
});
