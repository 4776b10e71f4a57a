import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { passwordHashing } from "~/auth/password-hashing.server";
import { authPolicy } from "~/auth/policy";
import { outbox } from "~/mail/mail.schema";
import { reusingPasswordWork, withCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { hostileReturnAddresses } from "../../../tests/support/hostile-addresses";
import { formPost, testContext } from "../../../tests/support/requests";
import { adminSetupLink, inviteEmployee, sendPasswordReset } from "../accounts.server";
import { action as accountLogin } from "../routes/account-login";
import { action as adminLogin } from "../routes/admin-login";
import { action as changePassword } from "../routes/employee-info";
import { action as setPassword } from "../routes/set-password";
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
  headers: Headers;
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
      headers: result.headers,
      body: undefined,
    };
  }
  const init = (result as { init?: ResponseInit | null }).init;
  const headers = new Headers(init?.headers);
  return {
    status: init?.status ?? 200,
    location: null,
    cookies: headers.getSetCookie(),
    headers,
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

function signInHire(
  clientAddress = OWNER_ADDRESS,
  password = HIRE.password,
  deviceCookie?: string,
) {
  return signIn(context(clientAddress), {
    email: HIRE.email,
    password,
    area: "employee",
    deviceCookie,
  });
}

/** A sign-in's answer as an HTTP status. */
function statusOf(result: Awaited<ReturnType<typeof signIn>>): number {
  return result.ok ? 200 : result.status;
}

/** The device cookie's value among the cookies a sign-in set. */
function deviceCookieIn(cookies: string[]): string {
  const cookie = cookies.find((candidate) => candidate.startsWith("site.device="));
  return cookie?.split(";")[0]?.slice("site.device=".length) ?? "";
}

/** Dates frozen at the start of a 15-minute window, so no counter's window ends mid-test. */
function freezeClockAtWindowStart() {
  const quarter = 15 * 60 * 1000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.ceil(Date.now() / quarter) * quarter + 1000);
}

/** Five failures from five addresses, and the one check the throttled account then allows. */
async function throttleTheHiresAccount() {
  for (let address = 1; address <= 6; address++) {
    expect(statusOf(await failSignIn(`192.0.2.${address}`))).toBe(401);
  }
}

