import { recordAudit } from "~/audit/audit.server";
import type { AppContext } from "~/context";
import { hitLimit, type LimitRule, peekLimit } from "~/limits/rate-limit.server";
import { adminEmail } from "./accounts.server";
import { getAuth } from "./auth.server";
import { authMessages, looksLikeEmail } from "./policy";

type Deps = Pick<AppContext, "database" | "config" | "secrets" | "clientAddress">;

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Attempts from one client address, successful or not. */
export const signInClientLimit: LimitRule = {
  name: "sign-in:client",
  max: 30,
  windowMs: FIFTEEN_MINUTES,
};
/** Failed attempts on one account. */
export const signInAccountLimit: LimitRule = {
  name: "sign-in-failure:account",
  max: 5,
  windowMs: FIFTEEN_MINUTES,
};

export type SignInResult =
  | { ok: true; cookies: string[]; userId: string }
  | { ok: false; status: 400 | 401 | 403 | 429; message: string; field?: "email" };

/**
 * Checks the credentials and, on success, gives back the session cookies to set. Unknown e-mail
 * and wrong password read the same. In the admin area a valid non-admin account is signed out at
 * once with SPEC.md's message.
 */
export async function signIn(
  deps: Deps,
  input: { email: string; password: string; area: "admin" | "employee" },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  if (!looksLikeEmail(email))
    return { ok: false, status: 400, message: authMessages.invalidEmail, field: "email" };
  if (!input.password) return { ok: false, status: 400, message: authMessages.loginFailed };

  const { db } = deps.database;
  const client = await hitLimit(db, signInClientLimit, deps.clientAddress);
  const account = await peekLimit(db, signInAccountLimit, email);
  if (!client.allowed || !account.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts };

  const auth = getAuth(deps);
  const response = await auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: true },
    asResponse: true,
  });
  if (!response.ok) {
    await hitLimit(db, signInAccountLimit, email);
    await recordAudit(db, { id: null, email }, "sign-in.failed", input.area);
    return { ok: false, status: 401, message: authMessages.loginFailed };
  }
  const body = (await response.json()) as {
    token: string;
    user: { id: string; email: string; role?: string };
  };
  const isAdmin =
    body.user.role === "admin" && body.user.email.toLowerCase() === adminEmail(deps.config);
  if (input.area === "admin" && !isAdmin) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(body.token);
    await recordAudit(db, { id: body.user.id, email }, "sign-in.refused", "admin area");
    return { ok: false, status: 403, message: authMessages.notAdmin };
  }
  await recordAudit(db, { id: body.user.id, email }, "sign-in", input.area);
  return { ok: true, cookies: response.headers.getSetCookie(), userId: body.user.id };
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
