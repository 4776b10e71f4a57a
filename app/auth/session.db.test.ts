import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setPermission } from "~/accounts/people/permission-grants.server";
import { adminCookie, employeeCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { users } from "./auth.schema";
import { getAuth } from "./auth.server";
import { authPolicy } from "./policy";
import { getViewer, requireAdmin, requireEmployee } from "./session.server";

const database = useTestDatabase();

/** The Location of the redirect a signed-out visitor of `url` gets. */
async function loginRedirect(
  guard: typeof requireAdmin | typeof requireEmployee,
  url: string,
): Promise<string> {
  try {
    await guard(new Request(url), testContext(database()));
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) {
      return thrown.headers.get("Location") ?? "";
    }
    throw thrown;
  }
  throw new Error("a signed-out visitor was let in");
}

describe("the login redirect of a signed-out visitor", () => {
  it("carries the address back, query included", async () => {
    expect(await loginRedirect(requireAdmin, "http://localhost/admin/leads?period=today")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fleads%3Fperiod%3Dtoday",
    );
    expect(await loginRedirect(requireEmployee, "http://localhost/employees/info")).toBe(
      "/team/employees?redirectTo=%2Femployees%2Finfo",
    );
  });

  it("stays small when the address is huge: the path alone, or no return address", async () => {
    const query = `?period=${"%3Cscript%3E".repeat(1_000)}`;
    expect(await loginRedirect(requireAdmin, `http://localhost/admin/leads${query}`)).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fleads",
    );
    const longPath = `http://localhost/admin/progress/${"x".repeat(5_000)}`;
    expect(await loginRedirect(requireAdmin, longPath)).toBe("/admin/login");
  });
});

describe("the login pages are islands pages, loaded as documents", () => {
  it("sends a signed-out visitor there with a document load, not a client-side render", async () => {
    // React Router's client would otherwise render the login in place, with its own scripts.
    for (const [guard, url] of [
      [requireAdmin, "http://localhost/admin/leads"],
      [requireEmployee, "http://localhost/employees/info"],
    ] as const) {
      const thrown = await guard(new Request(url), testContext(database())).catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("X-Remix-Reload-Document"), url).toBe("true");
    }
  });
});

describe("the idle time-out", () => {
  const HOUR = 60 * 60 * 1000;
  const idleTooLong = () => new Date(Date.now() + authPolicy.adminIdleMs + HOUR);

  function viewerAt(cookie: string, now: Date) {
    const request = new Request("http://localhost/admin/leads", { headers: { Cookie: cookie } });
    return getViewer(request, testContext(database()), now);
  }

  async function employeeWithLeadAccess(email: string, permission: "leads" | "hiring" = "leads") {
    const cookie = await employeeCookie(testContext(database()), email);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    await setPermission(
      testContext(database()),
      { id: null, email: "test" },
      user!.id,
      permission,
      true,
    );
    return cookie;
  }

  it("signs the admin out after 12 hours without a request", async () => {
    const cookie = await adminCookie(testContext(database()));
    expect(await viewerAt(cookie, new Date(Date.now() + HOUR))).not.toBeNull();
    expect(await viewerAt(cookie, idleTooLong())).toBeNull();
  });

  it("signs out someone with lead access after 12 hours too: they can export every lead", async () => {
    const cookie = await employeeWithLeadAccess("olive@example.com");
    expect((await viewerAt(cookie, new Date(Date.now() + HOUR)))?.permissions).toEqual(["leads"]);
    expect(await viewerAt(cookie, idleTooLong())).toBeNull();
    // The session is gone, not only refused once.
    expect(await viewerAt(cookie, new Date())).toBeNull();
  });

  it("signs out someone with hiring access after 12 hours too: they read applicants' résumés", async () => {
    const cookie = await employeeWithLeadAccess("hana@example.com", "hiring");
    expect((await viewerAt(cookie, new Date(Date.now() + HOUR)))?.permissions).toEqual(["hiring"]);
    expect(await viewerAt(cookie, idleTooLong())).toBeNull();
  });

  it("keeps a hire without lead access signed in for the session's whole life", async () => {
    const cookie = await employeeCookie(testContext(database()), "ada@example.com");
    expect((await viewerAt(cookie, idleTooLong()))?.email).toBe("ada@example.com");
  });
});

describe("who is signed in", () => {
  it("is read once per request, however many loaders ask", async () => {
    const context = testContext(database());
    const lookUp = vi.spyOn(getAuth(context).api, "getSession");
    try {
      const request = new Request("http://localhost/admin/leads");
      expect(await getViewer(request, context)).toBeNull();
      expect(await getViewer(request, context)).toBeNull();
      expect(lookUp).toHaveBeenCalledTimes(1);
      await getViewer(new Request("http://localhost/admin/leads"), context);
      expect(lookUp).toHaveBeenCalledTimes(2);
    } finally {
      lookUp.mockRestore();
    }
  });

  it("is read once per request scope, though React Router gives each loader its own copy", async () => {
    const shared = testContext(database());
    const lookUp = vi.spyOn(getAuth(shared).api, "getSession");
    try {
      const cookie = await adminCookie(shared);
      // What the server hands the loaders of one HTTP request: one scope, copies of the request.
      const scope = { ...shared, requestScope: {} };
      const copy = () =>
        new Request("http://localhost/admin/leads", { headers: { Cookie: cookie } });
      const [layout, page] = await Promise.all([
        getViewer(copy(), scope),
        getViewer(copy(), scope),
      ]);
      expect(layout?.isAdmin).toBe(true);
      expect(page).toBe(layout);
      expect(lookUp).toHaveBeenCalledTimes(1);
      // The next HTTP request has a scope of its own.
      await getViewer(copy(), { ...shared, requestScope: {} });
      expect(lookUp).toHaveBeenCalledTimes(2);
    } finally {
      lookUp.mockRestore();
    }
  });
});
