import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { recordInvoice } from "~/service/desk/billing.server";
import { workOrders } from "~/service/service.schema";
import { addNote, checkIn, checkOut } from "~/service/technician/field.server";
import { dispatchWorkOrder, lockWorkOrder, moveStatus } from "~/service/technician/visit.server";
import { grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { fakeWorkOrder, startFakeServiceChannel } from "../../../tests/support/fake-servicechannel";
import { testContext } from "../../../tests/support/requests";
import { chainWithStore, placedWorkOrder } from "../../../tests/support/service";
import { createServiceChannelClient } from "./client.server";
import { failedMessages, retryFailedMessage, sendDueMessages } from "./outbox.server";
import { servicechannelOutbox } from "./servicechannel.schema";

/**
 * The desk's actions told to ServiceChannel (docs/service-desk.md#servicechannel, decision 0090):
 * each queued in the action's transaction, only for a work order that came from ServiceChannel,
 * sent in the order the desk made them even across an outage.
 */
const database = useTestDatabase();
const db = () => database().db;
let tech: { id: string; email: string; name: string };
let office: { id: string; email: string; name: string };

async function newWorkOrder(channelId: number | null) {
  const order = await placedWorkOrder(db());
  if (channelId !== null) {
    await db()
      .update(workOrders)
      .set({ servicechannelId: channelId, nteCents: 100_000 })
      .where(eq(workOrders.id, order.id));
  }
  return order.id;
}

const messagesOf = (channelId: number) =>
  db()
    .select()
    .from(servicechannelOutbox)
    .where(eq(servicechannelOutbox.workOrderId, channelId))
    .orderBy(asc(servicechannelOutbox.seq));

const facts = () => testContext(database()).company.facts();

/** Dispatch, check in, a note, check out and the invoice, as the desk and the technician do them. */
async function wholeVisit(id: string) {
  const at = new Date("2026-06-01T17:00:00Z");
  await dispatchWorkOrder(db(), facts(), office, id, { technicianId: tech.id, scheduledFor: at });
  await checkIn(db(), facts(), tech, id, new Date("2026-06-01T18:00:00Z"));
  await addNote(db(), tech, id, "Breaker replaced");
  await checkOut(
    db(),
    facts(),
    tech,
    id,
    { workDone: "Replaced the breaker", partsUsed: "", signoffName: "Pat", signoffTitle: "" },
    null,
    new Date("2026-06-01T19:00:00Z"),
  );
  const invoice = { number: "INV-1", issuedOn: "2026-06-02", amountCents: 48_000 };
  expect(await recordInvoice(db(), office, id, invoice)).toBe("done");
}

beforeAll(async () => {
  const deps = testContext(database());
  const person = async (email: string, permission: "field" | "service") => {
    await grantedCookie(deps, email, permission);
    const user = await db().query.users.findFirst({
      where: (users, { eq }) => eq(users.email, email),
    });
    return { id: user!.id, email: user!.email, name: user!.name };
  };
  tech = await person("tina@example.com", "field");
  office = await person("sal@example.com", "service");
  await chainWithStore(db(), "en");
});

describe("the desk's actions on a ServiceChannel work order", () => {
  it("queue dispatch, check-in, note, check-out, Completed with the work done, and the invoice", async () => {
    await wholeVisit(await newWorkOrder(7001));
    const messages = await messagesOf(7001);
    expect(messages.map((row) => [row.kind, row.payload])).toEqual([
      [
        "status",
        {
          status: { Primary: "IN PROGRESS", Extended: "DISPATCH CONFIRMED" },
          note: "Technician dispatched.",
        },
      ],
      ["check-in", { at: "2026-06-01T18:00:00.000Z" }],
      ["note", { note: "Breaker replaced" }],
      ["check-out", { at: "2026-06-01T19:00:00.000Z" }],
      [
        "status",
        {
          status: { Primary: "COMPLETED", Extended: "PENDING CONFIRMATION" },
          note: "Replaced the breaker",
        },
      ],
      [
        "invoice",
        {
          invoiceNumber: "INV-1",
          total: 480,
          tax: 0,
          text: "Invoice INV-1 of 2026-06-02",
          labor: 480,
          material: 0,
          travel: 0,
        },
      ],
    ]);
  });

  it("queue nothing for the desk's own work orders", async () => {
    const before = await db().select().from(servicechannelOutbox);
    await wholeVisit(await newWorkOrder(null));
    expect(await db().select().from(servicechannelOutbox)).toHaveLength(before.length);
  });

  it("map another status through the table, and send none the provider may not set", async () => {
    const id = await newWorkOrder(7002);
    const move = (to: "on-hold" | "cancelled") =>
      db().transaction(async (tx) =>
        moveStatus(tx, facts(), office, (await lockWorkOrder(tx, id))!, to),
      );
    await move("on-hold");
    await move("cancelled");
    expect((await messagesOf(7002)).map((row) => row.payload)).toEqual([
      { status: { Primary: "IN PROGRESS", Extended: "INCOMPLETE" }, note: "Work on hold." },
    ]);
  });
});

describe("sending them", () => {
  it("keeps one work order's order through an outage: none lost, none twice", async () => {
    const fake = await startFakeServiceChannel();
    try {
      await db().delete(servicechannelOutbox);
      fake.workOrders.set(7003, fakeWorkOrder({ Id: 7003, Nte: 1000 }));
      const client = createServiceChannelClient(fake.settings, { requestTimeoutMs: 2000 });
      await wholeVisit(await newWorkOrder(7003));
      const now = new Date();
      // The first message fails (500) and waits its minute; the later ones wait behind it.
      fake.failNext({ kind: "status", status: 500 }, 1, "/v3/");
      const first = await sendDueMessages(db(), client, () => now);
      expect(first).toMatchObject({ sent: 0, retrying: 1 });
      // Before the retry is due: the later messages wait behind the first.
      expect(await sendDueMessages(db(), client, () => now)).toMatchObject({ sent: 0 });
      const later = new Date(now.getTime() + 10 * 60_000);
      expect(await sendDueMessages(db(), client, () => later)).toMatchObject({ sent: 6 });
      expect(await sendDueMessages(db(), client, () => later)).toMatchObject({ sent: 0 });
      const calls = fake.calls.filter((call) => call.path.startsWith("/v3/"));
      expect(calls.map((call) => call.path)).toEqual([
        "/v3/workorders/7003/status",
        "/v3/workorders/7003/status",
        "/v3/workorders/7003/universalCheckIn",
        "/v3/workorders/7003/notes",
        "/v3/workorders/7003/universalCheckOut",
        "/v3/workorders/7003/status",
        "/v3/invoices",
      ]);
      expect(fake.invoices).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it("shows a refused message as failed and queues it again on Retry, audited", async () => {
    const fake = await startFakeServiceChannel();
    try {
      await db().delete(servicechannelOutbox);
      const client = createServiceChannelClient(fake.settings, { requestTimeoutMs: 2000 });
      const id = await newWorkOrder(7004);
      await db().transaction(async (tx) =>
        moveStatus(tx, facts(), office, (await lockWorkOrder(tx, id))!, "on-hold"),
      );
      // ServiceChannel does not know the work order yet: refused (404), failed at once.
      const now = new Date();
      expect(await sendDueMessages(db(), client, () => now)).toMatchObject({ failed: 1 });
      const [failed] = await failedMessages(db(), 7004);
      expect(failed).toMatchObject({ workOrderId: 7004, kind: "status" });
      expect(failed?.error).toMatch(/Work order 7004 was not found/);
      fake.workOrders.set(7004, fakeWorkOrder({ Id: 7004 }));

      expect(await retryFailedMessage(db(), office, failed!.id, now)).toBe(true);
      expect(await retryFailedMessage(db(), office, failed!.id, now)).toBe(false);
      expect(await failedMessages(db(), 7004)).toEqual([]);
      expect(await sendDueMessages(db(), client, () => now)).toMatchObject({ sent: 1 });
      const audit = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "servicechannel.message.retry"));
      expect(audit).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
