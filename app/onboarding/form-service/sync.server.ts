import { randomBytes } from "node:crypto";
import os from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type CatalogueForm, providerIdsOf } from "../catalogue";
import { extractPersonName } from "../names";
import {
  type OnboardingSubmissionRow,
  onboardingFormSync,
  onboardingLeases,
  onboardingSubmissions,
} from "../onboarding.schema";
import { createJotformClient, type JotformClient, type JotformSubmission } from "./jotform.server";
import type { OnboardingSettings } from "./settings.server";

/**
 * Copies every submission of the 20 forms from the form service into the database. Reads are
 * full (the service has no change feed we can trust), writes are only the differences: new
 * or changed rows upserted in batches, rows the service no longer lists removed. Several
 * server instances share one lease row, so only one of them syncs at a time.
 */
export interface SyncDependencies {
  db: Database;
  settings: OnboardingSettings;
  /** Defaults to the real client built from the settings. */
  client?: JotformClient;
  signal?: AbortSignal;
}

export interface FormSyncResult {
  formNumber: number;
  providerId: string;
  ok: boolean;
  error?: string;
  listed: number;
  written: number;
  removed: number;
}

export type SyncOutcome =
  | { status: "not-configured"; message: string }
  /** Another server instance holds the lease. */
  | { status: "busy" }
  /** Something other than the service failed (the database): nothing was synced. */
  | { status: "failed"; message: string }
  | { status: "done"; forms: FormSyncResult[]; failed: number; written: number; removed: number };

const LEASE_NAME = "onboarding-form-sync";
/** Longer than a worst-case sync (timeouts and retries), short enough to recover from a crash. */
const LEASE_MS = 3 * 60_000;
/** Rows per statement: bounds the size of one statement and of one transaction's work. */
const BATCH_SIZE = 1_000;
const MAX_ERROR_LENGTH = 500;

const instanceId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
const running = new WeakMap<Database, { outcome: Promise<SyncOutcome>; startedAt: number }>();

/** Runs a sync, or joins the one this process is already running on the same database. */
export function syncAllForms(deps: SyncDependencies): Promise<SyncOutcome> {
  const current = running.get(deps.db);
  if (current) return current.outcome;
  const outcome = runSync(deps)
    .catch((error): SyncOutcome => ({ status: "failed", message: errorMessage(error) }))
    .finally(() => running.delete(deps.db));
  running.set(deps.db, { outcome, startedAt: Date.now() });
  return outcome;
}

export function clientFor(settings: OnboardingSettings): JotformClient | undefined {
  return settings.apiKey
    ? createJotformClient({ apiKey: settings.apiKey, apiBase: settings.apiBase })
    : undefined;
}

async function runSync(deps: SyncDependencies): Promise<SyncOutcome> {
  const client = deps.client ?? clientFor(deps.settings);
  if (!client) {
    return { status: "not-configured", message: "JOTFORM_API_KEY is not set" };
  }
  const forms = deps.settings.catalogue.filter(
    (form): form is CatalogueForm & { providerId: string } => Boolean(form.providerId),
  );
  if (forms.length === 0) {
    return { status: "not-configured", message: "JOTFORM_FORM_IDS is not set" };
  }
  const holder = `${instanceId}:${randomBytes(4).toString("hex")}`;
  if (!(await takeLease(deps.db, holder))) return { status: "busy" };
  try {
    const results = await Promise.all(
      forms.map((form) => syncForm(deps.db, client, form, deps.signal)),
    );
    return {
      status: "done",
      forms: results,
      failed: results.filter((result) => !result.ok).length,
      written: results.reduce((sum, result) => sum + result.written, 0),
      removed: results.reduce((sum, result) => sum + result.removed, 0),
    };
  } finally {
    await releaseLease(deps.db, holder);
  }
}

