import { execFileSync } from "node:child_process";
import path from "node:path";
import {
  ADMIN_DATABASE_URL,
  adminQuery,
  dropLeftoverDatabases,
  ROOT,
  SHARED_PUBLIC_URL,
} from "./support";

/**
 * Once per run: PostgreSQL must answer, databases left by a killed run are dropped, and the
 * production build is made for the shared public address when it is missing or out of date
 * (after `npm test` it is already there), so that no server process builds on its own.
 */
export default async function setup() {
  try {
    await adminQuery("select 1");
  } catch (error) {
    throw new Error(
      `The system tests need PostgreSQL at ${ADMIN_DATABASE_URL} (set SYSTEM_DATABASE_URL): ${String(error)}`,
    );
  }
  await dropLeftoverDatabases();
  execFileSync(process.execPath, [path.join(ROOT, "scripts/ensure-build.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_URL: SHARED_PUBLIC_URL },
    stdio: "inherit",
  });
}
