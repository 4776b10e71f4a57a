// Not committed: times the plain indexed counts that the tallies replace, on the bench's data.
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { addWorkers, fillLeads } from "./bench-data";

const QUERIES = {
  "leads by stage (and the board's totals)": sql`select status, count(*) from leads group by status`,
  "totals per kind": sql`select kind, count(*) from leads group by kind`,
  "conversion per kind and source": sql`select kind, source, count(*) filter (where status = 'won'), count(*) from leads where status in ('won','lost') group by kind, source`,
  "unique emails": sql`select count(distinct email_key) from leads`,
  "30-day chart": sql`select date_trunc('day', created_at at time zone 'America/Los_Angeles'), count(*), count(*) filter (where status = 'won') from leads where created_at >= now() - interval '30 days' group by 1`,
  "12-week chart": sql`select date_trunc('week', created_at at time zone 'America/Los_Angeles'), count(*), count(*) filter (where status = 'won') from leads where created_at >= now() - interval '84 days' group by 1`,
  "a stage filter's count (Won)": sql`select count(*) from leads where status = 'won'`,
};

const database = await openDatabase({ pglite: await PGlite.create("memory://") });
await database.migrate();
await addWorkers(database);
const started = performance.now();
await fillLeads(database);
console.log(`fill ${Math.round(performance.now() - started)} ms`);
let total = 0;
for (const [name, query] of Object.entries(QUERIES)) {
  for (let i = 0; i < 3; i++) await database.db.execute(query);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await database.db.execute(query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  total += times[10]!;
  console.log(`${name}: median ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms`);
}
console.log(`sum of medians ${total.toFixed(1)} ms`);
await database.close();
