import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from "./client.server";
import { withPreparedStatements } from "./pglite-statements.server";
import * as schema from "./schema";
import { extractTemplate } from "./template-archive.server";

/**
 * The embedded database (PGlite), apart from `client.server.ts` so that a server on PostgreSQL
 * never loads it (its module and WebAssembly cost memory).
 */
export async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  if (needsTemplate(dataDir, template)) loadTemplate(dataDir, template);
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
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
 * - The embedded database's buffer cache lives in the server process's WebAssembly memory:
 *   PostgreSQL's default (128 MB) is most of the server's memory once touched. This site's data
 *   is small and the operating system caches its files too, so 16 MB is plenty
 *   (docs/decisions/0046).
 * - A statement is planned for its values each time it runs, as an unnamed statement always
 *   is. The application prepares its statements once (`withPreparedStatements`), and
 *   PostgreSQL's default would switch one to a plan made without its values after five runs:
 *   three times slower for the leads' hourly chart (docs/decisions/0121).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "plan_cache_mode=force_custom_plan",
];

const keepText = (value: string) => value;

/**
 * Every PGlite client the application queries through `wrapPglite` is made with these: the
 * settings above, and how the embedded database turns values into JavaScript, given once when
 * the client is made (PGlite's public `parsers` and `serializers` options).
 *
 * - `bytea` (stored files, app/files) as hex through Buffer's native codec: PGlite's own turn
 *   each byte into a string of its own, which cost a 5 MB upload about half a second of CPU and
 *   as much again in garbage collection (docs/decisions/0071).
 * - Dates, times and intervals kept as PostgreSQL's text, which Drizzle's columns parse: the
 *   parsers Drizzle's PGlite driver otherwise hands PGlite with every statement
 *   (docs/decisions/0097). Arrays of them come as arrays of that text, which Drizzle's array
 *   columns take as well as the array's literal.
 */
export const PGLITE_OPTIONS = {
  startParams: PGLITE_START_PARAMS,
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
  parsers: {
    [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex"),
    [types.TIMESTAMP]: keepText,
    [types.TIMESTAMPTZ]: keepText,
    [types.INTERVAL]: keepText,
    [types.DATE]: keepText,
  },
};

/** A PGlite client made with `PGLITE_OPTIONS` as the application's database. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  if (client.parsers[types.TIMESTAMPTZ] !== keepText) {
    throw new Error("The PGlite client must be made with PGLITE_OPTIONS (app/db/pglite.server.ts)");
  }
  // Every statement goes through the prepared client, in turn (app/db/pglite-statements.server.ts).
  const prepared = withPreparedStatements(client);
  // Drizzle's PGlite driver calls only `query` and `transaction` on its client.
  const db = drizzlePglite(prepared as unknown as PGlite, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await prepared.query("select 1");
    },
    migrate: () =>
      prepared.alone(() =>
        migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      ),
    close: () => prepared.alone(() => client.close()),
  };
}
