import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/client.server";
import { rateLimits } from "./limits.schema";

export interface LimitRule {
  /** Names the counter: "sign-in:client", "contact:client", ... */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

function windowOf(rule: LimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.ceil((start + rule.windowMs - now.getTime()) / 1000),
  };
}

function keyOf(rule: LimitRule, subject: string) {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/**
 * Counts one event against the limit and says whether it is still allowed. The counter is one
 * upserted row per key and window, so every server process sharing the database agrees.
 */
export async function hitLimit(
  db: DbOrTx,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitState> {
  const [state] = await hitLimits(db, [{ rule, subject }], now);
  return state!;
}

/**
 * Counts one event against each of several limits in one statement (one upsert of several
 * rows), each answered as `hitLimit` answers. Hits on the same counter count together: one row
 * may be updated only once by a statement.
 */
export async function hitLimits(
  db: DbOrTx,
  hits: readonly { rule: LimitRule; subject: string }[],
  now = new Date(),
): Promise<LimitState[]> {
  const counted = hits.map(({ rule, subject }) => ({
    rule,
    key: keyOf(rule, subject),
    window: windowOf(rule, now),
  }));
  const counterOf = (key: string, start: Date) => `${start.getTime()} ${key}`;
  const rows = new Map<string, { key: string; windowStart: Date; count: number }>();
  for (const { key, window } of counted) {
    const counter = counterOf(key, window.start);
    const row = rows.get(counter) ?? { key, windowStart: window.start, count: 0 };
    rows.set(counter, { ...row, count: row.count + 1 });
  }
  if (rows.size === 0) return [];
  const stored = await db
    .insert(rateLimits)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({
      key: rateLimits.key,
      windowStart: rateLimits.windowStart,
      count: rateLimits.count,
    });
  const countOf = new Map(stored.map((row) => [counterOf(row.key, row.windowStart), row.count]));
  await pruneOldWindows(db, now);
  return counted.map(({ rule, key, window }) => {
    const count = countOf.get(counterOf(key, window.start)) ?? 1;
    return { allowed: count <= rule.max, count, retryAfterSeconds: window.retryAfterSeconds };
  });
}

/** Reads the counter without counting: for limits on failures only. */
export async function peekLimit(
  db: Database,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitState> {
  const window = windowOf(rule, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, window.start)));
  const count = row?.count ?? 0;
  return { allowed: count < rule.max, count, retryAfterSeconds: window.retryAfterSeconds };
}

const PRUNE_EVERY_MS = 60_000;
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;
let lastPrune = 0;

/** Drops counters of windows long gone, at most once a minute per process. */
async function pruneOldWindows(db: Database, now: Date) {
  if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now.getTime();
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_WINDOWS_MS)));
}

/** Forgets the counts of every subject starting with `subjectPrefix`, in every window. */
export async function forgetLimit(db: Database, rule: LimitRule, subjectPrefix: string) {
  const prefix = keyOf(rule, subjectPrefix);
  await db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}
