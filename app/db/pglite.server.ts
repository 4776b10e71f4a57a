import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from "./client.server";
import * as schema from "./schema";

/**
 * The embedded database (PGlite), apart from `client.server.ts` so that a server on PostgreSQL
 * never loads it (its module and WebAssembly cost memory).
 */
export async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, {
    startParams: PGLITE_START_PARAMS,
    loadDataDir: templateFor(dataDir, template),
  });
  return wrapPglite(client);
}

/** The template's contents when the directory holds no database yet and the template exists. */
function templateFor(dataDir: string, template: string | undefined): Blob | undefined {
  if (!template || dataDir.startsWith("memory://")) return undefined;
  if (existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}

/**
 * The embedded database's buffer cache lives in the server process's WebAssembly memory:
 * PostgreSQL's default (128 MB) is most of the server's memory once touched. This site's data
 * is small and the operating system caches its files too, so 16 MB is plenty
 * (docs/performance.md, "Memory").
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=2MB",
];

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
