import type { AppContext } from "~/context";
import type { Database } from "~/db/client.server";
import { forgetLimit, hitLimit, type LimitRule } from "~/limits/rate-limit.server";

/**
 * Wrong passwords, at sign-in and when changing the password, counted the same way
 * (docs/decisions/0014-sign-in-failures-and-link-tokens.md).
 */

type Deps = Pick<AppContext, "database" | "clientAddress">;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Attempts on one account from one client address that have not (yet) succeeded. Counted per
 * address so that a stranger's wrong passwords never lock the owner out.
 */
export const signInFailureLimit: LimitRule = {
  name: "sign-in-failure:account-client",
  max: 5,
  windowMs: FIFTEEN_MINUTES,
};
/** Failed attempts on one account from anywhere: they slow answers down, never refuse. */
export const accountFailureCount: LimitRule = {
  name: "sign-in-failure:account",
  max: 5,
  windowMs: FIFTEEN_MINUTES,
};

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 8_000;

/**
 * How long a failed answer waits, from the account's failures in the window: nothing for the
 * first few (typing mistakes), then 0.5 s doubling up to 8 s, so that guessing from many
 * addresses gets slow while the owner, whose right password is answered at once, gets in.
 */
export function failureDelayMs(accountFailures: number): number {
  const beyond = accountFailures - accountFailureCount.max;
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
  return (await hitLimit(deps.database.db, signInFailureLimit, subject)).allowed;
}

/** A wrong password: counts against the account everywhere, and answers late once it adds up. */
export async function recordWrongPassword(deps: Deps, email: string): Promise<void> {
  const account = await hitLimit(deps.database.db, accountFailureCount, email);
  const delay = failureDelayMs(account.count);
  if (delay > 0) await signInTiming.pause(delay);
}

/** The right password: this address's attempts on the account start again from zero. */
export async function recordRightPassword(deps: Deps, email: string): Promise<void> {
  await forgetLimit(
    deps.database.db,
    signInFailureLimit,
    attemptSubject(email, deps.clientAddress),
  );
}

/** After a password was set through a link: every failure on the account is forgotten. */
export async function forgetFailedSignIns(db: Database, email: string): Promise<void> {
  await forgetLimit(db, signInFailureLimit, attemptSubject(email.toLowerCase(), ""));
  await forgetLimit(db, accountFailureCount, email.toLowerCase());
}
