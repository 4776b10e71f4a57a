import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseAddress, findTraces } from "~/privacy/erasure.server";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { placedWorkOrder, serviceClient } from "../../tests/support/service";
import { addClientNote } from "./client-view/client-view.server";
import { contactLinkFor } from "./clients/contact-links.server";
import {
  serviceContactLinks,
  serviceContacts,
  workOrderEvents,
  workOrders,
} from "./service.schema";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
const ADDRESS = "pat.doe@store.example";
let orderId: string;
let keptId: string;

/** A routine request at store 31 by one of its two contacts. */
const request = (email: string, name: string) => ({
  name,
  email,
  phone: "(626) 555-0199",
  company: "Store",
  site: "31",
  priority: "routine" as const,
  description: "Sign out",
  location: "",
  po: "",
});

beforeAll(async () => {
  const db = database().db;
  await serviceClient(
    db,
    { name: "Store" },
    [{ siteNumber: "31", name: "Downtown", address: "31 Main St", timeZone: "America/Denver" }],
    [
      { name: "Pat Doe", email: "Pat.Doe@store.example" },
      { name: "Kim Lee", email: "kim@store.example" },
    ],
  );
  const mine = await placedWorkOrder(db, request("Pat.Doe@store.example", "Pat Doe"));
  orderId = mine.id;
  keptId = (await placedWorkOrder(db, request("kim@store.example", "Kim Lee"))).id;
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
