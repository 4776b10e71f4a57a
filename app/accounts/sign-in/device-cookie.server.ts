import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authPolicy } from "~/auth/policy";
import { AUTH_COOKIE_PREFIX } from "~/auth/session-cookie";
import type { AppContext } from "~/context";

/**
 * A device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account gets a signed cookie naming it, and is not held back by the
 * throttle that others' wrong passwords put on that account (docs/decisions/0040). It holds no
 * address: the account is named by a keyed hash, the browser by a random id.
 */

type Deps = Pick<AppContext, "config" | "secrets">;

const NAME = `${AUTH_COOKIE_PREFIX}.device`;

/** A known browser of one account, read from a valid cookie. */
export interface KnownDevice {
  /** The browser's random id: its own wrong passwords are counted under it. */
  id: string;
}

function cookieName(deps: Deps) {
  return deps.config.isProduction ? `__Secure-${NAME}` : NAME;
}

/** The signing key, kept apart from the sessions' own use of the same secret. */
function mac(deps: Deps, text: string): string {
  const key = createHmac("sha256", deps.secrets.BETTER_AUTH_SECRET)
    .update("device-cookie")
    .digest();
  return createHmac("sha256", key).update(text).digest("base64url");
}

function accountTag(deps: Deps, email: string): string {
  return mac(deps, `account\n${email.trim().toLowerCase()}`).slice(0, 22);
}

/** The Set-Cookie header that makes this browser known to the account. */
export function deviceCookieHeader(deps: Deps, email: string, now = new Date()): string {
  const body = `${accountTag(deps, email)}.${randomBytes(16).toString("base64url")}.${Math.floor(now.getTime() / 1000)}`;
  const attributes = [
    `${cookieName(deps)}=${body}.${mac(deps, body)}`,
    "Path=/",
    `Max-Age=${authPolicy.deviceCookieSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(deps.config.isProduction ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

/** The device cookie's value in a Cookie header, if there is one. */
export function deviceCookieOf(deps: Deps, cookieHeader: string | null): string | undefined {
  const prefix = `${cookieName(deps)}=`;
  for (const part of (cookieHeader ?? "").split(";")) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return cookie.slice(prefix.length).slice(0, 200);
  }
  return undefined;
}

/**
 * The known browser behind a device cookie, when the cookie is signed by this site, still within
 * its life, and was given by the account signing in now.
 */
export function knownDevice(
  deps: Deps,
  cookie: string | undefined,
  email: string,
  now = new Date(),
): KnownDevice | undefined {
  const [tag, id, issued, signature, ...rest] = (cookie ?? "").split(".");
  if (!tag || !id || !issued || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(deps, `${tag}.${id}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const ageSeconds = now.getTime() / 1000 - Number(issued);
  if (!(ageSeconds >= 0 && ageSeconds <= authPolicy.deviceCookieSeconds)) return undefined;
  return tag === accountTag(deps, email) ? { id } : undefined;
}
