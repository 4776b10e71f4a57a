import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { inject } from "vitest";
import { adminSetupLink, inviteEmployee, setPasswordWithToken } from "~/accounts/accounts.server";
import { setPermission } from "~/accounts/people/permission-grants.server";
import { signIn } from "~/accounts/sign-in/sign-in.server";
import { users } from "~/auth/auth.schema";
import { passwordHashing } from "~/auth/password-hashing.server";
import type { Permission } from "~/auth/permissions";
import { outbox } from "~/mail/mail.schema";
import { TEST_PASSWORD } from "./test-password";

export { TEST_PASSWORD };

/** The scrypt checks made in this worker (its files share the module): hash and password, answer. */
const checked = new Map<string, Promise<boolean>>();
/** The test password's hash: the global setup's, or made on first use without it. */
let testPasswordHash: Promise<string> | undefined;

/**
 * Runs work that sets passwords and signs in with the site's scrypt worked once: the test
 * password's hash is the one the run's global setup made with the site's own hashing
 * (tests/support/database-global-setup.ts), and each check of a password against a hash is made
 * once per worker, its answer reused (the check is a pure function of the two). Everything
 * else runs as on the site: the link, the attempt limits, the session and device cookies, the
 * audit rows. The account helpers below run in it (about 200 ms of CPU a helper saved,
 * docs/decisions/0104); the tests of signing in and of the hashing itself do not.
 */
export async function reusingPasswordWork<T>(work: () => Promise<T>): Promise<T> {
  // Helpers may overlap (Promise.all): the reused work is swapped in by the first and the
  // functions it found put back by the last, never another helper's wrapper left in place.
  if (reusing++ === 0) {
    swappedOut = { hash: passwordHashing.hash, verify: passwordHashing.verify };
    swapInReusedWork(swappedOut);
  }
  try {
    return await work();
  } finally {
    if (--reusing === 0) Object.assign(passwordHashing, swappedOut);
  }
}

/** How many helpers are running in `reusingPasswordWork` now. */
let reusing = 0;
/** The hashing functions the first of them found, put back by the last. */
let swappedOut: Pick<typeof passwordHashing, "hash" | "verify"> | undefined;

function swapInReusedWork({ hash, verify }: Pick<typeof passwordHashing, "hash" | "verify">) {
  const made = providedTestPasswordHash();
  testPasswordHash ??= made ? Promise.resolve(made) : undefined;
  passwordHashing.hash = (password) => {
    if (password !== TEST_PASSWORD) return hash(password);
    testPasswordHash ??= hash(password);
    return testPasswordHash;
  };
  passwordHashing.verify = (input) => {
    const key = `${input.hash}\n${input.password}`;
    let answer = checked.get(key);
    if (!answer) {
      answer = verify(input);
      checked.set(key, answer);
    }
    return answer;
  };
}

/** The global setup's hash; none outside Vitest (scripts/bench-leads.ts signs in too). */
function providedTestPasswordHash(): string | undefined {
  try {
    return inject("testPasswordHash");
  } catch {
    return undefined;
  }
}

function tokenOf(link: string) {
  return new URL(link).searchParams.get("token") ?? "";
}

function cookieHeader(cookies: string[]) {
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

async function sessionCookie(deps: AppLoadContext, email: string, area: "admin" | "employee") {
  const result = await signIn(deps, { email, password: TEST_PASSWORD, area });
  if (!result.ok) throw new Error(`test sign-in failed: ${result.message}`);
  return cookieHeader(result.cookies);
}

/** Sets the admin up (as the first-run link would) and gives back a signed-in Cookie header. */
export function adminCookie(deps: AppLoadContext): Promise<string> {
  return reusingPasswordWork(async () => {
    const link = await adminSetupLink(deps, { force: true });
    await setPasswordWithToken(deps, tokenOf(link!), TEST_PASSWORD);
    return sessionCookie(deps, deps.config.env.ADMIN_EMAIL ?? "admin@example.com", "admin");
  });
}

/** Invites an employee, sets their password from the e-mailed link, and signs them in. */
export async function employeeCookie(
  deps: AppLoadContext,
  email = "employee@example.com",
): Promise<string> {
  await inviteEmployee(
    deps,
    { id: null, email: "test" },
    { firstName: "Test", lastName: "Employee", email },
  );
  const mails = await deps.database.db.select().from(outbox);
  const link =
    /https?:\/\/\S+/.exec(mails.findLast((mail) => mail.to === email)?.text ?? "")?.[0] ?? "";
  return reusingPasswordWork(async () => {
    await setPasswordWithToken(deps, tokenOf(link), TEST_PASSWORD);
    return sessionCookie(deps, email, "employee");
  });
}

/** An employee granted a permission (lead access by default), signed in: an office person. */
export async function grantedCookie(
  deps: AppLoadContext,
  email: string,
  permission: Permission = "leads",
): Promise<string> {
  const cookie = await employeeCookie(deps, email);
  const [person] = await deps.database.db.select().from(users).where(eq(users.email, email));
  await setPermission(deps, { id: null, email: "test" }, person!.id, permission, true);
  return cookie;
}

/** The same request with the session cookie of a signed-in person. */
export function withCookie(request: Request, cookie: string): Request {
  const headers = new Headers(request.headers);
  headers.set("Cookie", cookie);
  return new Request(request, { headers });
}
