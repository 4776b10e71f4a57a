import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { createWorkOrder, matchRequester } from "~/service/desk/work-orders.server";
import * as orderPage from "~/service/routes/admin-work-order";
import * as deskList from "~/service/routes/admin-work-orders";
import { workOrders } from "~/service/service.schema";
import { employeeCookie, grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import {
  type FakeServiceChannel,
  startFakeServiceChannel,
} from "../../../tests/support/fake-servicechannel";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { chainWithStore } from "../../../tests/support/service";
import * as channelPage from "../routes/admin-servicechannel";
import { testConnection } from "./connection-test.server";
import { enqueueNote } from "./outbox.server";
import { servicechannelOutbox } from "./servicechannel.schema";
import { serviceChannelSettings } from "./settings.server";

/**
 * The desk's ServiceChannel page (docs/service-desk.md#servicechannel): the connection's state,
 * the webhook's address, Test connection in words; a failed message on the work order's
 * timeline, in the desk's notice, and its Retry (audited).
 */
const database = useTestDatabase();
const db = () => database().db;
let fake: FakeServiceChannel;
let office: string;
let employee: string;
let orderId: string;

beforeAll(async () => {
  fake = await startFakeServiceChannel();
  const deps = testContext(database());
  office = await grantedCookie(deps, "sal@example.com", "service");
  employee = await employeeCookie(deps, "emma@example.com");
  await chainWithStore(db(), "en");
  const matched = await matchRequester(db(), "fran@chain.example", "1142");
  const order = await createWorkOrder(db(), {
    matched: matched!,
    request: {
      name: "Fran",
      email: "fran@chain.example",
      phone: "",
      company: "Chain",
      site: "1142",
      trade: "Electrical",
      priority: "urgent",
      description: "Lanes down",
      location: "",
      po: "PO-7",
      meet: "",
    },
    language: "en",
    now: new Date("2026-06-01T16:00:00Z"),
  });
  orderId = order.id;
  await db()
    .update(workOrders)
    .set({ servicechannelId: 8801, servicechannelNumber: "SC-8801" })
    .where(eq(workOrders.id, orderId));
});
afterAll(() => fake.close());

const PATH = "/admin/work-orders/servicechannel";
const load = (env: Record<string, string>, cookie = office) =>
  settle(() =>
    channelPage.loader(routeArgs(pageRequest(PATH, { cookie }), database(), {}, env) as never),
  );
const post = (form: Record<string, string>, env = fake.env) =>
  settle(() =>
    channelPage.action(
      routeArgs(pageRequest(PATH, { cookie: office, form }), database(), {}, env) as never,
    ),
  );

describe("the ServiceChannel page", () => {
  it("is the service desk's: 403 for others", async () => {
    expect((await load(fake.env, employee)).status).toBe(403);
  });

  it("says the connection is off and gives the webhook's address", async () => {
    const page = await load({});
    expect(page.body).toMatchObject({
      connection: null,
      webhook: expect.stringMatching(/\/api\/servicechannel\/events$/),
    });
  });

  it("shows the connection's state when on, with no secret in it", async () => {
    const page = await load(fake.env);
    expect(page.body).toMatchObject({
      connection: { providerId: fake.settings.providerId, outbox: { pending: 0, failed: 0 } },
    });
    expect(JSON.stringify(page.body)).not.toContain(fake.settings.clientSecret);
  });

  it("tests the connection and answers in words", async () => {
    const answer = await post({ intent: "test" });
    expect(answer.body).toMatchObject({ ok: true, message: expect.stringMatching(/^Connected:/) });
    expect(fake.calls.at(-1)?.path).toBe("/v3/odata/workorders?$top=1");

    const wrong = serviceChannelSettings({ ...fake.env, SERVICECHANNEL_CLIENT_SECRET: "nope" });
    expect((await testConnection(wrong)).message).toMatch(/refused the credentials/);
    const away = serviceChannelSettings({
      ...fake.env,
      SERVICECHANNEL_TOKEN_URL: "http://127.0.0.1:9/oauth/token",
    });
    expect((await testConnection(away, { requestTimeoutMs: 2000 })).message).toMatch(
      /could not be reached/,
    );
  });
});

describe("a message that failed for good", () => {
  it("is on the timeline and the desk's notice, and Retry queues it again, audited", async () => {
    const id = await enqueueNote(db(), 8801, "Breaker replaced", new Date());
    await db()
      .update(servicechannelOutbox)
      .set({ status: "failed", lastError: "ServiceChannel refused (400): Note is required." })
      .where(eq(servicechannelOutbox.id, id));

    const args = (form?: Record<string, string>) =>
      routeArgs(
        pageRequest(`/admin/work-orders/${orderId}`, { cookie: office, form }),
        database(),
        { workOrderId: orderId },
        fake.env,
      ) as never;
    const page = (await settle(() => orderPage.loader(args()))).body as {
      channel: { number: string; failed: number };
      events: Array<{ text: string; failed: string | null }>;
    };
    expect(page.channel).toEqual({ number: "SC-8801", failed: 1 });
    expect(page.events.at(-1)).toMatchObject({
      failed: id,
      text: "ServiceChannel did not take a note: ServiceChannel refused (400): Note is required.",
    });
    const list = await settle(() =>
      deskList.loader(
        routeArgs(pageRequest("/admin/work-orders", { cookie: office }), database()) as never,
      ),
    );
    expect(list.body).toMatchObject({ channel: { failed: 1 } });
    expect((list.body as { orders: Array<{ channelNumber: string | null }> }).orders).toEqual([
      expect.objectContaining({ channelNumber: "SC-8801" }),
    ]);

    const retried = await settle(() => orderPage.action(args({ intent: "retry", message: id })));
    expect(retried).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await db()
      .select()
      .from(servicechannelOutbox)
      .where(eq(servicechannelOutbox.id, id));
    expect(row?.status).toBe("pending");
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, "servicechannel.message.retry")),
    ).toHaveLength(1);
    // Twice: it is no longer failed.
    expect(
      await settle(() => orderPage.action(args({ intent: "retry", message: id }))),
    ).toMatchObject({ status: 404 });
  });
});