beforeEach(() => database().truncateAll());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the return address after sign-in, on every login route", () => {
  const routes = [
    // The admin lands on the page of their first permission, the leads (docs/product.md).
    { name: "/admin/login", route: adminLogin, person: ADMIN, home: "/admin/leads" },
    { name: "/account/login", route: accountLogin, person: HIRE, home: "/team/employees/hub" },
  ];

  for (const { name, route, person, home } of routes) {
    // A real sign-in per hostile address; the password's scrypt check is made on the first and
    // its answer reused (the return address is what this test is about, docs/decisions/0104).
    it(`${name} never sends a signed-in visitor off the site`, async () => {
      await setUpAdmin();
      await setUpHire();
      const landings: Record<string, string | null> = {};
      await reusingPasswordWork(async () => {
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
      });
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

  it("checks a wrong current password with one hash check and hashes nothing new", async () => {
    const cookie = await signedInHire();
    const hash = vi.spyOn(passwordHashing, "hash");
    const verify = vi.spyOn(passwordHashing, "verify");
    try {
      expect((await change(cookie, "not my password")).status).toBe(400);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it("still changes the password with the right current one", async () => {
    const cookie = await signedInHire();
    expect((await change(cookie, "not my password")).status).toBe(400);
    const changed = await change(cookie, HIRE.password);
    expect(changed.status).toBe(200);
    expect((await signInHire(OWNER_ADDRESS, "a brand new password")).ok).toBe(true);
  });
});

describe("guessing one account from many addresses", () => {
  it("after five failures, checks its password once per interval; the rest get 429 at once, unhashed", async () => {
    await setUpHire();
    freezeClockAtWindowStart();
    for (let address = 1; address <= 5; address++) {
      expect(statusOf(await failSignIn(`192.0.2.${address}`))).toBe(401);
    }
    const verify = vi.spyOn(passwordHashing, "verify");
    expect(statusOf(await failSignIn("192.0.2.6"))).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await failSignIn("192.0.2.7")).toEqual({
      ok: false,
      status: 429,
      message: "auth.tooManyAttempts",
    });
    // The right password from a browser the account does not know waits its turn too.
    expect(await signInHire("192.0.2.8")).toMatchObject({ ok: false, status: 429 });
    expect(verify).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + authPolicy.throttledCheckEveryMs);
    expect((await signInHire("192.0.2.9")).ok).toBe(true);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("never holds back a browser the account signed in with (its device cookie)", async () => {
    await setUpHire();
    const signedIn = await signInHire();
    const device = deviceCookieIn(signedIn.ok ? signedIn.cookies : []);
    expect(device).not.toBe("");
    freezeClockAtWindowStart();
    await throttleTheHiresAccount();
    expect(await signInHire("198.51.100.20")).toMatchObject({ ok: false, status: 429 });
    expect((await signInHire("198.51.100.21", HIRE.password, device)).ok).toBe(true);
    expect((await signInHire("198.51.100.22", HIRE.password, device)).ok).toBe(true);
  });

  it("knows no browser by a cookie of another account, altered, or not signed by the site", async () => {
    await setUpAdmin();
    await setUpHire();
    const admin = await signIn(context(), { ...ADMIN, area: "admin" });
    const adminsDevice = deviceCookieIn(admin.ok ? admin.cookies : []);
    const hire = await signInHire();
    const hiresDevice = deviceCookieIn(hire.ok ? hire.cookies : []);
    freezeClockAtWindowStart();
    await throttleTheHiresAccount();
    const [tag, id, issued] = hiresDevice.split(".");
    const forged = [
      adminsDevice,
      `${tag}.${id}.${Number(issued) + 1}.${hiresDevice.split(".")[3]}`,
      `${tag}.${id}.${issued}.${"A".repeat(43)}`,
      "",
    ];
    for (const [index, cookie] of forged.entries()) {
      const answer = await signInHire(`198.51.100.${30 + index}`, HIRE.password, cookie);
      expect(answer, cookie).toMatchObject({ ok: false, status: 429 });
    }
  });

  it("stops knowing a browser once five wrong passwords came with its cookie", async () => {
    await setUpHire();
    const signedIn = await signInHire();
    const device = deviceCookieIn(signedIn.ok ? signedIn.cookies : []);
    freezeClockAtWindowStart();
    await throttleTheHiresAccount();
    for (let address = 40; address < 45; address++) {
      const answer = await signInHire(`198.51.100.${address}`, "a wrong guess", device);
      expect(statusOf(answer)).toBe(401);
    }
    expect(await signInHire("198.51.100.50", HIRE.password, device)).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it("sets the device cookie as it sets the session: HttpOnly, SameSite=Lax, for 180 days", async () => {
    await setUpHire();
    const signedIn = await signInHire();
    const cookie = (signedIn.ok ? signedIn.cookies : []).find((c) => c.startsWith("site.device="));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(new RegExp(`; Max-Age=${180 * 24 * 60 * 60}`));
    // Neither the address nor anything readable of it is in the cookie.
    expect(cookie).not.toMatch(/ada|example/i);
    expect(
      Buffer.from(deviceCookieIn([cookie!]).split(".")[0]!, "base64url").toString(),
    ).not.toMatch(/ada/);
  });
});

describe("password hashes running at once", () => {
  it("are at most two in a process: a third sign-in is answered 503 at once, unhashed", async () => {
    await setUpHire();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const verify = vi.spyOn(passwordHashing, "verify").mockImplementation(async () => {
      await gate;
      return false;
    });
    const answers: { status?: number; message?: string }[] = [];
    const attempts = [1, 2, 3].map((address) =>
      failSignIn(`192.0.2.${address}`).then((answer) => {
        answers.push(answer as { status?: number });
        return answer;
      }),
    );
    // The slots are given back whatever fails here: the files of a worker share this module's
    // count of running hashes (docs/decisions/0104).
    try {
      await vi.waitFor(() => expect(answers).toHaveLength(1), { timeout: 10_000 });
      expect(answers[0]).toEqual({ ok: false, status: 503, message: "auth.serverBusy" });
    } finally {
      release();
    }
    const settled = await Promise.all(attempts);
    expect(settled.map(statusOf).sort()).toEqual([401, 401, 503]);
    // The third was answered unhashed: only the two in the slots checked a password.
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
    // The slots are free again once those hashes ended.
    expect((await signInHire()).ok).toBe(true);
  });

  it("are answered with the busy message in the page's language, and Retry-After", async () => {
    await setUpHire();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(passwordHashing, "verify").mockImplementation(async () => {
      await gate;
      return false;
    });
    const holding = [1, 2].map((address) => failSignIn(`192.0.2.${address}`));
    let busy: Answer;
    try {
      await vi.waitFor(() => expect(passwordHashing.verify).toHaveBeenCalledTimes(2), {
        timeout: 10_000,
      });
      busy = await run(
        accountLogin,
        formPost("/es/account/login", { ...HIRE, redirectTo: "" }),
        "192.0.2.3",
      );
    } finally {
      release();
    }
    await Promise.all(holding);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("1");
    expect(busy.body).toMatchObject({
      message: "El servidor está ocupado. Vuelva a intentarlo en un momento.",
    });
  });
});
