import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createClient, saveContact, saveSite } from "~/service/clients/clients.server";
import { contactLinkFor } from "~/service/clients/contact-links.server";
import { createWorkOrder, matchRequester } from "~/service/desk/work-orders.server";
import { serviceContacts, workOrderPhotos, workOrders } from "~/service/service.schema";
import { employeeCookie } from "../support/accounts";
import { useTestApp } from "../support/app";

/**
 * The client's view over HTTP (docs/service-desk.md#the-clients-view): a link that opens nothing,
 * or a contact of another client, gets 404 on the work order, its photo and its report, and the
 * forms behind it refuse bad input in view; the office's copy of the report is the office's.
 */
const app = useTestApp();
const actor = { id: null, email: "office@example.com" };
const tokens: Record<string, string> = {};
let chainOrder = { id: "", number: 0 };

beforeAll(async () => {
  const { context } = app();
  const db = context.database.db;
  const chain = await createClient(db, actor, {
    name: "Chain",
    poRequired: false,
    defaultNte: null,
  });
  const other = await createClient(db, actor, {
    name: "Other",
    poRequired: false,
    defaultNte: null,
  });
  for (const [client, email] of [
    [chain, "fran@chain.example"],
    [other, "bob@other.example"],
  ] as const) {
    await saveSite(db, actor, client, {
      siteNumber: "100",
      name: "Store 100",
      address: "100 Main St",
      timeZone: "America/Chicago",
    });
    await saveContact(db, actor, client, {
      name: email.split("@")[0]!,
      email,
      phone: "",
      language: "en",
      sites: [],
    });
    const [contact] = await db
      .select()
      .from(serviceContacts)
      .where(eq(serviceContacts.emailKey, email));
    tokens[email] = new URL((await contactLinkFor(db, context, contact!))!.url).searchParams.get(
      "token",
    )!;
  }
  const matched = await matchRequester(db, "fran@chain.example", "100");
  const order = await createWorkOrder(db, {
    matched: matched!,
    request: {
      name: "Fran",
      email: "fran@chain.example",
      phone: "555-0100",
      company: "Chain",
      site: "100",
      trade: "Electrical",
      priority: "routine",
      description: "Lights out",
      location: "",
      po: "",
      meet: "",
    },
    language: "en",
    now: new Date(),
  });
  await db.update(workOrders).set({ status: "completed" }).where(eq(workOrders.id, order.id));
  chainOrder = { id: order.id, number: order.number };
});

const orderPath = (token: string, number = chainOrder.number) =>
  `/service/orders/order?token=${token}&number=${number}`;

describe("the client's view over HTTP", () => {
  it("shows the work order to its contact, privately, and 404 to a link that opens nothing", async () => {
    const mine = await app().fetch(orderPath(tokens["fran@chain.example"]!));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(mine.headers.get("x-robots-tag")).toContain("noindex");
    const html = await mine.text();
    expect(html).toContain(`WO-${String(chainOrder.number).padStart(6, "0")}`);
    expect(html).toContain("CST (America/Chicago)");
    for (const token of ["nonsense", "A".repeat(43)]) {
      expect((await app().fetch(orderPath(token))).status).toBe(404);
      expect((await app().fetch(`/service/orders?token=${token}`)).status).toBe(404);
    }
    const lost = await app().fetch("/service/orders");
    expect(lost.status).toBe(200);
    expect(await lost.text()).toContain("Lost your link?");
  });

  it("answers 404 to a contact of another client: the work order, its photo, its report, a note", async () => {
    const bob = tokens["bob@other.example"]!;
    expect((await app().fetch(orderPath(bob))).status).toBe(404);
    const [photo] = await app()
      .context.database.db.select({ id: workOrderPhotos.id })
      .from(workOrderPhotos)
      .limit(1);
    const photoId = photo?.id ?? "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await app().fetch(
          `/service/orders/photo?token=${bob}&number=${chainOrder.number}&photo=${photoId}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await app().fetch(`/service/orders/report.pdf?token=${bob}&number=${chainOrder.number}`))
        .status,
    ).toBe(404);
    const report = await app().fetch(
      `/service/orders/report.pdf?token=${tokens["fran@chain.example"]}&number=${chainOrder.number}`,
    );
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toBe("application/pdf");
    const note = await app().fetch(orderPath(bob), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "note", note: "Not mine" }),
    });
    expect(note.status).toBe(404);
  });

  it("refuses an empty or too long note in view (400), keeping what was typed", async () => {
    const post = (note: string) =>
      app().fetch(orderPath(tokens["fran@chain.example"]!), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "note", note }),
      });
    expect((await post("   ")).status).toBe(400);
    const long = await post("x".repeat(2001));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("x".repeat(2001));
    expect((await post("Please call the manager first.")).status).toBe(200);
  });

  it("keeps the office's report copy to the office", async () => {
    const path = `/admin/work-orders/${chainOrder.id}/report.pdf`;
    expect((await app().fetch(path)).status).toBe(302);
    const employee = await employeeCookie(app().context, "emma@example.com");
    expect((await app().fetch(path, { headers: { Cookie: employee } })).status).toBe(403);
  });
});
