import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "~/mail/mail.schema";
import { withCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { hostileReturnAddresses } from "../../tests/support/hostile-addresses";
import { formPost, testContext } from "../../tests/support/requests";
import { adminSetupLink, inviteEmployee, sendPasswordReset } from "./accounts.server";
import { signInTiming } from "./password-attempts.server";
import { action as accountLogin } from "./routes/account-login";
import { action as adminLogin } from "./routes/admin-login";
import { action as changePassword } from "./routes/employee-info";
import { action as setPassword } from "./routes/set-password";
import { signIn } from "./sign-in.server";

const database = useTestDatabase();

const OWNER_ADDRESS = "203.0.113.7";
const STRANGER_ADDRESS = "192.0.2.66";
const ADMIN = { email: "admin@example.com", password: "correct horse battery" };
const HIRE = { email: "ada@example.com", password: "analytical engine" };

function context(clientAddress = OWNER_ADDRESS): AppLoadContext {
  return { ...testContext(database()), clientAddress };
}

interface Answer {
  status: number;
  location: string | null;
  cookies: string[];
  body: unknown;
}

/** Runs a route action as React Router would: a thrown redirect and a data() answer alike. */
async function run(
  route: (args: never) => unknown,
  request: Request,
  clientAddress = OWNER_ADDRESS,
): Promise<Answer> {
  let result: unknown;
  try {
    result = await route({ request, context: context(clientAddress), params: {} } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      cookies: result.headers.getSetCookie(),
      body: undefined,
    };
  }
  const init = (result as { init?: ResponseInit | null }).init;
  return {
    status: init?.status ?? 200,
    location: null,
    cookies: new Headers(init?.headers).getSetCookie(),
    body: (result as { data?: unknown }).data ?? result,
  };
}

function cookieHeader(cookies: string[]) {
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

async function lastLinkTo(email: string) {
  const rows = await database().db.select().from(outbox);
  const text = rows.findLast((row) => row.to === email)?.text ?? "";
  return /https?:\/\/\S+/.exec(text)?.[0] ?? "";
}

/** Sets a password through a link, as a browser posts the set-password form. */
function setPasswordThrough(link: string, password: string, clientAddress = OWNER_ADDRESS) {
  const url = new URL(link);
  const token = url.searchParams.get("token") ?? "";
  return run(
    setPassword,
    formPost(url.pathname + url.search, { token, password, confirm: password }),
    clientAddress,
  );
}

async function setUpAdmin() {
  const link = await adminSetupLink(context());
  await setPasswordThrough(link!, ADMIN.password);
}

async function inviteHire() {
  await inviteEmployee(
    context(),
    { id: null, email: ADMIN.email },
    { firstName: "Ada", lastName: "Lovelace", email: HIRE.email },
  );
  return lastLinkTo(HIRE.email);
}

async function setUpHire() {
  return setPasswordThrough(await inviteHire(), HIRE.password);
}

function failSignIn(clientAddress: string, email = HIRE.email) {
  return signIn(context(clientAddress), { email, password: "wrong password", area: "employee" });
}

function signInHire(clientAddress = OWNER_ADDRESS, password = HIRE.password) {
  return signIn(context(clientAddress), { email: HIRE.email, password, area: "employee" });
}

beforeEach(() => database().truncateAll());
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the return address after sign-in, on every login route", () => {
  const routes = [
    { name: "/admin/login", route: adminLogin, person: ADMIN, home: "/admin/progress" },
    { name: "/account/login", route: accountLogin, person: HIRE, home: "/team/employees/hub" },
  ];

  for (const { name, route, person, home } of routes) {
    it(`${name} never sends a signed-in visitor off the site`, async () => {
      await setUpAdmin();
      await setUpHire();
      const landings: Record<string, string | null> = {};
      for (const [index, redirectTo] of hostileReturnAddresses.entries()) {
        const answer = await run(
          route,
          formPost(name, { ...person, redirectTo }),
          // One client address per try: the per-address limit is not what this test is about.
          `198.51.100.${index + 1}`,
        );
        expect(answer.status, JSON.stringify(redirectTo)).toBe(302);
        landings[redirectTo] = answer.location;
      }
      const expected = Object.fromEntries(hostileReturnAddresses.map((to) => [to, home]));
      expect(landings).toEqual(expected);
    });

    it(`${name} still comes back to the page of the site that asked for the sign-in`, async () => {
      await setUpAdmin();
      await setUpHire();
      const back = "/employees/info?tab=password#change";
      const answer = await run(route, formPost(name, { ...person, redirectTo: back }));
      expect(answer.location).toBe(back);
    });
  }
});

