import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { pdfText } from "../../../tests/support/pdf";
import { formPost, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { serviceClient } from "../../../tests/support/service";
import { answerClientForm } from "../clients/client-forms.server";
import { createClient, saveContact, saveSite } from "../clients/clients.server";
import {
  contactLinkFor,
  openContactLink,
  revokeContactLink,
} from "../clients/contact-links.server";
import { markInvoicePaid, recordInvoice, requestNteRaise } from "../desk/billing.server";
import { createWorkOrder, matchRequester } from "../desk/work-orders.server";
import * as ordersPage from "../routes/client-orders";
import * as reportRoute from "../routes/client-report";
import * as requestPage from "../routes/client-request";
import * as servicePage from "../routes/service";
import {
  type ServiceContactRow,
  serviceContacts,
  workOrderEvents,
  workOrders,
} from "../service.schema";
import {
  answerNteRaise,
  CLIENT_PAGE_SIZE,
  clientWorkOrder,
  clientWorkOrders,
} from "./client-view.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
const staff = { id: null as unknown as string, email: "office@example.com", name: "Olga Office" };
const contacts: Record<string, ServiceContactRow> = {};
const orders: Record<string, { id: string; number: number }> = {};

const request = (site: string, email: string) => ({
  name: "Requester",
  email,
  phone: "(626) 555-0100",
  company: "Chain",
  site,
  trade: "Electrical",
  priority: "routine" as const,
  description: "Lanes down",
  location: "",
  po: "PO-7",
  meet: "",
});

const tokenIn = (url: string) => new URL(url).searchParams.get("token") ?? "";

beforeAll(async () => {
  const db = database().db;
  const chain = await createClient(db, actor, {
    name: "Chain",
    poRequired: false,
    defaultNte: 50_000,
  });
  const other = await createClient(db, actor, {
    name: "Other",
    poRequired: false,
    defaultNte: null,
  });
  for (const [client, number] of [
    [chain, "100"],
    [chain, "200"],
    [other, "100"],
  ] as const) {
    await saveSite(db, actor, client, {
      siteNumber: number,
      name: `Store ${number}`,
      address: `${number} Main St`,
      timeZone: "America/Los_Angeles",
    });
  }
  for (const [key, client, email, sites] of [
    ["fran", chain, "fran@chain.example", []],
    ["rita", chain, "rita@chain.example", ["200"]],
    ["bob", other, "bob@other.example", []],
  ] as const) {
    await saveContact(db, actor, client, {
      name: key,
      email,
      phone: "",
      language: "en",
      sites: [...sites],
    });
    const [row] = await db
      .select()
      .from(serviceContacts)
      .where(eq(serviceContacts.emailKey, email));
    contacts[key] = row!;
  }
  for (const [key, site, email] of [
    ["chain100", "100", "fran@chain.example"],
    ["chain200", "200", "fran@chain.example"],
    ["other100", "100", "bob@other.example"],
  ] as const) {
    const matched = await matchRequester(db, email, site);
    const order = await createWorkOrder(db, {
      matched: matched!,
      request: request(site, email),
      language: "en",
      now: new Date("2026-06-01T16:00:00Z"),
    });
    orders[key] = { id: order.id, number: order.number };
  }
});

describe("a contact's personal link", () => {
  it("is sent again unchanged while it works, stops once revoked, and is new when sent after", async () => {
    const { db } = database();
    const deps = testContext(database());
    const first = await contactLinkFor(db, deps, contacts.fran!);
    const again = await contactLinkFor(db, deps, contacts.fran!);
    expect(again?.url).toBe(first?.url);
    expect((await openContactLink(db, tokenIn(first!.url)))?.contact.id).toBe(contacts.fran!.id);
    expect(await revokeContactLink(db, contacts.fran!.id)).toBe(true);
    expect(await openContactLink(db, tokenIn(first!.url))).toBeNull();
    // The automatic e-mails carry no revoked link; the office or the contact asking gets a new one.
    expect(await contactLinkFor(db, deps, contacts.fran!)).toBeNull();
    const renewed = await contactLinkFor(db, deps, contacts.fran!, { afterRevoke: true });
    expect(renewed?.url).not.toBe(first?.url);
    expect((await openContactLink(db, tokenIn(renewed!.url)))?.contact.id).toBe(contacts.fran!.id);
    expect(await openContactLink(db, "x".repeat(43))).toBeNull();
  });

  it("comes with the confirmation of a request that became a work order", async () => {
    const { db } = database();
    await db.delete(outbox);
    const answer = await servicePage.action(
      routeArgs(
        formPost("/service", { ...request("200", "rita@chain.example"), website: "" }),
        database(),
      ) as never,
    );
    expect((answer as Response).status).toBe(303);
    const [confirmation] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "rita@chain.example"));
    expect(confirmation?.subject).toMatch(/WO-\d{6}/);
    expect(confirmation?.text).toMatch(/\/service\/orders\?token=[A-Za-z0-9_-]{43}/);
    const url = /(https?:\/\/\S+\/service\/orders\?token=[A-Za-z0-9_-]{43})/.exec(
      confirmation!.text,
    )![1]!;
    expect((await openContactLink(db, tokenIn(url)))?.contact.id).toBe(contacts.rita!.id);
  });

  it("Lost your link? answers the same for an unknown address, and mails only a contact", async () => {
    const { db } = database();
    await db.delete(outbox);
    const ask = async (email: string) =>
      settle(() =>
        ordersPage.action(
          routeArgs(formPost("/service/orders", { email, website: "" }), database()) as never,
        ),
      );
    const known = await ask("bob@other.example");
    const unknown = await ask("nobody@nowhere.example");
    expect(known).toEqual(unknown);
    const sent = await db.select().from(outbox);
    expect(sent.map((mail) => mail.to)).toEqual(["bob@other.example"]);
    expect(sent[0]?.text).toMatch(/\/service\/orders\?token=/);
  });
});

