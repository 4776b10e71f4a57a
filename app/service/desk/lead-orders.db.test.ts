import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { leadEvents, leads } from "~/leads/leads.schema";
import { insertLead } from "~/leads/leads.server";
import { outbox } from "~/mail/mail.schema";
import { companyMailSettings } from "~/mail/mailer.server";
import { grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { serviceLead } from "../client-view/requests.server";
import { createClient } from "../clients/clients.server";
import * as page from "../routes/admin-lead-work-order";
import { serviceContacts, serviceSites, workOrderEvents, workOrders } from "../service.schema";

const database = useTestDatabase();
let office: string;
let leads_: Record<"store" | "bare", string>;
let clientId: string;

beforeAll(async () => {
  const deps = testContext(database());
  office = await grantedCookie(deps, "sal@example.com", "service");
  const db = database().db;
  clientId = await createClient(
    db,
    { id: null, email: "office@example.com" },
    {
      name: "Taco Stand",
      poRequired: true,
      defaultNte: 50_000,
    },
  );
  const mail = companyMailSettings(deps.config, deps.company.current().profile);
  const lead = (email: string) =>
    db.transaction((tx) =>
      insertLead(
        tx,
        serviceLead(
          {
            name: "Rosa Díaz",
            email,
            phone: "(213) 555-0101",
            company: "Taco Stand",
            site: "Store 12",
            trade: "Refrigeration",
            priority: "urgent",
            description: "Walk-in cooler warm",
            location: "Kitchen",
            po: "",
            meet: "Manager",
          },
          "es",
        ),
        mail,
        new Date("2026-06-01T16:00:00Z"),
      ),
    );
  leads_ = {
    store: (await lead("rosa@tacos.example")).id,
    bare: (await lead("jo@tacos.example")).id,
  };
});

const post = (leadId: string, form: Record<string, string>) =>
  settle(() =>
    page.action(
      routeArgs(
        pageRequest(`/admin/leads/${leadId}/work-order`, { cookie: office, form }),
        database(),
        {
          leadId,
        },
      ) as never,
    ),
  );

describe("a service request lead made a work order", () => {
  it("refuses a new site without its name and address (400), keeping what was typed, and makes nothing", async () => {
    const refused = await post(leads_.store, {
      client: clientId,
      clientName: "",
      siteNumber: "12",
      siteName: "",
      siteAddress: "12 Olive St",
      timeZone: "America/Los_Angeles",
      addContact: "on",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      errors: { siteName: "Please fill this in." },
      values: { siteAddress: "12 Olive St" },
    });
    expect(await database().db.select().from(workOrders)).toHaveLength(0);
    expect(await database().db.select().from(serviceSites)).toHaveLength(0);
  });

  it("makes the work order with the request's fields and due times, the site and contact, the lead Won; both timelines, audited, the confirmation with the link", async () => {
    const made = await post(leads_.store, {
      client: clientId,
      clientName: "",
      siteNumber: "12",
      siteName: "Olive",
      siteAddress: "12 Olive St",
      timeZone: "America/Los_Angeles",
      addContact: "on",
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Work order WO-\d{6} made/),
    });
    const db = database().db;
    const [order] = await db.select().from(workOrders).where(eq(workOrders.leadId, leads_.store));
    expect(order).toMatchObject({
      clientId,
      requesterName: "Rosa Díaz",
      trade: "Refrigeration",
      description: "Walk-in cooler warm",
      priority: "P2 Urgent",
      poMissing: true,
      nteCents: 50_000,
      language: "es",
    });
    // Due times from when the request came: two hours to respond.
    expect(order?.respondBy.toISOString()).toBe("2026-06-01T18:00:00.000Z");
    const [contact] = await db.select().from(serviceContacts);
    expect(contact).toMatchObject({ email: "rosa@tacos.example", language: "es" });
    expect(order?.contactId).toBe(contact?.id);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leads_.store));
    expect(lead?.status).toBe("won");
    const events = await db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leads_.store))
      .orderBy(asc(leadEvents.id));
    expect(events.map((event) => event.kind)).toEqual(["received", "status_changed", "note"]);
    expect(events[2]?.details.note).toMatch(/^Work order WO-\d{6} made from this request\.$/);
    const orderEvents = await db
      .select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, order!.id));
    expect(orderEvents.map((event) => event.kind).sort()).toEqual(["created", "note"]);
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, "service.work-order.from-lead")),
    ).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.to, "rosa@tacos.example"));
    const confirmation = mails.find((mail) => mail.text.includes("/service/orders?token="));
    expect(confirmation?.subject).toMatch(/WO-\d{6}/);
    // A second time is refused: one work order a lead.
    const again = await post(leads_.store, {
      client: clientId,
      clientName: "",
      siteNumber: "12",
      siteName: "",
      siteAddress: "",
      timeZone: "America/Los_Angeles",
      addContact: "",
    });
    expect(again.status).toBe(409);
  });

  it("creates a client by name and its site (#12 is 12) without adding a contact; the confirmation has no link", async () => {
    const made = await post(leads_.bare, {
      client: "",
      clientName: "Taco Stand West",
      siteNumber: "#12",
      siteName: "West 12",
      siteAddress: "1 West St",
      timeZone: "America/Denver",
      addContact: "",
    });
    expect(made.status).toBe(200);
    const db = database().db;
    const [order] = await db.select().from(workOrders).where(eq(workOrders.leadId, leads_.bare));
    expect(order?.contactId).toBeNull();
    expect(order?.clientId).not.toBe(clientId);
    const [site] = await db.select().from(serviceSites).where(eq(serviceSites.id, order!.siteId));
    expect(site).toMatchObject({ siteNumber: "12", name: "West 12", timeZone: "America/Denver" });
    expect(await db.select().from(serviceContacts)).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.to, "jo@tacos.example"));
    const confirmation = mails.find((mail) => /WO-\d{6}/.test(mail.subject));
    expect(confirmation?.text).not.toContain("token=");
    const missingName = await post(leads_.bare, {
      client: "",
      clientName: "",
      siteNumber: "12",
      siteName: "",
      siteAddress: "",
      timeZone: "Mars/Olympus",
      addContact: "",
    });
    expect(missingName.status).toBe(400);
    expect((missingName.body as { errors: Record<string, string> }).errors).toMatchObject({
      clientName: "Please fill this in.",
      timeZone: "Enter a time zone such as America/Los_Angeles.",
    });
  });
});
