import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadHourTallies, leads } from "../leads.schema";
import { recentDays } from "./periods";

const HOUR_MS = 3_600_000;

interface BucketCount {
  /** Leads received in the bucket. */
  received: number;
  /** Of those, how many are Won now. */
  won: number;
}

/**
 * Leads received in each of the buckets [starts[i], starts[i + 1]) and the last one up to `end`
 * (the charts' days or weeks in the company's zone), with how many of them are Won now. Whole UTC
 * hours are read from the hour tallies the triggers keep (24 rows a day, however many leads); an
 * hour that a boundary cuts (a zone half an hour off UTC) is read from its leads themselves.
 */
export async function countsPerBucket(
  db: Database,
  starts: readonly Date[],
  end: Date,
): Promise<BucketCount[]> {
  const thresholds = sql.join(
    starts.map((start) => sql`${start.toISOString()}::timestamptz`),
    sql`, `,
  );
  // The hours a boundary falls inside, not on: counted from their leads.
  const cutHours = [
    ...new Set(
      [...starts, end]
        .filter((t) => t.getTime() % HOUR_MS !== 0)
        .map((t) => new Date(Math.floor(t.getTime() / HOUR_MS) * HOUR_MS).toISOString()),
    ),
  ];
  const first = starts[0]!;
  const tallied = sql`select width_bucket(${leadHourTallies.hour}, array[${thresholds}]) as bucket,
      ${leadHourTallies.received} as received, ${leadHourTallies.won} as won
    from ${leadHourTallies}
    where ${leadHourTallies.hour} >= ${first.toISOString()}::timestamptz
      and ${leadHourTallies.hour} < ${end.toISOString()}::timestamptz
      ${
        cutHours.length > 0
          ? sql`and ${leadHourTallies.hour} not in (${sql.join(
              cutHours.map((hour) => sql`${hour}::timestamptz`),
              sql`, `,
            )})`
          : sql``
      }`;
  const cutLeads =
    cutHours.length > 0
      ? sql` union all select width_bucket(${leads.createdAt}, array[${thresholds}]), 1,
          (${leads.status} = 'won')::int
        from ${leads}
        where ${leads.createdAt} >= ${first.toISOString()}::timestamptz
          and ${leads.createdAt} < ${end.toISOString()}::timestamptz
          and (${sql.join(
            cutHours.map(
              (hour) =>
                sql`(${leads.createdAt} >= ${hour}::timestamptz and ${leads.createdAt} < ${hour}::timestamptz + interval '1 hour')`,
            ),
            sql` or `,
          )})`
      : sql``;
  const result = await db.execute(sql`select bucket, sum(received)::int as received,
      sum(won)::int as won
    from (${tallied}${cutLeads}) counted group by bucket`);
  const rows = (result as unknown as { rows: { bucket: number; received: number; won: number }[] })
    .rows;
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  return starts.map((_, index) => ({
    received: Number(byBucket.get(index + 1)?.received ?? 0),
    won: Number(byBucket.get(index + 1)?.won ?? 0),
  }));
}

/** One calendar day's counts in the company's zone. */
export interface DayCount extends BucketCount {
  /** 'YYYY-MM-DD' in the company's zone. */
  date: string;
}

/**
 * Leads per calendar day (the company's zone) over the last `days` days, oldest first, zero days
 * included, with how many of each day's leads are Won now: one read of the hour tallies, from
 * which the dashboard's daily chart (its last 30 days) and its weekly one (weeks of 7 of these
 * days) are both taken (docs/decisions/0068).
 */
export async function countsPerDay(
  db: Database,
  clock: { now: Date; timeZone: string },
  days: number,
): Promise<DayCount[]> {
  const buckets = recentDays(clock.now, clock.timeZone, days);
  const counts = await countsPerBucket(
    db,
    buckets.map((bucket) => bucket.start),
    buckets.at(-1)!.end,
  );
  return buckets.map((bucket, index) => ({ date: bucket.date, ...counts[index]! }));
}
