/** The prefix of Better Auth's cookies on this site (`site.session_token`). */
export const AUTH_COOKIE_PREFIX = "site";

/** The session cookie by name, with the `__Secure-` prefix it carries on an https deployment. */
const SESSION_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`,
);

/**
 * Whether a request's Cookie header carries a session, signed in or stale: such a request may
 * get a page of its own (a sign-in page redirects a signed-in visitor), so no page kept for
 * signed-out visitors is sent to it.
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}
