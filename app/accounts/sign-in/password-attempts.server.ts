import { authPolicy } from "~/auth/policy";
import type { AppContext } from "~/context";
import type { Database } from "~/db/client.server";
import { forgetLimit, hitLimit, type LimitRule, peekLimit } from "~/limits/rate-limit.server";
import type { KnownDevice } from "./device-cookie.server";

/**
 * Wrong passwords, at sign-in and when changing the password, counted the same way in the
 * database, so every server process shares the counts
 * (docs/decisions/0014-sign-in-failures-and-link-tokens.md, docs/decisions/0040-throttle-before-hashing-and-device-cookies.md).
 * Every refusal here comes before the password is hashed.
 */

type Deps = Pick<AppContext, "database" | "config" | "clientAddress">;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Attempts on one account from one client address that have not (yet) succeeded, at most
 * SIGN_IN_FAILURE_LIMIT (5) in 15 minutes. Counted per address so that a stranger's wrong
 * passwords never lock the owner out.
 */
function attemptLimit(deps: Deps): LimitRule {
  return { name: ATTEMPTS, max: deps.config.env.SIGN_IN_FAILURE_LIMIT, windowMs: FIFTEEN_MINUTES };
}
const ATTEMPTS = "sign-in-failure:account-client";
/** Failed attempts on one account from anywhere: past the same number, the account is throttled. */
const ACCOUNT_FAILURES = "sign-in-failure:account";
/** Failed attempts with one known browser's cookie: past the same number, it is known no more. */
const DEVICE_FAILURES = "sign-in-failure:device";

/** A throttled account: one password check per interval, for browsers it does not know. */
const throttledCheck: LimitRule = {
  name: "sign-in-check:account",
  max: 1,
  windowMs: authPolicy.throttledCheckEveryMs,
};

function failureCounter(deps: Deps, name: string): LimitRule {
  return { ...attemptLimit(deps), name };
}

function attemptSubject(email: string, clientAddress: string) {
  return `${email}|${clientAddress}`;
}

/**
 * Whether the password may be checked now. Counts the attempt on the account from the request's
 * address first (before the password is checked, so that parallel tries count too), refused once
 * that address failed too often. Then, once the account has had its share of failures from
 * anywhere, at most one check per interval is let through, unless the browser is one the
 * account signed in with (its device cookie), and that browser has not failed too often itself.
 */
export async function admitPasswordAttempt(
  deps: Deps,
  email: string,
  device?: KnownDevice,
): Promise<boolean> {
  const { db } = deps.database;
  const subject = attemptSubject(email, deps.clientAddress);
  if (!(await hitLimit(db, attemptLimit(deps), subject)).allowed) return false;
  if (device && (await peekLimit(db, failureCounter(deps, DEVICE_FAILURES), device.id)).allowed)
    return true;
  if ((await peekLimit(db, failureCounter(deps, ACCOUNT_FAILURES), email)).allowed) return true;
  return (await hitLimit(db, throttledCheck, email)).allowed;
}

/** A wrong password: counts against the account everywhere, and against the browser's cookie. */
export async function recordWrongPassword(
  deps: Deps,
  email: string,
  device?: KnownDevice,
): Promise<void> {
  const { db } = deps.database;
  await hitLimit(db, failureCounter(deps, ACCOUNT_FAILURES), email);
  if (device) await hitLimit(db, failureCounter(deps, DEVICE_FAILURES), device.id);
}

/** The right password: this address's and this browser's attempts start again from zero. */
export async function recordRightPassword(
  deps: Deps,
  email: string,
  device?: KnownDevice,
): Promise<void> {
  const { db } = deps.database;
  await forgetLimit(db, attemptLimit(deps), attemptSubject(email, deps.clientAddress));
  if (device) await forgetLimit(db, failureCounter(deps, DEVICE_FAILURES), device.id);
}

/** After a password was set through a link: every failure on the account is forgotten. */
export async function forgetFailedSignIns(db: Database, email: string): Promise<void> {
  const counter = (name: string) => ({ name, max: 0, windowMs: FIFTEEN_MINUTES });
  await forgetLimit(db, counter(ATTEMPTS), attemptSubject(email.toLowerCase(), ""));
  await forgetLimit(db, counter(ACCOUNT_FAILURES), email.toLowerCase());
  await forgetLimit(db, throttledCheck, email.toLowerCase());
}
