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
