import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
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

/** The counter's key: for a caller that counts several limits in one statement of its own. */
export function limitKey(rule: LimitRule, subject: string) {
  return `${rule.name}:${subject.toLowerCase()}`;
}
const keyOf = limitKey;

/** The start of the rule's window that `now` falls in. */
export function limitWindowStart(rule: LimitRule, now: Date): Date {
  return windowOf(rule, now).start;
}

/**
 * Counts one event against the limit and says whether it is still allowed. The counter is one
 * upserted row per key and window, so every server process sharing the database agrees.
 */
export async function hitLimit(
  db: Database,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitState> {
  const window = windowOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart: window.start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  await pruneOldWindows(db, now);
  return { allowed: count <= rule.max, count, retryAfterSeconds: window.retryAfterSeconds };
}

/**
 * `hitLimit`'s upsert as a fragment returning the new `count`, for a caller that counts inside a
 * statement of its own (a data-modifying WITH): one statement instead of two. With `onlyIf`, the
 * event is counted only when that condition holds.
 */
export function countHitSql(rule: LimitRule, subject: string, now: Date, onlyIf?: SQL): SQL {
  const window = windowOf(rule, now);
  return sql`insert into ${rateLimits} ("key", "window_start", "count")
    select ${keyOf(rule, subject)}::text, ${window.start.toISOString()}::timestamptz, 1${onlyIf ? sql` where ${onlyIf}` : sql``}
    on conflict ("key", "window_start") do update set "count" = ${rateLimits}."count" + 1
    returning "count"`;
}

/**
 * One event counted and checked inside the caller's own statement instead of a statement of its
 * own: `withQuery` is a WITH query (`hit`) that counts it, `allowed` the condition the statement's
 * other parts hold to while the count is within the limit.
 */
export function limitGate(rule: LimitRule, subject: string, now: Date) {
  return {
    withQuery: sql`hit as (${countHitSql(rule, subject, now)})`,
    allowed: sql`(select "count" from hit) <= ${rule.max}`,
    /** When the client may try again, for a statement that found the limit reached. */
    retryAfterSeconds: windowOf(rule, now).retryAfterSeconds,
    /** Drops old windows now and then, as `hitLimit` does. */
    afterwards: (db: Database) => pruneOldWindows(db, now),
  };
}

export type LimitGate = ReturnType<typeof limitGate>;

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
