import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client.server";

/**
 * PostgreSQL's autovacuum does not run in the embedded database: PGlite is one backend without
 * background workers. Without it the planner's statistics are never refreshed and the visibility
 * map is never set, so an index-only scan reads the table's rows too ("N earlier", the board's
 * columns, the month's first responses: docs/decisions/0064). On PGlite the server runs what
 * autovacuum would, VACUUM (ANALYZE), a while after it starts and then once a day. On PostgreSQL
 * autovacuum does it, and this does nothing.
 */
export async function maintainDatabase(database: DatabaseHandle): Promise<boolean> {
  if (database.kind !== "pglite") return false;
  // Tables whose pages are all visible already are skipped: after the first run this reads only
  // what changed since the last one.
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

/** The first run waits for the start's own work; then once a day. */
const FIRST_RUN_AFTER_MS = 10 * 60_000;
const RUN_EVERY_MS = 24 * 60 * 60_000;

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs `maintainDatabase` in the background; the stop function awaits a run under way. */
export function startDatabaseMaintenance(deps: { database: DatabaseHandle; log: Log }) {
  if (deps.database.kind !== "pglite") return async () => {};
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      const started = performance.now();
      try {
        await maintainDatabase(deps.database);
        const ms = Math.round(performance.now() - started);
        deps.log.info({ ms }, "database maintenance (vacuum, analyze) done");
      } catch (error) {
        deps.log.error({ err: error }, "database maintenance failed; trying again tomorrow");
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(run, FIRST_RUN_AFTER_MS);
  const timer = setInterval(run, RUN_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
