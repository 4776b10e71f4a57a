import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction as PgliteTransaction, types } from "@electric-sql/pglite";
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
    ...PGLITE_TYPES,
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

const keepText = (value: string) => value;

/**
 * How the embedded database turns values into JavaScript, given once when a client is made
 * (PGlite's public `parsers` and `serializers` options); every PGlite client the application
 * queries through `wrapPglite` is made with them.
 *
 * - `bytea` (stored files, app/files) as hex through Buffer's native codec: PGlite's own turn
 *   each byte into a string of its own, which cost a 5 MB upload about half a second of CPU and
 *   as much again in garbage collection (docs/decisions/0071).
 * - Dates, times and intervals kept as PostgreSQL's text, which Drizzle's columns parse: the
 *   parsers Drizzle's PGlite driver otherwise hands PGlite with every statement
 *   (docs/decisions/0097). Arrays of them come as arrays of that text, which Drizzle's array
 *   columns take as well as the array's literal.
 */
export const PGLITE_TYPES = {
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

type Queryable = Pick<PGlite, "query"> & Partial<Pick<PGlite, "transaction">>;

/**
 * The client as Drizzle sees it: the same statements, without the per-statement `parsers`
 * Drizzle's driver adds (the ones `PGLITE_TYPES` gave the client when it was made). With them
 * PGlite copies its whole table of type parsers (318) into a new object for each statement and
 * reads every value through that copy: about 0.17 ms of CPU a statement, more than a simple
 * statement's own work (docs/decisions/0097). Drizzle calls `query` and `transaction` alone.
 */
function withParsersGivenOnce<T extends Queryable>(client: T): T {
  const lean: Queryable = {
    query: (query, params, options) =>
      client.query(query, params, options && { ...options, parsers: undefined }),
  };
  const { transaction } = client;
  if (transaction) {
    lean.transaction = <R>(callback: (tx: PgliteTransaction) => Promise<R>) =>
      transaction.call<T, [(tx: PgliteTransaction) => Promise<R>], Promise<R>>(client, (tx) =>
        callback(withParsersGivenOnce(tx)),
      );
  }
  return lean as T;
}

/** A PGlite client made with `PGLITE_TYPES` as the application's database. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  if (client.parsers[types.TIMESTAMPTZ] !== keepText) {
    throw new Error("The PGlite client must be made with PGLITE_TYPES (app/db/pglite.server.ts)");
  }
  const db = drizzlePglite(withParsersGivenOnce(client), { schema }) as unknown as Database;
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