async function syncForm(
  db: Database,
  client: JotformClient,
  form: CatalogueForm & { providerId: string },
  signal?: AbortSignal,
): Promise<FormSyncResult> {
  const attemptedAt = new Date();
  const base = { formNumber: form.number, providerId: form.providerId };
  try {
    // The local snapshot is read before the listing: a row the webhook adds meanwhile is not
    // in it, so it can never be taken for one the service dropped.
    const stored = await storedSignatures(db, form.providerId);
    const listed = await listEveryVersion(client, form, signal);
    if (!listed.ok) {
      await recordFormSync(db, form.providerId, attemptedAt, { error: listed.message });
      return { ...base, ok: false, error: listed.message, listed: 0, written: 0, removed: 0 };
    }
    // Keyed by id: a submission arriving while pages are read can shift one into the next page,
    // and one statement may not upsert the same row twice. Every version's submissions are
    // stored under the form's own id, so the tracker and admin progress count them alike.
    const rows = new Map<string, OnboardingSubmissionRow>();
    for (const submission of listed.submissions) {
      if (isLive(submission)) rows.set(submission.id, toRow(submission, form.providerId));
    }
    const changed = [...rows.values()].filter((row) => stored.get(row.id) !== signature(row));
    const gone = [...stored.keys()].filter((id) => !rows.has(id));
    await upsertSubmissions(db, changed);
    await removeSubmissions(db, form.providerId, gone);
    await recordFormSync(db, form.providerId, attemptedAt, { count: rows.size });
    return {
      ...base,
      ok: true,
      listed: rows.size,
      written: changed.length,
      removed: gone.length,
    };
  } catch (error) {
    // A database failure for one form must not sink the other nineteen.
    const message = errorMessage(error);
    await recordFormSync(db, form.providerId, attemptedAt, { error: message }).catch(() => {});
    return { ...base, ok: false, error: message, listed: 0, written: 0, removed: 0 };
  }
}

/**
 * The submissions of a form and of its Spanish version. Both must be read: a version that could
 * not be listed would make its submissions look deleted.
 */
