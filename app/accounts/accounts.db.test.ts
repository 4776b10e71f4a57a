import { getAuthTables } from "better-auth/db";
import { getTableColumns } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accounts, sessions, users, verifications } from "~/auth/auth.schema";
import { createAuth, getAuth } from "~/auth/auth.server";
import { getViewer } from "~/auth/session.server";
import { carriesSessionCookie } from "~/auth/session-cookie";
import { exampleProfile } from "~/company/profile";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import {
  adminSetupLink,
  inviteEmployee,
  listPeople,
  sendPasswordReset,
  setAccountDisabled,
  setPasswordWithToken,
} from "./accounts.server";
import { signIn } from "./sign-in/sign-in.server";

const database = useTestDatabase();
const deps = () => testContext(database(), { ADMIN_EMAIL: "Boss@Example.com" });
const admin = { id: null, email: "boss@example.com" };

function tokenOf(link: string) {
  return new URL(link).searchParams.get("token")!;
}

function withCookies(cookies: string[]) {
  return new Request("http://localhost/", {
    headers: { Cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
  });
}

async function lastMailLink() {
  const rows = await database().db.select().from(outbox);
  const text = rows.at(-1)?.text ?? "";
  return /https?:\/\/\S+/.exec(text)?.[0] ?? "";
}

describe("accounts", () => {
  beforeEach(() => database().truncateAll());

  it("has tables with every column Better Auth expects", () => {
    const expected = getAuthTables(createAuth(deps()).options);
    const ours = { user: users, session: sessions, account: accounts, verification: verifications };
    for (const [model, table] of Object.entries(ours)) {
      // The drizzle adapter maps Better Auth's field names onto the table's property names.
      const columns = Object.keys(getTableColumns(table));
      const fields = expected[model]!.fields;
      for (const [key, field] of Object.entries(fields)) {
        expect(columns, `${model}.${key}`).toContain(field.fieldName ?? key);
      }
    }
  });

  it("names the app as the company profile does now: a rename needs no restart", async () => {
    const context = deps();
    expect((await getAuth(context).$context).appName).toBe(exampleProfile.legalName);
    await context.company.save({ ...exampleProfile, legalName: "North Star Power & Light" }, admin);
    expect((await getAuth(context).$context).appName).toBe("North Star Power & Light");
  });

  it("issues a one-time setup link for the admin; the link works once", async () => {
    const link = await adminSetupLink(deps());
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=/);
    const user = await setPasswordWithToken(deps(), tokenOf(link!), "correct horse battery");
    expect(user?.email).toBe("boss@example.com");
    expect(
      await setPasswordWithToken(deps(), tokenOf(link!), "another password 123"),
    ).toBeUndefined();
    expect(await adminSetupLink(deps())).toBeUndefined();
    expect(await adminSetupLink(deps(), { force: true })).toMatch(/token=/);
  });

  it("signs the admin in, refuses a non-admin in the admin area, and hides which accounts exist", async () => {
    await setPasswordWithToken(
      deps(),
      tokenOf((await adminSetupLink(deps()))!),
      "correct horse battery",
    );
    const ok = await signIn(deps(), {
      email: "BOSS@example.com",
      password: "correct horse battery",
      area: "admin",
    });
    expect(ok.ok).toBe(true);
    const viewer = await getViewer(withCookies(ok.ok ? ok.cookies : []), deps());
    expect(viewer).toMatchObject({ email: "boss@example.com", isAdmin: true });

    await inviteEmployee(deps(), admin, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
    });
    await setPasswordWithToken(deps(), tokenOf(await lastMailLink()), "analytical engine");
    const refused = await signIn(deps(), {
      email: "ada@example.com",
      password: "analytical engine",
      area: "admin",
    });
    expect(refused).toEqual({ ok: false, status: 403, message: "auth.notAdmin" });
    const employee = await signIn(deps(), {
      email: "ada@example.com",
      password: "analytical engine",
      area: "employee",
    });
    expect(employee.ok).toBe(true);

    const wrong = await signIn(deps(), {
      email: "ada@example.com",
      password: "nope nope",
      area: "employee",
    });
    const unknown = await signIn(deps(), {
      email: "nobody@example.com",
      password: "nope nope",
      area: "employee",
    });
    expect(wrong).toEqual({ ok: false, status: 401, message: "auth.loginFailed" });
    expect(unknown).toEqual(wrong);
    expect(
      await signIn(deps(), { email: "no-at-sign", password: "x", area: "employee" }),
    ).toMatchObject({
      status: 400,
      message: "auth.invalidEmail",
    });
  });

  it("marks the session cookie Secure on an https deployment, HttpOnly and SameSite=Lax always", async () => {
    const secure = testContext(database(), {
      ADMIN_EMAIL: "boss@example.com",
      PUBLIC_URL: "https://www.example.com",
    });
    await setPasswordWithToken(
      secure,
      tokenOf((await adminSetupLink(secure))!),
      "correct horse battery",
    );
    const result = await signIn(secure, {
      email: "boss@example.com",
      password: "correct horse battery",
      area: "admin",
    });
    const cookie = result.ok ? result.cookies.find((c) => c.includes("session_token")) : undefined;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    // The name the server looks for before sending a page kept for signed-out visitors.
    expect(carriesSessionCookie(cookie?.split(";")[0])).toBe(true);
  });

  it("locks an account after 5 failed sign-ins in 15 minutes", async () => {
    await inviteEmployee(deps(), admin, {
      firstName: "Ada",
      lastName: "L",
      email: "ada@example.com",
    });
    await setPasswordWithToken(deps(), tokenOf(await lastMailLink()), "analytical engine");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await signIn(deps(), { email: "ada@example.com", password: "wrong", area: "employee" }))
          .ok,
      ).toBe(false);
    }
    const locked = await signIn(deps(), {
      email: "ada@example.com",
      password: "analytical engine",
      area: "employee",
    });
    expect(locked).toMatchObject({ ok: false, status: 429 });
  });

  it("shows people as invited, active or disabled, and a disabled person is signed out", async () => {
    await inviteEmployee(deps(), admin, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
    });
    expect((await listPeople(deps())).map((p) => p.status)).toEqual(["invited"]);
    await setPasswordWithToken(deps(), tokenOf(await lastMailLink()), "analytical engine");
    const signedIn = await signIn(deps(), {
      email: "ada@example.com",
      password: "analytical engine",
      area: "employee",
    });
    const request = withCookies(signedIn.ok ? signedIn.cookies : []);
    expect(await getViewer(request, deps())).not.toBeNull();
    const [person] = await listPeople(deps());
    expect(person?.status).toBe("active");
    await setAccountDisabled(deps(), admin, person!.id, true);
    // The next request with the same cookies (a request's viewer is read once).
    const next = withCookies(signedIn.ok ? signedIn.cookies : []);
    expect(await getViewer(next, deps())).toBeNull();
    expect((await listPeople(deps()))[0]?.status).toBe("disabled");
    expect(
      (
        await signIn(deps(), {
          email: "ada@example.com",
          password: "analytical engine",
          area: "employee",
        })
      ).ok,
    ).toBe(false);
  });

  it("sends a reset link only to existing accounts, and the link sets a new password", async () => {
    await sendPasswordReset(deps(), "nobody@example.com");
    expect(await database().db.select().from(outbox)).toHaveLength(0);
    await inviteEmployee(deps(), admin, {
      firstName: "Ada",
      lastName: "L",
      email: "ada@example.com",
    });
    await setPasswordWithToken(deps(), tokenOf(await lastMailLink()), "analytical engine");
    await sendPasswordReset(deps(), "ada@example.com");
    const link = await lastMailLink();
    expect(link).toContain("/account/set-password?token=");
    expect(await setPasswordWithToken(deps(), tokenOf(link), "difference engine")).toBeTruthy();
    expect(
      (
        await signIn(deps(), {
          email: "ada@example.com",
          password: "difference engine",
          area: "employee",
        })
      ).ok,
    ).toBe(true);
  });
});
