import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseAddress, findTraces } from "~/privacy/erasure.server";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { addClientNote } from "./client-view.server";
import { createClient, saveContact, saveSite } from "./clients.server";
import { contactLinkFor } from "./contact-links.server";
import {
  serviceContactLinks,
  serviceContacts,
  workOrderEvents,
  workOrders,
} from "./service.schema";
import type { ServiceRequest } from "./service.validation";
import { createWorkOrder, matchRequester } from "./work-orders.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
const ADDRESS = "pat.doe@store.example";
let orderId: string;
let keptId: string;

const request = (email: string, name: string): ServiceRequest => ({
  name,
  email,
  phone: "(626) 555-0199",
  company: "Store",
  site: "31",
  trade: "Electrical",
  priority: "routine",
  description: "Sign out",
  location: "",
  po: "",
  meet: "",
});

beforeAll(async () => {
  const db = database().db;
  const clientId = await createClient(db, actor, {
    name: "Store",
    poRequired: false,
    defaultNte: null,
  });
  await saveSite(db, actor, clientId, {
    siteNumber: "31",
    name: "Downtown",
    address: "31 Main St",
    timeZone: "America/Denver",
  });
  for (const [name, email] of [
    ["Pat Doe", "Pat.Doe@store.example"],
    ["Kim Lee", "kim@store.example"],
  ] as const) {
    await saveContact(db, actor, clientId, { name, email, phone: "", language: "en", sites: [] });
  }
  const now = new Date("2026-06-01T16:00:00Z");
  const mine = await createWorkOrder(db, {
    matched: (await matchRequester(db, ADDRESS, "31"))!,
    request: request("Pat.Doe@store.example", "Pat Doe"),
    language: "en",
    now,
  });
  orderId = mine.id;
  keptId = (
    await createWorkOrder(db, {
      matched: (await matchRequester(db, "kim@store.example", "31"))!,
      request: request("kim@store.example", "Kim Lee"),
      language: "en",
      now,
    })
  ).id;
  const [pat] = await db
    .select()
    .from(serviceContacts)
    .where(eq(serviceContacts.emailKey, ADDRESS));
  await contactLinkFor(db, testContext(database()), pat!);
  await addClientNote(db, pat!, `WO-${String(mine.number).padStart(6, "0")}`, "Gate code 1234");
});

describe("erasing a client contact at /admin/privacy", () => {
  it("removes the contact and their link, keeps their work orders with the requester erased, and their name on the timeline", async () => {
    const db = database().db;
    const outcome = await eraseAddress(db, actor, ADDRESS);
    expect(outcome).toMatchObject({ ok: true, erased: { serviceContacts: 1, workOrders: 1 } });
    expect(await db.select().from(serviceContacts)).toHaveLength(1);
    expect(await db.select().from(serviceContactLinks)).toHaveLength(0);
    const [order] = await db.select().from(workOrders).where(eq(workOrders.id, orderId));
    expect(order).toMatchObject({
      requesterName: "[erased]",
      requesterEmail: "[erased]",
      requesterPhone: "[erased]",
      contactId: null,
      description: "Sign out",
    });
    const events = await db
      .select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, orderId));
    expect(events.map((event) => [event.kind, event.actorName]).sort()).toEqual([
      ["created", "[erased]"],
      ["note", "[erased]"],
    ]);
    // Another contact's work order is untouched.
    const [kept] = await db.select().from(workOrders).where(eq(workOrders.id, keptId));
    expect(kept).toMatchObject({ requesterName: "Kim Lee", requesterEmail: "kim@store.example" });
    expect(await findTraces(db, ADDRESS)).toEqual([]);
    const names = await db.execute(
      "select count(*)::int as n from work_order_events where actor_name = 'Pat Doe'",
    );
    expect((names as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
