import { hashPassword, verifyPassword } from "better-auth/crypto";
import { authPolicy } from "./policy";

/**
 * Every password hash of the site runs through here: Better Auth's own scrypt (see
 * ./auth.server.ts, `emailAndPassword.password`), and a cap on how many run at once.
 */
export const passwordHashing = {
  hash: (password: string) => hashPassword(password),
  verify: (input: { hash: string; password: string }) => verifyPassword(input),
};

/** Said instead of a result when every hashing slot is taken. */
export const HASHING_BUSY = Symbol("password hashing busy");

let running = 0;

/**
 * Runs work that hashes a password (a sign-in, a password set or changed) if fewer than
 * `authPolicy.maxConcurrentHashes` such works run in this process; otherwise answers
 * HASHING_BUSY at once. scrypt runs on libuv's thread pool (4 threads), which files and
 * compression share: a flood of sign-ins must not take all of it, nor queue behind it.
 */
export async function withPasswordHashing<T>(
  work: () => Promise<T>,
): Promise<T | typeof HASHING_BUSY> {
  if (running >= authPolicy.maxConcurrentHashes) return HASHING_BUSY;
  running++;
  try {
    return await work();
  } finally {
    running--;
  }
}
