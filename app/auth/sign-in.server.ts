import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { AppContext } from "~/context";
import type { MessageKey } from "~/i18n/translator";
import { hitLimit, type LimitRule } from "~/limits/rate-limit.server";
import { adminEmail } from "./accounts.server";
import { users } from "./auth.schema";
import { getAuth } from "./auth.server";
import {
  admitPasswordAttempt,
  recordRightPassword,
  recordWrongPassword,
} from "./password-attempts.server";
import { looksLikeEmail } from "./policy";

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
      /** Signed in at the admin login with lead access only: the leads are where they work. */
      leadsOnly?: boolean;
    }
  | {
      ok: false;
      status: 400 | 401 | 403 | 429;
      /** A message key: the route says it in the page's language. */
      message: MessageKey;
      field?: "email";
    };

/**
 * Checks the credentials and, on success, gives back the session cookies to set. Unknown e-mail
 * and wrong password read the same. In the admin area a valid account that is neither the admin
 * nor given lead access is signed out at once with the access-denied message
 * (docs/product.md#users-and-roles).
 */
export async function signIn(
  deps: Deps,
  input: { email: string; password: string; area: "admin" | "employee" },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  if (!looksLikeEmail(email))
    return { ok: false, status: 400, message: "auth.invalidEmail", field: "email" };
  if (!input.password) return { ok: false, status: 400, message: "auth.loginFailed" };

  const client = await hitLimit(deps.database.db, signInClientLimit, deps.clientAddress);
  if (!client.allowed || !(await admitPasswordAttempt(deps, email)))
    return { ok: false, status: 429, message: "auth.tooManyAttempts" };
  const result = await startSession(deps, { ...input, email });
  // A non-admin refused at the admin login still typed the right password.
  if (result.ok || result.status === 403) await recordRightPassword(deps, email);
  else if (result.status === 401) await recordWrongPassword(deps, email);
  return result;
}

/**
 * Signs in with a password just set through a one-time link: the link proved who it is, so no
 * attempt limit applies.
 */
export function signInWithNewPassword(
  deps: Deps,
  input: { email: string; password: string; area: "admin" | "employee" },
): Promise<SignInResult> {
  return startSession(deps, { ...input, email: input.email.trim().toLowerCase() });
}

async function startSession(
  deps: Deps,
  input: { email: string; password: string; area: "admin" | "employee" },
): Promise<SignInResult> {
  const { db } = deps.database;
  const { email } = input;
  const auth = getAuth(deps);
  const response = await auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: true },
    asResponse: true,
  });
  if (!response.ok) {
    await recordAudit(db, { id: null, email }, "sign-in.failed", input.area);
    return { ok: false, status: 401, message: "auth.loginFailed" };
  }
  const body = (await response.json()) as {
    token: string;
    user: { id: string; email: string; role?: string };
  };
  const isAdmin =
    body.user.role === "admin" && body.user.email.toLowerCase() === adminEmail(deps.config);
  const leadsOnly = !isAdmin && input.area === "admin" && (await hasLeadAccess(deps, body.user.id));
  if (input.area === "admin" && !isAdmin && !leadsOnly) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(body.token);
    await recordAudit(db, { id: body.user.id, email }, "sign-in.refused", "admin area");
    return { ok: false, status: 403, message: "auth.notAdmin" };
  }
  await recordAudit(db, { id: body.user.id, email }, "sign-in", input.area);
  return {
    ok: true,
    cookies: response.headers.getSetCookie(),
    userId: body.user.id,
    ...(leadsOnly ? { leadsOnly } : {}),
  };
}

async function hasLeadAccess(deps: Deps, userId: string): Promise<boolean> {
  const [user] = await deps.database.db
    .select({ leadAccess: users.leadAccess })
    .from(users)
    .where(eq(users.id, userId));
  return user?.leadAccess === true;
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
