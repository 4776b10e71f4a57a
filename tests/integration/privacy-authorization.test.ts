import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/leads/leads.schema";
import * as privacyPage from "~/privacy/routes/admin-privacy";
import { adminCookie, employeeCookie, grantedCookie } from "../support/accounts";
import { useTestDatabase } from "../support/database";
import { insertLeads } from "../support/leads";
import { pageRequest, routeArgs, settle, testContext } from "../support/requests";

const database = useTestDatabase();
const PATH = "/admin/privacy";
const ADDRESS = "erase.me@example.net";

/** The page and both of its steps; the erasure is the admin's alone. */
const handlers = [
  { name: "privacy page", handler: privacyPage.loader, form: undefined },
  {
    name: "look-up",
    handler: privacyPage.action,
    form: { intent: "preview", email: ADDRESS },
  },
  {
    name: "erasure",
    handler: privacyPage.action,
    form: { intent: "erase", email: ADDRESS, confirmed: "yes" },
  },
] as const;

let cookies: { admin: string; employee: string; office: string };

beforeAll(async () => {
  const deps = testContext(database());
  const admin = await adminCookie(deps);
  const employee = await employeeCookie(deps, "bob@example.com");
  const office = await grantedCookie(deps, "olive@example.com");
  cookies = { admin, employee, office };
});

function run(entry: (typeof handlers)[number], cookie?: string) {
  const request = pageRequest(PATH, { cookie, form: entry.form });
  return settle(() => entry.handler(routeArgs(request, database()) as never) as Promise<unknown>);
}

describe("who may erase an address", () => {
  for (const entry of handlers) {
    it(`${entry.name}: anonymous visitors are sent to the admin login`, async () => {
      const result = await run(entry);
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(PATH)}`,
      );
    });

    it(`${entry.name}: an employee is refused with 403`, async () => {
      expect((await run(entry, cookies.employee)).status).toBe(403);
    });

    it(`${entry.name}: a person with lead access is refused with 403`, async () => {
      expect((await run(entry, cookies.office)).status).toBe(403);
    });
  }

  it("nobody but the admin erased anything; the admin looks up, then erases", async () => {
    await insertLeads(database(), [{ email: ADDRESS }]);
    for (const entry of handlers) {
      await run(entry);
      await run(entry, cookies.employee);
      await run(entry, cookies.office);
    }
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect((await run(handlers[0], cookies.admin)).status).toBe(200);
    expect((await run(handlers[1], cookies.admin)).status).toBe(200);
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect((await run(handlers[2], cookies.admin)).status).toBe(200);
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("answers a malformed address with 400 and keeps what was typed", async () => {
    const request = pageRequest(PATH, {
      cookie: cookies.admin,
      form: { intent: "erase", email: "not an address" },
    });
    const result = await settle(
      () => privacyPage.action(routeArgs(request, database()) as never) as Promise<unknown>,
    );
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain("not an address");
  });
});
