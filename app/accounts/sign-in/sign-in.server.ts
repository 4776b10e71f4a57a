import { sql } from "drizzle-orm";
import { countAuditEvent, recordAudit } from "~/audit/audit.server";
import { adminEmail } from "~/auth/admin-email.server";
import { users } from "~/auth/auth.schema";
import { getAuth } from "~/auth/auth.server";
import { HASHING_BUSY, withPasswordHashing } from "~/auth/password-hashing.server";
import { adminHome } from "~/auth/permissions";
import { grantedPermissions } from "~/auth/permissions.server";
import { looksLikeEmail } from "~/auth/policy";
import type { AppContext } from "~/context";
import type { Database } from "~/db/client.server";
import type { MessageKey } from "~/i18n/translator";
import { hitLimit, type LimitRule } from "~/limits/rate-limit.server";
import { deviceCookieHeader, knownDevice } from "./device-cookie.server";
import {
  admitPasswordAttempt,
  recordRightPassword,
  recordWrongPassword,
} from "./password-attempts.server";

type Deps = Pick<AppContext, "database" | "config" | "secrets" | "clientAddress">;

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Attempts from one client address, successful or not. */
export const signInClientLimit: LimitRule = {
  name: "sign-in:client",
  max: 30,
  windowMs: FIFTEEN_MINUTES,
};
export type SignInResult =
  | {
      ok: true;
      cookies: string[];
      userId: string;
      /**
       * Signed in at the admin login: the person's first admin page, the one they use most (the
       * leads for anyone with lead access, the admin included; `adminHome`).
       */
      home?: string;
    }
  | {
      ok: false;
      status: 400 | 401 | 403 | 429 | 503;
      /** A message key: the route says it in the page's language. */
      message: MessageKey;
      field?: "email";
    };

interface SignInInput {
  email: string;
  password: string;
  area: "admin" | "employee";
  /** The request's device cookie, if any (./device-cookie.server.ts). */
  deviceCookie?: string;
}

/**
 * Checks the credentials and, on success, gives back the cookies to set: the session's and the
 * device cookie that makes this browser known to the account. Unknown e-mail and wrong password
 * read the same. Every limit is checked before the password is hashed, and a hash is started
 * only while few run (./password-hashing.server.ts). In the admin area a valid account that is
 * neither the admin nor given lead access is signed out at once with the access-denied message
 * (docs/product.md#users-and-roles).
 */
export async function signIn(deps: Deps, input: SignInInput): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  if (!looksLikeEmail(email))
    return { ok: false, status: 400, message: "auth.invalidEmail", field: "email" };
  if (!input.password) return { ok: false, status: 400, message: "auth.loginFailed" };

  const client = await hitLimit(deps.database.db, signInClientLimit, deps.clientAddress);
  const device = knownDevice(deps, input.deviceCookie, email);
  if (!client.allowed || !(await admitPasswordAttempt(deps, email, device)))
    return { ok: false, status: 429, message: "auth.tooManyAttempts" };
  const result = await startSessionWithinCap(deps, { ...input, email });
  // A non-admin refused at the admin login still typed the right password.
  if (result.ok || result.status === 403) await recordRightPassword(deps, email, device);
  else if (result.status === 401) await recordWrongPassword(deps, email, device);
  return result;
}

/**
 * Signs in with a password just set through a one-time link: the link proved who it is, so no
 * attempt limit applies. Called inside the hashing slot the password set took
 * (`withPasswordHashing`): the set and its sign-in are one work, so a busy moment cannot save
 * the password and then leave the person at the login page.
 */
export function signInWithNewPassword(deps: Deps, input: SignInInput): Promise<SignInResult> {
  return startSession(deps, { ...input, email: input.email.trim().toLowerCase() });
}

/** Checks the password and starts the session, unless too many hashes run already (503). */
async function startSessionWithinCap(deps: Deps, input: SignInInput): Promise<SignInResult> {
  const result = await withPasswordHashing(() => startSession(deps, input));
  return result === HASHING_BUSY ? { ok: false, status: 503, message: "auth.serverBusy" } : result;
}

async function startSession(deps: Deps, input: SignInInput): Promise<SignInResult> {
  const { db } = deps.database;
  const { email } = input;
  const auth = getAuth(deps);
  const response = await auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: true },
    asResponse: true,
  });
  if (!response.ok) {
    await recordSignInFailure(db, email, input.area);
    return { ok: false, status: 401, message: "auth.loginFailed" };
  }
  const body = (await response.json()) as {
    token: string;
    user: { id: string; email: string; role?: string };
  };
  const isAdmin =
    body.user.role === "admin" && body.user.email.toLowerCase() === adminEmail(deps.config);
  const home =
    input.area === "admin"
      ? adminHome({
          isAdmin,
          permissions: isAdmin ? [] : await grantedPermissions(deps.database.db, body.user.id),
        })
      : undefined;
  // The admin login admits whoever has an admin page: the admin, and anyone granted a permission.
  if (input.area === "admin" && !home) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(body.token);
    await recordAudit(db, { id: body.user.id, email }, "sign-in.refused", "admin area");
    return { ok: false, status: 403, message: "auth.notAdmin" };
  }
  await recordAudit(db, { id: body.user.id, email }, "sign-in", input.area);
  return {
    ok: true,
    cookies: [...response.headers.getSetCookie(), deviceCookieHeader(deps, email)],
    userId: body.user.id,
    ...(home ? { home } : {}),
  };
}

/** Ends the request's session; gives back the cookies that clear it in the browser. */
export async function signOut(deps: Deps, request: Request): Promise<string[]> {
  const response = await getAuth(deps).api.signOut({ headers: request.headers, asResponse: true });
  return response.headers.getSetCookie();
}

export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * A failed sign-in: a row naming the account when the address is one's (someone trying its
 * password is worth reading), a counter when it is nobody's (anyone can send those by the
 * hundred; the address typed is not kept).
 */
async function recordSignInFailure(db: Database, email: string, area: string, now = new Date()) {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (account) await recordAudit(db, { id: account.id, email }, "sign-in.failed", area);
  else await countAuditEvent(db, "sign-in.failed.unknown-account", area, now);
}