async function listEveryVersion(
  client: JotformClient,
  form: CatalogueForm & { providerId: string },
  signal?: AbortSignal,
): Promise<{ ok: true; submissions: JotformSubmission[] } | { ok: false; message: string }> {
  const listings = await Promise.all(
    providerIdsOf(form).map((id) => client.listSubmissions(id, signal)),
  );
  const submissions: JotformSubmission[] = [];
  for (const listing of listings) {
    if (!listing.ok) return { ok: false, message: listing.error.message };
    submissions.push(...listing.value.submissions);
  }
  return { ok: true, submissions };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Deleted submissions stay listed by the service with status DELETED: they do not count. */
function isLive(submission: JotformSubmission): boolean {
  return submission.status.toUpperCase() !== "DELETED";
}

/** The row a submission becomes; the form is the one it was listed or fetched under. */
export function toRow(submission: JotformSubmission, formId: string): OnboardingSubmissionRow {
  const person = extractPersonName(submission.answers);
  return {
    id: submission.id,
    formId,
    personKey: person?.key ?? null,
    firstName: person?.first ?? null,
    lastName: person?.last ?? null,
    createdAt: submission.createdAt,
  };
}

/** The fields a sync compares: a row whose signature is unchanged is not written again. */
const FIELD = "\u001f";
const RECORD = "\u001e";

function signature(row: OnboardingSubmissionRow): string {
  return [row.personKey ?? "", row.firstName ?? "", row.lastName ?? "", row.createdAt].join(FIELD);
}

/**
 * Each stored submission of a form as id → signature. One aggregated text value per form is
 * several times cheaper to move out of the database than a thousand rows. Ids are letters and
 * digits and names carry no control characters, so the separators cannot occur inside them.
 */
async function storedSignatures(db: Database, formId: string): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select string_agg(
      id || chr(31) || coalesce(person_key, '') || chr(31) || coalesce(first_name, '') ||
      chr(31) || coalesce(last_name, '') || chr(31) || created_at,
      chr(30)
    ) as rows
    from ${onboardingSubmissions}
    where form_id = ${formId}
  `);
  const [first] = (result as unknown as { rows: Array<{ rows: string | null }> }).rows;
  const stored = new Map<string, string>();
  for (const record of first?.rows ? first.rows.split(RECORD) : []) {
    const cut = record.indexOf(FIELD);
    stored.set(record.slice(0, cut), record.slice(cut + 1));
  }
  return stored;
}

/**
 * Insert or update by the provider's id: running it twice leaves the same rows. Each column
 * travels as one array parameter (unnest), which is several times faster than a VALUES list
 * of thousands of parameters, on PGlite and PostgreSQL alike.
 */
export async function upsertSubmissions(db: Database, rows: OnboardingSubmissionRow[]) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const column = <K extends keyof OnboardingSubmissionRow>(key: K) =>
      sql.param(batch.map((row) => row[key] ?? null));
    await db.execute(sql`
      insert into ${onboardingSubmissions}
        (id, form_id, person_key, first_name, last_name, created_at)
      select * from unnest(
        ${column("id")}::text[], ${column("formId")}::text[], ${column("personKey")}::text[],
        ${column("firstName")}::text[], ${column("lastName")}::text[], ${column("createdAt")}::text[]
      )
      on conflict (id) do update set
        form_id = excluded.form_id,
        person_key = excluded.person_key,
        first_name = excluded.first_name,
        last_name = excluded.last_name,
        created_at = excluded.created_at,
        recorded_at = now()
    `);
  }
}

async function removeSubmissions(db: Database, formId: string, ids: string[]) {
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = ids.slice(start, start + BATCH_SIZE);
    await db
      .delete(onboardingSubmissions)
      .where(
        and(
          eq(onboardingSubmissions.formId, formId),
          sql`${onboardingSubmissions.id} = any(${sql.param(batch)}::text[])`,
        ),
      );
  }
}

async function recordFormSync(
  db: Database,
  formId: string,
  attemptedAt: Date,
  outcome: { count: number } | { error: string },
) {
  const values =
    "error" in outcome
      ? { lastAttemptAt: attemptedAt, lastError: outcome.error.slice(0, MAX_ERROR_LENGTH) }
      : {
          lastAttemptAt: attemptedAt,
          lastSuccessAt: attemptedAt,
          lastError: null,
          submissionCount: outcome.count,
        };
  await db
    .insert(onboardingFormSync)
    .values({ formId, ...values })
    .onConflictDoUpdate({ target: onboardingFormSync.formId, set: values });
}

/** One atomic statement: succeeds only if the lease is free or its holder's time ran out. */
async function takeLease(db: Database, holder: string): Promise<boolean> {
  const expiresAt = new Date(Date.now() + LEASE_MS);
  const taken = await db
    .insert(onboardingLeases)
    .values({ name: LEASE_NAME, holder, expiresAt })
    .onConflictDoUpdate({
      target: onboardingLeases.name,
      set: { holder, expiresAt },
      setWhere: sql`${onboardingLeases.expiresAt} < now()`,
    })
    .returning({ holder: onboardingLeases.holder });
  return taken.length === 1;
}

async function releaseLease(db: Database, holder: string) {
  await db
    .delete(onboardingLeases)
    .where(and(eq(onboardingLeases.name, LEASE_NAME), eq(onboardingLeases.holder, holder)))
    .catch(() => {});
}

/** What the pages say about the copy: how fresh it is and whether the service answered. */
export interface SyncStatus {
  /** The oldest of the forms' last successful syncs: everything is at least this fresh. */
  lastUpdatedAt: Date | null;
  lastAttemptAt: Date | null;
  /** Forms whose latest attempt failed, with the reason. */
  failures: Array<{ formId: string; error: string }>;
}

export async function readSyncStatus(
  db: Database,
  settings: OnboardingSettings,
): Promise<SyncStatus> {
  const ids = settings.catalogue.flatMap((form) => (form.providerId ? [form.providerId] : []));
  if (ids.length === 0) return { lastUpdatedAt: null, lastAttemptAt: null, failures: [] };
  const rows = await db
    .select()
    .from(onboardingFormSync)
    .where(inArray(onboardingFormSync.formId, ids));
  const successes = rows.flatMap((row) => (row.lastSuccessAt ? [row.lastSuccessAt] : []));
  const attempts = rows.map((row) => row.lastAttemptAt);
  return {
    lastUpdatedAt: successes.length ? earliest(successes) : null,
    lastAttemptAt: attempts.length ? latest(attempts) : null,
    failures: rows.flatMap((row) =>
      row.lastError ? [{ formId: row.formId, error: row.lastError }] : [],
    ),
  };
}

function earliest(dates: Date[]): Date {
  return new Date(Math.min(...dates.map((date) => date.getTime())));
}
function latest(dates: Date[]): Date {
  return new Date(Math.max(...dates.map((date) => date.getTime())));
}

export interface FreshnessOptions {
  /** Sync when the latest attempt is older than this (1 minute: docs/product.md#timings). */
  maxAgeMs: number;
  /** How long a page waits for that sync before showing what it has. */
  waitMs: number;
  now?: Date;
}

/**
 * Before a tracker check: when the copy is older than `maxAgeMs`, sync, waiting at most
 * `waitMs` (the sync carries on in the background). Returns whether the page is showing
 * data the service could not confirm just now.
 */
export async function syncIfStale(
  deps: SyncDependencies,
  options: FreshnessOptions,
): Promise<{ waitedOut: boolean; outcome?: SyncOutcome }> {
  const status = await readSyncStatus(deps.db, deps.settings);
  const now = options.now ?? new Date();
  const fresh =
    status.lastAttemptAt !== null &&
    now.getTime() - status.lastAttemptAt.getTime() < options.maxAgeMs;
  if (fresh) return { waitedOut: false };
  // Pages wait at most `waitMs` counted from the start of the sync they join: while the service
  // hangs, the first page waits and the following ones answer at once with the last synced data.
  const current = running.get(deps.db);
  const waitMs = options.waitMs - (current ? Date.now() - current.startedAt : 0);
  if (waitMs <= 0) return { waitedOut: true };
  return waitAtMost(syncAllForms(deps), waitMs);
}

/** Awaits a sync for at most `ms`; a slower sync finishes on its own. */
export async function waitAtMost(
  sync: Promise<SyncOutcome>,
  ms: number,
): Promise<{ waitedOut: boolean; outcome?: SyncOutcome }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  const winner = await Promise.race([sync, timeout]);
  clearTimeout(timer);
  return winner === "timeout" ? { waitedOut: true } : { waitedOut: false, outcome: winner };
}

export type RecordOutcome =
  | { status: "recorded"; formNumber: number; personKey: string | null }
  | { status: "removed" }
  /** The submission belongs to a form outside the catalogue: nothing to track. */
  | { status: "ignored" }
  | { status: "error"; kind: "not-configured" | "not-found" | "service"; message: string };

/**
 * The webhook's half: a submission id is only a hint, so the submission is fetched back from
 * the service (which the webhook's sender cannot forge) and recorded as the service has it.
 */
export async function recordSubmissionById(
  deps: SyncDependencies,
  submissionId: string,
): Promise<RecordOutcome> {
  const client = deps.client ?? clientFor(deps.settings);
  if (!client) {
    return { status: "error", kind: "not-configured", message: "JOTFORM_API_KEY is not set" };
  }
  const fetched = await client.getSubmission(submissionId, deps.signal);
  if (!fetched.ok) {
    const kind = fetched.error.kind === "not-found" ? "not-found" : "service";
    return { status: "error", kind, message: fetched.error.message };
  }
  const submission = fetched.value;
  // A submission of a form's Spanish version counts for that form.
  const form = deps.settings.catalogue.find((entry) =>
    providerIdsOf(entry).includes(submission.formId),
  );
  if (!form?.providerId) return { status: "ignored" };
  if (!isLive(submission)) {
    await deps.db.delete(onboardingSubmissions).where(eq(onboardingSubmissions.id, submission.id));
    return { status: "removed" };
  }
  const row = toRow(submission, form.providerId);
  await upsertSubmissions(deps.db, [row]);
  return { status: "recorded", formNumber: form.number, personKey: row.personKey ?? null };
}
