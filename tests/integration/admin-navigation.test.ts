import { beforeAll, describe, expect, it } from "vitest";
import * as peoplePage from "~/accounts/routes/admin-people";
import * as auditPage from "~/audit/routes/admin-audit";
import * as careersPage from "~/careers/routes/admin-careers";
import * as companyPage from "~/company/routes/admin-company";
import * as integrationsPage from "~/integrations/routes/admin-integrations";
import * as adminLayout from "~/layout/AdminLayout";
import { adminPages, adminPagesFor } from "~/layout/admin-area";
import * as leadsPage from "~/leads/routes/admin-leads";
import * as boardPage from "~/leads/routes/admin-leads-board";
import * as outboxPage from "~/mail/routes/admin-outbox";
import * as progressPage from "~/onboarding/routes/admin-progress";
import * as privacyPage from "~/privacy/routes/admin-privacy";
import * as projectsPage from "~/projects/routes/admin-projects";
import * as clientsPage from "~/service/routes/admin-clients";
import * as workOrdersPage from "~/service/routes/admin-work-orders";
import * as subcontractorsPage from "~/subcontractors/routes/admin-subcontractors";
import { adminCookie, employeeCookie, grantedCookie } from "../support/accounts";
import { useTestDatabase } from "../support/database";
import { pageRequest, routeArgs, settle, testContext } from "../support/requests";

/**
 * The admin navigation (app/layout/admin-area.ts) and the pages' own guards agree: whoever is
 * signed in sees in the admin layout's navigation exactly the pages whose loaders let them in.
 */

const database = useTestDatabase();

/** The loader of each page of the navigation, by its address. */
const loaders: Record<string, (args: never) => unknown> = {
  "/admin/progress": progressPage.loader,
  "/admin/leads": leadsPage.loader,
  "/admin/leads/board": boardPage.loader,
  "/admin/projects": projectsPage.loader,
  "/admin/subcontractors": subcontractorsPage.loader,
  "/admin/careers": careersPage.loader,
  "/admin/work-orders": workOrdersPage.loader,
  "/admin/clients": clientsPage.loader,
  "/admin/people": peoplePage.loader,
  "/admin/integrations": integrationsPage.loader,
  "/admin/company": companyPage.loader,
  "/admin/outbox": outboxPage.loader,
  "/admin/audit": auditPage.loader,
  "/admin/privacy": privacyPage.loader,
};

let cookies: Record<"admin" | "office" | "content" | "hiring" | "service" | "employee", string>;

beforeAll(async () => {
  const deps = testContext(database());
  const admin = await adminCookie(deps);
  const employee = await employeeCookie(deps, "bob@example.com");
  const office = await grantedCookie(deps, "olive@example.com");
  const content = await grantedCookie(deps, "cora@example.com", "content");
  const hiring = await grantedCookie(deps, "hana@example.com", "hiring");
  const service = await grantedCookie(deps, "sal@example.com", "service");
  cookies = { admin, office, content, hiring, service, employee };
});

/** The pages the admin layout's navigation shows to the holder of the cookie. */
async function navigationOf(cookie: string): Promise<string[] | null> {
  const request = pageRequest("/admin/leads", { cookie });
  const data = await adminLayout.loader(routeArgs(request, database()) as never);
  if (!data.viewer) return null;
  return adminPagesFor(data.viewer).map((page) => page.to);
}

/** The pages whose loaders let the holder of the cookie in. */
async function pagesOpenTo(cookie: string): Promise<string[]> {
  const open: string[] = [];
  for (const page of adminPages) {
    const loader = loaders[page.to];
    expect(loader, `a loader for ${page.to}`).toBeDefined();
    const request = pageRequest(page.to, { cookie });
    const result = await settle(async () => loader!(routeArgs(request, database()) as never));
    if (result.status === 200) open.push(page.to);
    else expect(result.status, page.to).toBe(403);
  }
  return open;
}

describe("the admin navigation", () => {
  it("shows the admin every page", async () => {
    const shown = await navigationOf(cookies.admin);
    expect(shown).toEqual(adminPages.map((page) => page.to));
    expect(await pagesOpenTo(cookies.admin)).toEqual(shown);
  });

  it("shows a person with lead access the leads and the board, the pages that let them in", async () => {
    const shown = await navigationOf(cookies.office);
    expect(shown).toEqual(["/admin/leads", "/admin/leads/board"]);
    expect(await pagesOpenTo(cookies.office)).toEqual(shown);
  });

  it("shows a person with content access the projects, the page that lets them in", async () => {
    const shown = await navigationOf(cookies.content);
    expect(shown).toEqual(["/admin/projects"]);
    expect(await pagesOpenTo(cookies.content)).toEqual(shown);
  });

  it("shows a person with hiring access the careers page alone", async () => {
    const shown = await navigationOf(cookies.hiring);
    expect(shown).toEqual(["/admin/careers"]);
    expect(await pagesOpenTo(cookies.hiring)).toEqual(shown);
  });

  it("shows a person with service desk access the work orders and the clients", async () => {
    const shown = await navigationOf(cookies.service);
    expect(shown).toEqual(["/admin/work-orders", "/admin/clients"]);
    expect(await pagesOpenTo(cookies.service)).toEqual(shown);
  });

  it("frames nothing for an employee without a grant, whom every page refuses", async () => {
    expect(await navigationOf(cookies.employee)).toBeNull();
    expect(await pagesOpenTo(cookies.employee)).toEqual([]);
  });
});
