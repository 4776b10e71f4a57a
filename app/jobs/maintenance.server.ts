import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import type { DailyJob } from "./daily-jobs.server";

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

/**
 * `maintainDatabase` as one of the periodic jobs (app/jobs/daily-jobs.server.ts): ten minutes
 * after the process starts, then a day after each run. Counted on this process's own monotonic
 * clock, not the jobs' clock: one process owns an embedded database, and a test harness moving
 * the jobs' clock a day ahead should not vacuum. None on PostgreSQL (autovacuum does it).
 */
export function databaseMaintenanceJob(database: DatabaseHandle): DailyJob[] {
  if (database.kind !== "pglite") return [];
  let nextRunAt = performance.now() + FIRST_RUN_AFTER_MS;
  return [
    {
      name: "database maintenance (vacuum, analyze)",
      run: async () => {
        if (performance.now() < nextRunAt) return undefined;
        const started = performance.now();
        await maintainDatabase(database);
        nextRunAt = performance.now() + RUN_EVERY_MS;
        return { ms: Math.round(performance.now() - started) };
      },
    },
  ];
}
