import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setPermission } from "~/accounts/people/permission-grants.server";
import * as adminLogin from "~/accounts/routes/admin-login";
import { users } from "~/auth/auth.schema";
import * as leadPage from "~/leads/routes/admin-lead";
import * as leadsPage from "~/leads/routes/admin-leads";
import * as boardPage from "~/leads/routes/admin-leads-board";
import * as leadsExport from "~/leads/routes/admin-leads-export";
import { adminCookie, employeeCookie, grantedCookie } from "../support/accounts";
import { useTestDatabase } from "../support/database";
import { insertLeads } from "../support/leads";
import { pageRequest, routeArgs, settle, testContext } from "../support/requests";

const database = useTestDatabase();

interface LeadHandler {
  name: string;
  path: () => string;
  handler: (args: never) => unknown;
  form?: Record<string, string>;
  /** Clear All deletes every lead: the admin's alone. */
  adminOnly?: boolean;
}

let leadId = "";
const lead = () => `/admin/leads/${leadId}`;

/** Every lead page and action, with a form each action accepts. */
const handlers: LeadHandler[] = [
  { name: "leads list", path: () => "/admin/leads", handler: leadsPage.loader },
  { name: "CSV export", path: () => "/admin/leads/export.csv", handler: leadsExport.loader },
  { name: "lead page", path: lead, handler: leadPage.loader },
  {
    name: "status change",
    path: lead,
    handler: leadPage.action,
    form: { intent: "status", status: "qualified" },
  },
  {
    name: "status change from the list",
    path: lead,
    handler: leadPage.action,
    form: { intent: "status", status: "contacted", back: "/admin/leads" },
  },
  {
    name: "assignment",
    path: lead,
    handler: leadPage.action,
    form: { intent: "assign", assigneeId: "" },
  },
  {
    name: "follow-up",
    path: lead,
    handler: leadPage.action,
    form: { intent: "follow-up", followUpOn: "2026-12-01" },
  },
  {
    name: "note",
    path: lead,
    handler: leadPage.action,
    form: { intent: "note", note: "Called back" },
  },
  {
    name: "call logged",
    path: lead,
    handler: leadPage.action,
    form: { intent: "call", summary: "" },
  },
  {
    name: "reply",
    path: lead,
    handler: leadPage.action,
    form: { intent: "reply", subject: "Re: your contact request", body: "Hello" },
  },
  { name: "board", path: () => "/admin/leads/board", handler: boardPage.loader },
  {
    name: "move on the board",
    path: () => "/admin/leads/board",
    handler: boardPage.action,
    form: { intent: "status", leadId: "LEAD", status: "quote_sent" },
  },
  // Last: the admin's Clear All deletes the lead the others work on.
  {
    name: "Clear All",
    path: () => "/admin/leads",
    handler: leadsPage.action,
    form: { intent: "clear", confirmed: "yes" },
    adminOnly: true,
  },
];

let cookies: { admin: string; employee: string; office: string };

beforeAll(async () => {
  const deps = testContext(database());
  const admin = await adminCookie(deps);
  const employee = await employeeCookie(deps, "bob@example.com");
  const office = await grantedCookie(deps, "olive@example.com");
  cookies = { admin, employee, office };
  const [stored] = await insertLeads(database(), [{}]);
  leadId = stored!.id;
});

function run(entry: LeadHandler, cookie?: string) {
  const path = entry.path();
  // A form naming the lead under test says LEAD: its id is known only once it is inserted.
  const form = entry.form
    ? Object.fromEntries(
        Object.entries(entry.form).map(([key, value]) => [key, value === "LEAD" ? leadId : value]),
      )
    : undefined;
  const request = pageRequest(path, { cookie, form });
  return settle(
    () => entry.handler(routeArgs(request, database(), { leadId }) as never) as Promise<unknown>,
  );
}

describe("who may work leads", () => {
  for (const entry of handlers) {
    it(`${entry.name}: anonymous visitors are sent to the admin login`, async () => {
      const result = await run(entry);
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(entry.path())}`,
      );
    });

    it(`${entry.name}: an employee without lead access is refused with 403`, async () => {
      expect((await run(entry, cookies.employee)).status).toBe(403);
    });

    it(`${entry.name}: a person with lead access is ${entry.adminOnly ? "refused with 403" : "let through"}`, async () => {
      const result = await run(entry, cookies.office);
      if (entry.adminOnly) expect(result.status).toBe(403);
      else {
        expect(result.status).toBeLessThan(400);
        expect(result.headers.get("Location") ?? "").not.toContain("/login");
      }
    });

    it(`${entry.name}: the admin is let through`, async () => {
      const result = await run(entry, cookies.admin);
      expect(result.status).toBeLessThan(400);
      expect(result.headers.get("Location") ?? "").not.toContain("/login");
    });
  }

  it("lets a person with lead access sign in at the admin login and starts them at the leads", async () => {
    const { signIn } = await import("~/accounts/sign-in/sign-in.server");
    const deps = testContext(database());
    const office = await signIn(deps, {
      email: "olive@example.com",
      password: "test password 123",
      area: "admin",
    });
    expect(office).toMatchObject({ ok: true, home: "/admin/leads" });
    const employee = await signIn(deps, {
      email: "bob@example.com",
      password: "test password 123",
      area: "admin",
    });
    expect(employee).toMatchObject({ ok: false, status: 403 });
  });

  it("starts everyone at the admin login on their first admin page: the admin and lead access at the leads", async () => {
    const deps = testContext(database());
    await grantedCookie(deps, "connie@example.com", "content");
    const landing = async (email: string) => {
      const request = pageRequest("/admin/login", {
        form: { email, password: "test password 123" },
      });
      const result = await settle(() => adminLogin.action(routeArgs(request, database()) as never));
      return { status: result.status, location: result.headers.get("Location") };
    };
    expect(await landing("admin@example.com")).toEqual({ status: 302, location: "/admin/leads" });
    expect(await landing("olive@example.com")).toEqual({ status: 302, location: "/admin/leads" });
    // Content access alone opens the projects: signed in, not refused as "not the admin".
    expect(await landing("connie@example.com")).toEqual({
      status: 302,
      location: "/admin/projects",
    });
    expect((await landing("bob@example.com")).status).toBe(403);
  });

  it("takes lead access away at once", async () => {
    const deps = testContext(database());
    const [olive] = await database()
      .db.select()
      .from(users)
      .where(eq(users.email, "olive@example.com"));
    await setPermission(deps, { id: null, email: "test" }, olive!.id, "leads", false);
    try {
      expect((await run(handlers[2]!, cookies.office)).status).toBe(403);
    } finally {
      await setPermission(deps, { id: null, email: "test" }, olive!.id, "leads", true);
    }
  });
});
