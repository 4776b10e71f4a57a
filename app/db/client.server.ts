import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The common type of both drivers: domain code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Functions that must also run inside a caller's transaction take either. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "migrations");

/**
 * `template`: a migrated empty database (a PGlite dump, made by the build) loaded when `dataDir`
 * holds no database yet, instead of creating one, which is most of a first start.
 */
export type DatabaseTarget =
  | { url: string }
  | { dataDir: string; template?: string }
  | { pglite: PGlite };

/** Opens the database named by the target; PostgreSQL URLs use a pool, anything else PGlite. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url);
  if ("pglite" in target) return wrapPglite(target.pglite);
  if (!target.dataDir.startsWith("memory://")) {
    // PGlite does not create missing parent directories.
    mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  }
  const client = await PGlite.create(target.dataDir, {
    startParams: PGLITE_START_PARAMS,
    loadDataDir: templateFor(target.dataDir, target.template),
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

function wrapPglite(client: PGlite): DatabaseHandle {
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

/** Any fixed number: the advisory lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK_KEY = 8_461_203_517;

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection (a database restart) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on("error", () => {});
  // The pool listens for that only while a client is idle. A client checked out for a
  // transaction can lose its connection between two statements: without a listener of its own
  // the error would end the process. Its next statement fails instead, and the pool drops it.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}

/**
 * Several processes started together on one database would apply the same migrations at once
 * (and all but one fail on "already exists"). Each migrates holding a session advisory lock:
 * the first applies the migrations, the others wait, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // Closing the connection ends its session, and the lock with it.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