describe("the client's view", () => {
  it("shows a contact the work orders of their sites only, newest first", async () => {
    const { db } = database();
    const numbersOf = async (key: string) =>
      (await clientWorkOrders(db, contacts[key]!)).rows.map((row) => row.order.id);
    expect(await numbersOf("fran")).toEqual(
      expect.arrayContaining([orders.chain100!.id, orders.chain200!.id]),
    );
    expect(await numbersOf("fran")).not.toContain(orders.other100!.id);
    expect(await numbersOf("bob")).toEqual([orders.other100!.id]);
    expect(await numbersOf("rita")).not.toContain(orders.chain100!.id);
    expect(await clientWorkOrder(db, contacts.rita!, String(orders.chain100!.number))).toBeNull();
    expect(await clientWorkOrder(db, contacts.bob!, String(orders.chain200!.number))).toBeNull();
    expect(
      (await clientWorkOrder(db, contacts.rita!, String(orders.chain200!.number)))?.order.id,
    ).toBe(orders.chain200!.id);
  });

  it("pages a long list 50 at a time, newest first, with links to the newer and older pages", async () => {
    const { db } = database();
    await serviceClient(
      db,
      { name: "Big" },
      [
        {
          siteNumber: "900",
          name: "Store 900",
          address: "900 Main St",
          timeZone: "America/Los_Angeles",
        },
      ],
      [{ name: "Pat", email: "pat@big.example", language: "es" }],
    );
    const [pat] = await db
      .select()
      .from(serviceContacts)
      .where(eq(serviceContacts.emailKey, "pat@big.example"));
    const matched = await matchRequester(db, "pat@big.example", "900");
    const numbers: number[] = [];
    for (let minute = 0; minute < CLIENT_PAGE_SIZE + 2; minute++) {
      const order = await createWorkOrder(db, {
        matched: matched!,
        request: request("900", "pat@big.example"),
        language: "es",
        now: new Date(Date.UTC(2026, 5, 2, 16, minute)),
      });
      numbers.unshift(order.number);
    }
    const link = await contactLinkFor(db, testContext(database()), pat!);
    const listed = async (search: string) => {
      const { body } = await settle(() =>
        ordersPage.loader(
          routeArgs(
            new Request(`http://localhost/es/service/orders?token=${tokenIn(link!.url)}${search}`),
            database(),
          ) as never,
        ),
      );
      const { view } = body as {
        view: { page: number; hasOlder: boolean; orders: { sequence: number }[] };
      };
      return {
        page: view.page,
        hasOlder: view.hasOlder,
        numbers: view.orders.map((o) => o.sequence),
      };
    };
    expect(await listed("")).toEqual({
      page: 1,
      hasOlder: true,
      numbers: numbers.slice(0, CLIENT_PAGE_SIZE),
    });
    expect(await listed("&page=2")).toEqual({
      page: 2,
      hasOlder: false,
      numbers: numbers.slice(CLIENT_PAGE_SIZE),
    });
    // A page the address names wrong shows the newest.
    for (const wrong of ["&page=0", "&page=x", "&page=2.5", "&page=99999"]) {
      expect((await listed(wrong)).page).toBe(1);
    }
  });

  it("gives the service report of a completed work order to its contacts, and 404 to anyone else", async () => {
    const { db } = database();
    const deps = testContext(database());
    await db
      .update(workOrders)
      .set({
        status: "completed",
        checkedInAt: new Date("2026-06-02T16:00:00Z"),
        checkedOutAt: new Date("2026-06-02T18:30:00Z"),
        workDone: "Replaced the breaker.",
        signoffName: "Sam Store",
      })
      .where(eq(workOrders.id, orders.chain200!.id));
    const report = async (key: string, number: number) => {
      const link = await contactLinkFor(db, deps, contacts[key]!, { afterRevoke: true });
      return settle(() =>
        reportRoute.loader(
          routeArgs(
            new Request(
              `http://localhost/service/orders/report.pdf?token=${tokenIn(link!.url)}&number=${number}`,
            ),
            database(),
          ) as never,
        ),
      );
    };
    const shown = await report("rita", orders.chain200!.number);
    expect(shown.status).toBe(200);
    const text = pdfText(Buffer.from(await shown.response!.arrayBuffer()));
    expect(text).toContain(`WO-${String(orders.chain200!.number).padStart(6, "0")}`);
    expect(text).toContain("200 · Store 200");
    expect(text).toContain("(America/Los_Angeles)");
    expect(text).toContain("Replaced the breaker.");
    expect((await report("bob", orders.chain200!.number)).status).toBe(404);
    // Not completed yet: no report.
    expect((await report("fran", orders.chain100!.number)).status).toBe(404);
  });
});

