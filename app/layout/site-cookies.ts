import { carriesSessionCookie } from "~/auth/session-cookie";
import { carriesFormSent } from "~/forms/answer.server";

/**
 * Whether a Cookie header carries a cookie the site reads: a session (signed in or stale) or a
 * form's answer. Every other cookie (a visitor's analytics, one set by another application on the
 * domain) changes nothing of a page, so a page is the same for every request without these: the
 * root says it may be shared (app/root.tsx), and the shared cache answers only such requests and
 * makes no variant of the rest (server/shared-cache.ts).
 */
export function readsSiteCookies(cookieHeader: string | null | undefined): boolean {
  return carriesSessionCookie(cookieHeader ?? undefined) || carriesFormSent(cookieHeader);
}
