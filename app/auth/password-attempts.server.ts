import type { AppContext } from "~/context";
import type { Database } from "~/db/client.server";
import { forgetLimit, hitLimit, type LimitRule } from "~/limits/rate-limit.server";

/**
 * Wrong passwords, at sign-in and when changing the password, counted the same way
 * (docs/decisions/0014-sign-in-failures-and-link-tokens.md).
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
/** Failed attempts on one account from anywhere: past the same number they slow answers down. */
const ACCOUNT_FAILURES = "sign-in-failure:account";

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 8_000;

/**
 * How long a failed answer waits, from the account's failures in the window: nothing for the
 * first few (typing mistakes), then 0.5 s doubling up to 8 s, so that guessing from many
 * addresses gets slow while the owner, whose right password is answered at once, gets in.
 */
export function failureDelayMs(accountFailures: number, freeFailures: number): number {
  const beyond = accountFailures - freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (beyond - 1), LONGEST_DELAY_MS);
}

/** The wait before a failed answer; a seam for tests. */
export const signInTiming = {
  pause: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

function attemptSubject(email: string, clientAddress: string) {
  return `${email}|${clientAddress}`;
}

/**
 * Counts a password attempt on the account from the request's address (before the password is
 * checked, so that parallel tries count too); false once that address failed too often.
 */
export async function admitPasswordAttempt(deps: Deps, email: string): Promise<boolean> {
  const subject = attemptSubject(email, deps.clientAddress);
  return (await hitLimit(deps.database.db, attemptLimit(deps), subject)).allowed;
}

/** A wrong password: counts against the account everywhere, and answers late once it adds up. */
export async function recordWrongPassword(deps: Deps, email: string): Promise<void> {
  const rule = { ...attemptLimit(deps), name: ACCOUNT_FAILURES };
  const account = await hitLimit(deps.database.db, rule, email);
  const delay = failureDelayMs(account.count, rule.max);
  if (delay > 0) await signInTiming.pause(delay);
}

/** The right password: this address's attempts on the account start again from zero. */
export async function recordRightPassword(deps: Deps, email: string): Promise<void> {
  await forgetLimit(
    deps.database.db,
    attemptLimit(deps),
    attemptSubject(email, deps.clientAddress),
  );
}

/** After a password was set through a link: every failure on the account is forgotten. */
export async function forgetFailedSignIns(db: Database, email: string): Promise<void> {
  const counter = (name: string) => ({ name, max: 0, windowMs: FIFTEEN_MINUTES });
  await forgetLimit(db, counter(ATTEMPTS), attemptSubject(email.toLowerCase(), ""));
  await forgetLimit(db, counter(ACCOUNT_FAILURES), email.toLowerCase());
}