describe("NTE raises and invoices", () => {
  it("e-mails the contacts of the site; a contact approves once, which sets the NTE", async () => {
    const { db } = database();
    await db.delete(outbox);
    const deps = testContext(database());
    const id = orders.chain200!.id;
    const number = String(orders.chain200!.number);
    expect(
      await requestNteRaise(deps, staff, id, { amountCents: 80_000, reason: "A second breaker" }),
    ).toBe("done");
    expect(await requestNteRaise(deps, staff, id, { amountCents: 90_000, reason: "Again" })).toBe(
      "pending",
    );
    const mailed = (await db.select().from(outbox)).map((mail) => mail.to).sort();
    expect(mailed).toEqual(["fran@chain.example", "rita@chain.example"]);
    const found = await clientWorkOrder(db, contacts.rita!, number);
    const [raise] = await db.query.workOrderNteRaises.findMany({
      where: (table, { eq: same }) => same(table.workOrderId, id),
    });
    // Another client's contact cannot answer it.
    expect(await answerNteRaise(db, contacts.bob!, number, raise!.id, "approved")).toBe("missing");
    expect(await answerNteRaise(db, contacts.rita!, number, raise!.id, "approved")).toBe("done");
    expect(await answerNteRaise(db, contacts.fran!, number, raise!.id, "declined")).toBe(
      "answered",
    );
    const [order] = await db.select().from(workOrders).where(eq(workOrders.id, found!.order.id));
    expect(order?.nteCents).toBe(80_000);
    const kinds = (
      await db.select().from(workOrderEvents).where(eq(workOrderEvents.workOrderId, id))
    ).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(["nte-raise", "nte-answer"]));
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "service.nte-raise.answer"));
    expect(audits).toHaveLength(1);
  });

  it("refuses an invoice before completion or above the NTE, then records it Invoiced and Paid", async () => {
    const { db } = database();
    const invoice = (amountCents: number) => ({
      number: "INV-1",
      issuedOn: "2026-06-03",
      amountCents,
    });
    expect(await recordInvoice(db, staff, orders.chain100!.id, invoice(100))).toBe("not-completed");
    // The approved raise made the NTE $800: $900 is above it, $800 within.
    expect(await recordInvoice(db, staff, orders.chain200!.id, invoice(90_000))).toBe("above-nte");
    expect(await recordInvoice(db, staff, orders.chain200!.id, invoice(80_000))).toBe("done");
    const [order] = await db
      .select()
      .from(workOrders)
      .where(eq(workOrders.id, orders.chain200!.id));
    expect(order?.status).toBe("invoiced");
    expect(await markInvoicePaid(db, staff, orders.chain200!.id)).toBe(true);
    expect(await markInvoicePaid(db, staff, orders.chain200!.id)).toBe(false);
    const { rows: listed } = await clientWorkOrders(db, contacts.rita!);
    expect(
      listed.find((row) => row.order.id === orders.chain200!.id)?.invoice?.paidAt,
    ).toBeTruthy();
  });
});

