import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import type { ServerConfig } from "./config";

/** Made by the build (scripts/database-template.mjs); absent in development, where initdb runs. */
const DATABASE_TEMPLATE = path.resolve(import.meta.dirname, "..", "build", "empty-database.tar.gz");

/** The configured database, migrated: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, "db"), template: DATABASE_TEMPLATE },
  );
  await database.migrate();
  return database;
}

/**
 * The embedded database may be opened by one process at a time. The server leaves its pid in
 * DATA_DIR so that commands like admin:reset can refuse to open it alongside.
 */
export function pidFile(config: ServerConfig) {
  const file = path.join(config.dataDir, "server.pid");
  return {
    write: () => writeFileSync(file, String(process.pid)),
    remove: () => rmSync(file, { force: true }),
    runningPid: (): number | undefined => {
      if (!existsSync(file)) return undefined;
      const pid = Number(readFileSync(file, "utf8"));
      try {
        process.kill(pid, 0);
        return pid;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The pid of another live process holding the embedded database's data directory after
 * waiting up to `waitMs` for it to stop (a restart overlapping the old process's shutdown), or
 * undefined. Two processes writing one PGlite directory damage it beyond opening (`Aborted()`,
 * docs/operations.md), so the server does not open it while another one runs.
 */
export async function otherServerHolding(
  config: ServerConfig,
  waitMs: number,
): Promise<number | undefined> {
  const pid = pidFile(config);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const holder = pid.runningPid();
    if (holder === undefined || holder === process.pid || !mayBeNode(holder)) return undefined;
    if (Date.now() >= deadline) return holder;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** False when the pid names a process that is not Node (a stale file, its number reused). */
function mayBeNode(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true; // no /proc here: trust the pid
  }
}
