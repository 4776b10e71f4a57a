import { beforeEach, describe, expect, it } from "vitest";
import { leads } from "~/leads/leads.schema";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { formPost, routeArgs, shownFormAnswer } from "../../../tests/support/requests";
import { serviceClient } from "../../../tests/support/service";
import * as servicePage from "../routes/service";
import { serviceClients, workOrders } from "../service.schema";

const database = useTestDatabase();

const form = (changes: Record<string, string> = {}) => ({
  name: "Fran Manager",
  email: "fran@chain.example",
  phone: "(626) 555-0100",
  company: "Chain Stores",
  site: "Store 1142",
  trade: "Electrical",
  priority: "emergency",
  description: "The POS circuit tripped, three lanes down.",
  location: "Front registers",
  po: "",
  meet: "Store manager",
  website: "",
  ...changes,
});

beforeEach(async () => {
  const db = database().db;
  await db.delete(workOrders);
  await db.delete(serviceClients);
  await db.delete(leads);
  await db.delete(outbox);
  await serviceClient(
    db,
    { name: "Chain Stores", poRequired: true, defaultNte: 75_000 },
    [
      {
        siteNumber: "1142",
        name: "Pasadena",
        address: "10 Colorado Blvd, Pasadena, CA",
        timeZone: "America/Los_Angeles",
      },
    ],
    [{ name: "Fran Manager", email: "fran@chain.example", language: "es" }],
  );
});

async function send(path: string, fields: Record<string, string>) {
  const result = await servicePage.action(routeArgs(formPost(path, fields), database()) as never);
  return shownFormAnswer(result, servicePage.loader, database());
}

describe("a service request", () => {
  it("from a client's contact becomes a work order, flagged PO missing, confirmed in their language", async () => {
    const answer = await send("/service", form());
    expect(answer.status).toBe(200);
    const [order] = await database().db.select().from(workOrders);
    expect(order).toMatchObject({ priority: "P1 Emergency", poMissing: true, nteCents: 75_000 });
    expect(await database().db.select().from(leads)).toEqual([]);
    const mails = await database().db.select().from(outbox);
    const number = `WO-${String(order!.number).padStart(6, "0")}`;
    const confirmation = mails.find((mail) => mail.to === "fran@chain.example");
    expect(confirmation?.subject).toBe(`Solicitud de servicio recibida: ${number}`);
    expect(confirmation?.text).toContain("(America/Los_Angeles)");
    // The request's Emergency is the client's first priority: the office inbox gets the alert.
    expect(mails.some((mail) => mail.subject.startsWith(`EMERGENCY ${number}`))).toBe(true);
    expect(order?.emergency).toBe(true);
  });

  it("from anyone else is a Service request lead, and the page answers exactly the same", async () => {
    const known = await send("/service", form());
    const unknown = await send("/service", form({ email: "someone@example.com" }));
    const wrongSite = await send("/service", form({ site: "99 Elm St, Arcadia" }));
    expect(unknown).toEqual(known);
    expect(wrongSite).toEqual(known);
    expect(known.body).toMatchObject({ ok: true });
    const stored = await database().db.select().from(leads);
    expect(stored.map((lead) => [lead.kind, lead.email])).toEqual([
      ["service", "someone@example.com"],
      ["service", "fran@chain.example"],
    ]);
    expect(await database().db.select().from(workOrders)).toHaveLength(1);
    const mails = await database().db.select().from(outbox);
    expect(mails.find((mail) => mail.to === "someone@example.com")?.subject).toBe(
      "Service request received",
    );
  });

  it("answers in Spanish on /es/service and keeps what was typed beside the errors", async () => {
    const refused = await send("/es/service", form({ email: "not an address", description: "" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: {
        email: "Escriba un correo electrónico válido.",
        description: "Complete este campo.",
      },
      values: { email: "not an address", site: "Store 1142" },
    });
    const sent = await send("/es/service", form({ email: "otra@example.com" }));
    expect(String(sent.body.message)).toMatch(/^Gracias: recibimos su solicitud/);
    expect(await database().db.select().from(workOrders)).toEqual([]);
  });
});
