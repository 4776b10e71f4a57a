import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from "./client.server";
import * as schema from "./schema";
import { extractTemplate } from "./template-archive.server";

/**
 * The embedded database (PGlite), apart from `client.server.ts` so that a server on PostgreSQL
 * never loads it (its module and WebAssembly cost memory).
 */
export async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  if (needsTemplate(dataDir, template)) loadTemplate(dataDir, template);
  const client = await PGlite.create(dataDir, {
    startParams: PGLITE_START_PARAMS,
    ...PGLITE_BYTEA,
  });
  return wrapPglite(client);
}

/**
 * Writes the template beside the data directory and moves it into place once it is whole: a first
 * start killed meanwhile leaves no half-loaded database to open next time (which PGlite answers
 * with `Aborted()`, docs/operations.md). A folder without a database already at the data
 * directory's place (a first start interrupted before this existed) is kept aside.
 */
function loadTemplate(dataDir: string, template: string): void {
  const loading = `${dataDir}.loading`;
  rmSync(loading, { recursive: true, force: true });
  extractTemplate(readFileSync(template), loading);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    renameSync(dataDir, `${dataDir}.incomplete-${Date.now()}`);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  renameSync(loading, dataDir);
}

/** Whether the data directory holds no database yet and the template exists. */
function needsTemplate(dataDir: string, template: string | undefined): template is string {
  if (!template || dataDir.startsWith("memory://")) return false;
  return !existsSync(path.join(dataDir, "PG_VERSION")) && existsSync(template);
}

/**
 * The embedded database's buffer cache lives in the server process's WebAssembly memory:
 * PostgreSQL's default (128 MB) is most of the server's memory once touched. This site's data
 * is small and the operating system caches its files too, so 16 MB is plenty
 * (docs/decisions/0046).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=2MB",
];

/**
 * `bytea` (stored files, app/files) as hex through Buffer's native codec, by PGlite's public
 * `serializers` and `parsers` options: its own turn each byte into a string of its own, which cost
 * a 5 MB upload about half a second of CPU and as much again in garbage collection
 * (docs/decisions/0071).
 */
export const PGLITE_BYTEA = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex") },
};

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
