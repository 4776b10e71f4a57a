import { isRouteErrorResponse } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as peoplePage from "~/accounts/routes/admin-people";
import * as info from "~/accounts/routes/employee-info";
import * as auditPage from "~/audit/routes/admin-audit";
import * as adminHomePage from "~/auth/routes/admin-home";
import * as dashboard from "~/auth/routes/dashboard";
import * as integrationsPage from "~/integrations/routes/admin-integrations";
import * as outboxPage from "~/mail/routes/admin-outbox";
import * as progressPage from "~/onboarding/routes/admin-progress";
import * as progressExport from "~/onboarding/routes/admin-progress-export";
import * as personPage from "~/onboarding/routes/admin-progress-person";
import * as hub from "~/onboarding/routes/employee-hub";
import * as privacyPage from "~/privacy/routes/admin-privacy";
import { adminCookie, employeeCookie, grantedCookie, withCookie } from "../support/accounts";
import { useTestDatabase } from "../support/database";
import { formPost, routeArgs } from "../support/requests";

const database = useTestDatabase();

type Handler = (args: never) => unknown;
interface Protected {
  name: string;
  path: string;
  handler: Handler;
  method: "GET" | "POST";
  allowed: "admin" | "employee";
}

function entry(
  allowed: Protected["allowed"],
  method: Protected["method"],
  name: string,
  path: string,
  handler: Handler,
): Protected {
  return { allowed, method, name, path, handler };
}

/** Every protected loader and action, with who may use it. */
const protectedHandlers: Protected[] = [
  entry("admin", "GET", "people page", "/admin/people", peoplePage.loader),
  entry("admin", "POST", "people actions", "/admin/people", peoplePage.action),
  entry("admin", "GET", "audit log", "/admin/audit", auditPage.loader),
  entry("admin", "GET", "privacy page", "/admin/privacy", privacyPage.loader),
  entry("admin", "POST", "erasure", "/admin/privacy", privacyPage.action),
  entry("admin", "GET", "outbox", "/admin/outbox", outboxPage.loader),
  entry("admin", "GET", "integrations list", "/admin/integrations", integrationsPage.loader),
  entry("admin", "POST", "secret reveal", "/admin/integrations", integrationsPage.action),
  entry("admin", "GET", "form progress", "/admin/progress", progressPage.loader),
  entry("admin", "POST", "Refresh Data", "/admin/progress", progressPage.action),
  entry("admin", "GET", "progress CSV", "/admin/progress/export.csv", progressExport.loader),
  entry("admin", "GET", "a person's forms", "/admin/progress/ada%20lovelace", personPage.loader),
  entry("admin", "POST", "manual completion", "/admin/progress/ada%20lovelace", personPage.action),
  entry("employee", "GET", "employee hub", "/team/employees/hub", hub.loader),
  entry("employee", "GET", "employee information", "/employees/info", info.loader),
  entry("employee", "POST", "change password", "/employees/info", info.action),
];

let cookies: { admin: string; employee: string };

beforeAll(async () => {
  const deps = routeArgs<{ context: never }>(new Request("http://localhost/"), database()).context;
  cookies = { admin: await adminCookie(deps), employee: await employeeCookie(deps) };
});

/** Runs a handler and reports what came back: a redirect, a status, or data. */
async function outcome(entry: Protected, cookie?: string) {
  const base =
    entry.method === "GET"
      ? new Request(`http://localhost${entry.path}`)
      : formPost(entry.path, { intent: "none" });
  const request = cookie ? withCookie(base, cookie) : base;
  try {
    const result = await entry.handler(routeArgs(request, database()) as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location") };
    const status = (result as { init?: { status?: number } | null })?.init?.status ?? 200;
    return { status, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    if (isRouteErrorResponse(thrown)) return { status: thrown.status, location: null };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
}

describe("authorization matrix", () => {
  for (const entry of protectedHandlers) {
    it(`${entry.name}: anonymous visitors are sent to the ${entry.allowed} login`, async () => {
      const result = await outcome(entry);
      expect(result.status).toBe(302);
      const login = entry.allowed === "admin" ? "/admin/login" : "/team/employees";
      expect(result.location).toBe(`${login}?redirectTo=${encodeURIComponent(entry.path)}`);
    });

    it(`${entry.name}: an employee is ${entry.allowed === "admin" ? "refused with 403" : "let through"}`, async () => {
      const result = await outcome(entry, cookies.employee);
      if (entry.allowed === "admin") expect(result.status).toBe(403);
      else expect([200, 400]).toContain(result.status);
    });

    it(`${entry.name}: the admin is let through`, async () => {
      const result = await outcome(entry, cookies.admin);
      expect(result.location).toBeNull();
      expect(result.status).toBeLessThan(500);
      expect(result.status).not.toBe(403);
    });
  }

  it("/dashboard sends each person to their own place", async () => {
    const go = async (cookie?: string) => {
      const request = new Request("http://localhost/dashboard");
      const result = await outcome(
        {
          name: "dashboard",
          path: "/dashboard",
          handler: dashboard.loader,
          method: "GET",
          allowed: "employee",
        },
        cookie,
      );
      return result.location ?? request.url;
    };
    expect(await go()).toBe("/team/employees");
    expect(await go(cookies.employee)).toBe("/team/employees/hub");
    expect(await go(cookies.admin)).toBe("/admin/leads");
  });

  it("/admin opens each person's first admin page, the login for a visitor", async () => {
    const go = async (cookie?: string) =>
      (
        await outcome(
          {
            name: "admin",
            path: "/admin",
            handler: adminHomePage.loader,
            method: "GET",
            allowed: "admin",
          },
          cookie,
        )
      ).location;
    expect(await go()).toBe("/admin/login");
    expect(await go(cookies.employee)).toBe("/team/employees/hub");
    // The admin holds lead access: the leads, not the form progress's configuration warnings.
    expect(await go(cookies.admin)).toBe("/admin/leads");
    const deps = routeArgs<{ context: never }>(
      new Request("http://localhost/"),
      database(),
    ).context;
    expect(await go(await grantedCookie(deps, "carla@example.com", "content"))).toBe(
      "/admin/projects",
    );
  });
});
