import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
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
type DatabaseTarget = { url: string } | { dataDir: string; template?: string } | { pglite: PGlite };

/** Opens the database named by the target; PostgreSQL URLs use a pool, anything else PGlite. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url);
  // Imported only when used: a server on PostgreSQL does not load the embedded database.
  if ("pglite" in target) return (await import("./pglite.server")).wrapPglite(target.pglite);
  if (!target.dataDir.startsWith("memory://")) {
    // PGlite does not create missing parent directories.
    mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  }
  const { openPglite } = await import("./pglite.server");
  return openPglite(target.dataDir, target.template);
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