describe("service requested again behind the link", () => {
  it("makes a work order for one of the contact's sites, as the public form does, and refuses another", async () => {
    const { db } = database();
    const context = testContext(database());
    const link = await contactLinkFor(db, context, contacts.rita!, { afterRevoke: true });
    const token = tokenIn(link!.url);
    const [site100, site200] = await Promise.all(
      ["100", "200"].map(
        async (number) => (await matchRequester(db, "fran@chain.example", number))!.site,
      ),
    );
    const post = (siteId: string, changes: Record<string, string> = {}) =>
      settle(() =>
        requestPage.action(
          routeArgs(
            formPost(`/service/orders/request?token=${token}`, {
              siteId,
              name: "Rita",
              email: "rita@chain.example",
              phone: "555-0100",
              company: "Chain",
              trade: "Plumbing",
              priority: "urgent",
              description: "A leak under the sink",
              location: "",
              po: "",
              meet: "",
              ...changes,
            }),
            database(),
          ) as never,
        ),
      );
    // Rita may request for store 200 only.
    const refused = await post(site100!.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ values: { description: "A leak under the sink" } });
    expect((await post(site200!.id, { description: "" })).status).toBe(400);
    await db.delete(outbox);
    const made = await post(site200!.id);
    expect(made.body).toMatchObject({ ok: true, message: expect.stringMatching(/WO-\d{6}/) });
    const [order] = await db
      .select()
      .from(workOrders)
      .where(eq(workOrders.description, "A leak under the sink"));
    expect(order).toMatchObject({
      siteId: site200!.id,
      contactId: contacts.rita!.id,
      trade: "Plumbing",
    });
    const mailed = (await db.select().from(outbox)).map((mail) => mail.to).sort();
    expect(mailed).toContain("rita@chain.example");
  });
});

describe("the office and a contact's link", () => {
  it("sends the link (audited), and revokes it only once confirmed", async () => {
    const { db } = database();
    const context = testContext(database());
    const bob = contacts.bob!;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    await db.delete(outbox);
    const sent = await answerClientForm(
      context,
      actor,
      bob.clientId,
      form({ intent: "send-link", recordId: bob.id }),
    );
    expect(sent.status).toBe(200);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, "bob@other.example"));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    expect((await openContactLink(db, token))?.contact.id).toBe(bob.id);
    // Another client's page cannot act on Bob.
    const elsewhere = await answerClientForm(
      context,
      actor,
      contacts.fran!.clientId,
      form({ intent: "revoke-link", recordId: bob.id, confirmed: "yes" }),
    );
    expect(elsewhere.status).toBe(404);
    const unconfirmed = await answerClientForm(
      context,
      actor,
      bob.clientId,
      form({ intent: "revoke-link", recordId: bob.id }),
    );
    expect(unconfirmed.status).toBe(400);
    expect(await openContactLink(db, token)).not.toBeNull();
    const revoked = await answerClientForm(
      context,
      actor,
      bob.clientId,
      form({ intent: "revoke-link", recordId: bob.id, confirmed: "yes" }),
    );
    expect(revoked.status).toBe(200);
    expect(await openContactLink(db, token)).toBeNull();
    const actions = (await db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["service.contact.link.send", "service.contact.link.revoke"]),
    );
  });
});
