import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { adminCookie, employeeCookie, grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import * as clientPage from "../routes/admin-client";
import * as clientsPage from "../routes/admin-clients";
import { serviceClients, serviceSites } from "../service.schema";

const database = useTestDatabase();
let cookies: Record<"admin" | "service" | "leads" | "employee", string>;
let clientId = "";

beforeAll(async () => {
  const deps = testContext(database());
  cookies = {
    admin: await adminCookie(deps),
    service: await grantedCookie(deps, "sal@example.com", "service"),
    leads: await grantedCookie(deps, "lee@example.com", "leads"),
    employee: await employeeCookie(deps, "emma@example.com"),
  };
  const created = await settle(() =>
    clientsPage.action(
      routeArgs(
        pageRequest("/admin/clients", {
          cookie: cookies.service,
          form: { name: "Chain Stores", defaultNte: "1,500", poRequired: "on" },
        }),
        database(),
      ) as never,
    ),
  );
  expect(created.status).toBe(303);
  const location = new URL(created.headers.get("location")!, "http://localhost");
  expect(location.search).toBe("?created=1");
  expect(location.hash).toBe("#client-answer");
  clientId = location.pathname.split("/").pop()!;
});

const clientUrl = () => `/admin/clients/${clientId}`;

async function post(form: Record<string, string>, cookie = cookies.service) {
  return settle(() =>
    clientPage.action(
      routeArgs(pageRequest(clientUrl(), { cookie, form }), database(), { clientId }) as never,
    ),
  );
}

describe("who may open the clients pages", () => {
  it("refuses (403) an employee without the service permission, and one with another, on every loader and action", async () => {
    for (const cookie of [cookies.employee, cookies.leads]) {
      const list = await settle(() =>
        clientsPage.loader(
          routeArgs(pageRequest("/admin/clients", { cookie }), database()) as never,
        ),
      );
      expect(list.status).toBe(403);
      const create = await settle(() =>
        clientsPage.action(
          routeArgs(
            pageRequest("/admin/clients", { cookie, form: { name: "X" } }),
            database(),
          ) as never,
        ),
      );
      expect(create.status).toBe(403);
      const page = await settle(() =>
        clientPage.loader(
          routeArgs(pageRequest(clientUrl(), { cookie }), database(), { clientId }) as never,
        ),
      );
      expect(page.status).toBe(403);
      expect((await post({ intent: "remove-site", recordId: clientId }, cookie)).status).toBe(403);
    }
    const [client] = await database().db.select().from(serviceClients);
    expect(client?.name).toBe("Chain Stores");
  });

  it("lets the admin and a person given service in; an unknown client is a 404", async () => {
    for (const cookie of [cookies.admin, cookies.service]) {
      const page = await settle(() =>
        clientPage.loader(
          routeArgs(pageRequest(clientUrl(), { cookie }), database(), { clientId }) as never,
        ),
      );
      expect(page.status).toBe(200);
    }
    const missing = await settle(() =>
      clientPage.loader(
        routeArgs(pageRequest("/admin/clients/x", { cookie: cookies.admin }), database(), {
          clientId: "00000000-0000-4000-8000-000000000000",
        }) as never,
      ),
    );
    expect(missing.status).toBe(404);
  });
});

describe("a client's page", () => {
  it("created the client with its terms and the default priorities, audited", async () => {
    const [client] = await database().db.select().from(serviceClients);
    expect(client).toMatchObject({ poRequired: true, defaultNteCents: 150_000 });
    expect(client?.priorities.map((priority) => priority.name)).toEqual([
      "P1 Emergency",
      "P2 Urgent",
      "P3 Routine",
    ]);
    const [entry] = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "service.client.create"));
    expect(entry?.actorEmail).toBe("sal@example.com");
  });

  it("refuses a site with an unknown zone (400), keeping what was typed, then a repeated number", async () => {
    const site = { intent: "add-site", siteNumber: "1142", name: "Pasadena", address: "1 Main St" };
    const bad = await post({ ...site, timeZone: "Pacific Time" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { timeZone: "Enter a time zone such as America/Los_Angeles." },
      values: { siteNumber: "1142", timeZone: "Pacific Time" },
    });
    expect((await post({ ...site, timeZone: "America/Los_Angeles" })).status).toBe(200);
    const again = await post({ ...site, timeZone: "America/Los_Angeles" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: "The client has a site of that number already." });
  });

  it("saves priorities typed as rows, and refuses a window that is not whole minutes", async () => {
    const terms = {
      intent: "terms",
      name: "Chain Stores",
      defaultNte: "",
      priorityName0: "P1 - 2 Hours",
      respond0: "15",
      onSite0: "120",
      complete0: "480",
    };
    const bad = await post({ ...terms, onSite0: "two hours" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { onSite0: "Enter whole minutes, from 1 to a year." },
    });
    expect((await post(terms)).status).toBe(200);
    const [client] = await database().db.select().from(serviceClients);
    expect(client).toMatchObject({
      poRequired: false,
      defaultNteCents: null,
      priorities: [
        { name: "P1 - 2 Hours", respondMinutes: 15, onSiteMinutes: 120, completeMinutes: 480 },
      ],
    });
  });

  it("imports a CSV file of sites, and lists a refused file's lines", async () => {
    const upload = (csv: string) => {
      const body = new FormData();
      body.set("intent", "import");
      body.set("file", new File([csv], "sites.csv", { type: "text/csv" }));
      const request = new Request(new URL(clientUrl(), "http://localhost"), {
        method: "POST",
        body,
        headers: { Cookie: cookies.service },
      });
      return settle(() => clientPage.action(routeArgs(request, database(), { clientId }) as never));
    };
    const refused = await upload("site_number,name,address,time_zone\n2001,North,,UTC\n");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      importErrors: [{ line: "Line 2", message: "Please fill this in." }],
    });
    const done = await upload(
      "site_number,name,address,time_zone\n2001,North,5 Elm St,America/New_York\n1142,Pasadena,2 Main St,America/Los_Angeles\n",
    );
    expect(done.body).toMatchObject({ ok: true, message: "Import done: 1 site added, 1 updated." });
    const sites = await database()
      .db.select({ siteNumber: serviceSites.siteNumber })
      .from(serviceSites)
      .orderBy(desc(serviceSites.siteNumber));
    expect(sites.map((site) => site.siteNumber)).toEqual(["2001", "1142"]);
  });

  it("adds a contact for listed sites only, refusing a site number the client does not have", async () => {
    const contact = {
      intent: "add-contact",
      name: "Fran",
      email: "fran@chain.example",
      phone: "",
      language: "es",
    };
    const unknown = await post({ ...contact, sites: "1142, 9999" });
    expect(unknown.body).toMatchObject({ message: "The client has no site 9999." });
    expect((await post({ ...contact, sites: "1142" })).status).toBe(200);
    const page = await settle(() =>
      clientPage.loader(
        routeArgs(pageRequest(clientUrl(), { cookie: cookies.service }), database(), {
          clientId,
        }) as never,
      ),
    );
    expect((page.body as { contacts: unknown[] }).contacts).toEqual([
      expect.objectContaining({ name: "Fran", language: "es", sites: "1142" }),
    ]);
  });

  it("removes a site only once the removal is confirmed, and audits it", async () => {
    const [site] = await database()
      .db.select({ id: serviceSites.id })
      .from(serviceSites)
      .where(eq(serviceSites.siteNumber, "2001"));
    const unconfirmed = await post({ intent: "remove-site", recordId: site!.id });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      ok: false,
      form: "remove",
      message: "Nothing was done: confirm the action first.",
    });
    expect(await database().db.$count(serviceSites, eq(serviceSites.id, site!.id))).toBe(1);
    const removed = await post({ intent: "remove-site", recordId: site!.id, confirmed: "yes" });
    expect(removed.body).toMatchObject({ ok: true, message: "Site removed." });
    expect(await database().db.$count(serviceSites, eq(serviceSites.id, site!.id))).toBe(0);
    const [entry] = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "service.site.remove"));
    expect(entry?.actorEmail).toBe("sal@example.com");
  });
});