describe("failed sign-ins", () => {
  it("from a stranger's address do not lock the owner out", async () => {
    await setUpHire();
    for (let attempt = 0; attempt < 5; attempt++) await failSignIn(STRANGER_ADDRESS);
    expect((await failSignIn(STRANGER_ADDRESS)).ok).toBe(false);
    const owner = await signInHire();
    expect(owner.ok).toBe(true);
  });

  it("still keep the generic message, and the address that failed is slowed down", async () => {
    await setUpHire();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await failSignIn(STRANGER_ADDRESS)).toEqual({
        ok: false,
        status: 401,
        message: "auth.loginFailed",
      });
    }
    expect(await signInHire(STRANGER_ADDRESS)).toMatchObject({ ok: false, status: 429 });
  });

  it("from many addresses slow wrong answers down, never the owner's right password", async () => {
    await setUpHire();
    const pauses: number[] = [];
    vi.spyOn(signInTiming, "pause").mockImplementation(async (ms) => {
      pauses.push(ms);
    });
    for (let address = 1; address <= 9; address++) await failSignIn(`192.0.2.${address}`);
    expect(pauses).toEqual([500, 1000, 2000, 4000]);
    expect((await signInHire()).ok).toBe(true);
    expect(pauses).toHaveLength(4);
    for (let address = 10; address <= 12; address++) await failSignIn(`192.0.2.${address}`);
    expect(pauses.slice(4)).toEqual([8000, 8000, 8000]);
  });

  it("are forgotten once the password is set through a reset link", async () => {
    await setUpHire();
    for (let attempt = 0; attempt < 5; attempt++) await failSignIn(OWNER_ADDRESS);
    await sendPasswordReset(context(), HIRE.email);
    const answer = await setPasswordThrough(await lastLinkTo(HIRE.email), "difference engine");
    expect(answer.location).toBe("/team/employees/hub");
    expect(answer.cookies.some((cookie) => cookie.includes("session_token="))).toBe(true);
    expect((await signInHire(OWNER_ADDRESS, "difference engine")).ok).toBe(true);
  });

  it("are forgotten once the password is set through an invitation link", async () => {
    const invitation = await inviteHire();
    for (let attempt = 0; attempt < 5; attempt++) await failSignIn(OWNER_ADDRESS);
    const answer = await setPasswordThrough(invitation, HIRE.password);
    expect(answer.location).toBe("/team/employees/hub");
    expect((await signInHire()).ok).toBe(true);
  });
});

describe("changing the password at /employees/info", () => {
  async function signedInHire() {
    const answer = await setUpHire();
    return cookieHeader(answer.cookies);
  }

  function change(cookie: string, current: string, clientAddress = OWNER_ADDRESS) {
    const request = formPost("/employees/info", {
      current,
      password: "a brand new password",
      confirm: "a brand new password",
    });
    return run(changePassword, withCookie(request, cookie), clientAddress);
  }

  it("counts wrong current passwords like failed sign-ins", async () => {
    const cookie = await signedInHire();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(cookie, "not my password")).status).toBe(400);
    }
    const refused = await change(cookie, HIRE.password);
    expect(refused.status).toBe(429);
    expect(await signInHire()).toMatchObject({ ok: false, status: 429 });
    expect((await signInHire(STRANGER_ADDRESS)).ok).toBe(true);
  });

  it("still changes the password with the right current one", async () => {
    const cookie = await signedInHire();
    expect((await change(cookie, "not my password")).status).toBe(400);
    const changed = await change(cookie, HIRE.password);
    expect(changed.status).toBe(200);
    expect((await signInHire(OWNER_ADDRESS, "a brand new password")).ok).toBe(true);
  });
});
