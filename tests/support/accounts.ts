import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { adminSetupLink, inviteEmployee, setPasswordWithToken } from "~/accounts/accounts.server";
import { setPermission } from "~/accounts/permission-grants.server";
import { signIn } from "~/accounts/sign-in.server";
import { users } from "~/auth/auth.schema";
import type { Permission } from "~/auth/permissions";
import { outbox } from "~/mail/mail.schema";

/** The password of every account the helpers set up. */
export const TEST_PASSWORD = "test password 123";

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
export async function adminCookie(deps: AppLoadContext): Promise<string> {
  const link = await adminSetupLink(deps, { force: true });
  await setPasswordWithToken(deps, tokenOf(link!), TEST_PASSWORD);
  return sessionCookie(deps, deps.config.env.ADMIN_EMAIL ?? "admin@example.com", "admin");
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
  await setPasswordWithToken(deps, tokenOf(link), TEST_PASSWORD);
  return sessionCookie(deps, email, "employee");
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
