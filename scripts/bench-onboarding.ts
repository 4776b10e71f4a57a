/**
 * npm run bench:onboarding: the onboarding sync and admin table against their budgets (docs/performance.md).
 *   - full sync of 20 forms × 1,000 submissions from a local server answering like the form
 *     service: at most 2 s;
 *   - re-sync with no changes: at most 1 s;
 *   - the admin table for 1,000 hires: at most 50 ms of server time (median of 20 runs).
 * Runs on a fresh in-memory PGlite database; exits 1 when a budget is missed. With
 * BENCH_RESULTS_FILE set, also writes its figures there as JSON (npm run bench reads them).
 */
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "~/db/client.server";
import { PGLITE_OPTIONS } from "~/db/pglite.server";
import { FORM_COUNT } from "~/onboarding/catalogue";
import { parseOnboardingSettings } from "~/onboarding/form-service/settings.server";
import { syncAllForms } from "~/onboarding/form-service/sync.server";
import { onboardingSubmissions } from "~/onboarding/onboarding.schema";
import { loadAdminProgress } from "~/onboarding/progress/admin.server";
import { fakeSubmission, jotformTime, startFakeJotform } from "../tests/support/fake-jotform";

const SUBMISSIONS_PER_FORM = 1_000;
const HIRES = 1_000;
const TABLE_RUNS = 20;
const BUDGETS = { fullSyncMs: 2_000, resyncMs: 1_000, adminTableMs: 50 };

const FIRST = ["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret", "Edsger", "Barbara"];
const LAST = ["Lovelace", "Hopper", "Turing", "Johnson", "Torvalds", "Hamilton", "Dijkstra"];

/** Hire k, named so that all 1,000 names differ. */
function hireName(k: number) {
  return { first: FIRST[k % FIRST.length]!, last: `${LAST[k % LAST.length]!}-${k}` };
}

/**
 * The fake form service runs in a worker thread, like a real service on its own machine: its
 * JSON work does not count against the sync's time.
 */
async function serveFakeService(formIds: string[]) {
  const fake = await startFakeJotform();
  const start = Date.UTC(2025, 0, 6, 8, 0, 0);
  formIds.forEach((formId, f) => {
    // Submission k of form f comes from hire (k × (f + 1)) mod 1,000: some hires submit a form
    // twice, some not at all, so progress varies across the table.
    const submissions = Array.from({ length: SUBMISSIONS_PER_FORM }, (_, k) => {
      const hire = (k * (f + 1)) % HIRES;
      return fakeSubmission({
        formId,
        ...hireName(hire),
        createdAt: jotformTime(new Date(start + (f * SUBMISSIONS_PER_FORM + k) * 60_000)),
        shape: k % 3 === 0 ? "separate" : "fullname",
      });
    });
    fake.setSubmissions(formId, submissions.reverse());
  });
  parentPort!.postMessage({ url: fake.url, apiKey: fake.apiKey });
  parentPort!.once("message", () => void fake.close().then(() => process.exit(0)));
}

function startFakeServiceWorker(formIds: string[]) {
  // The worker registers tsx before loading this TypeScript file, as the main thread did.
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { formIds } });
  const ready = new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return { ready, stop: () => worker.postMessage("stop") };
}

async function main() {
  const formIds = Array.from({ length: FORM_COUNT }, (_, i) => String(260_000_000_000_001 + i));
  const service = startFakeServiceWorker(formIds);
  const fake = await service.ready;

  const database = await openDatabase({ pglite: await PGlite.create("memory://", PGLITE_OPTIONS) });
  await database.migrate();
  const settings = parseOnboardingSettings({
    JOTFORM_API_KEY: fake.apiKey,
    JOTFORM_API_BASE: fake.url,
    JOTFORM_FORM_IDS: formIds.join(","),
  });
  const deps = { db: database.db, settings };

  try {
    const full = await timed(() => syncAllForms(deps));
    const stored = await database.db.$count(onboardingSubmissions);
    assertDone(full.value, "full sync");
    const again = await timed(() => syncAllForms(deps));
    assertDone(again.value, "re-sync");

    const params = new URLSearchParams();
    await loadAdminProgress(deps, params); // warm-up: plans and caches
    const runs: number[] = [];
    let people = 0;
    for (let i = 0; i < TABLE_RUNS; i++) {
      const run = await timed(() => loadAdminProgress(deps, params));
      runs.push(run.ms);
      people = run.value.rows.length;
    }
    const tableMs = median(runs);

    const results = [
      line(
        `full sync: ${FORM_COUNT} forms × ${SUBMISSIONS_PER_FORM.toLocaleString("en-US")} submissions (${stored.toLocaleString("en-US")} rows written)`,
        full.ms,
        BUDGETS.fullSyncMs,
      ),
      line(
        `re-sync, no changes (${again.value.status === "done" ? again.value.written : "?"} rows written)`,
        again.ms,
        BUDGETS.resyncMs,
      ),
      line(
        `admin table: ${people.toLocaleString("en-US")} hires, median of ${TABLE_RUNS}`,
        tableMs,
        BUDGETS.adminTableMs,
      ),
    ];
    console.log(
      `onboarding benchmark (PGlite in memory, Node ${process.version}; fake form service in a worker thread)`,
    );
    for (const result of results) {
      console.log(
        `  ${result.ok ? "ok  " : "FAIL"} ${result.figure}: ${result.value} (budget ${result.budget})`,
      );
    }
    if (people < HIRES * 0.9) throw new Error(`expected about ${HIRES} hires, got ${people}`);
    if (process.env.BENCH_RESULTS_FILE) {
      writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(results));
    }
    process.exitCode = results.every((result) => result.ok) ? 0 : 1;
  } finally {
    await database.close();
    service.stop();
  }
}

async function timed<T>(task: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await task();
  return { value, ms: performance.now() - started };
}

function assertDone(outcome: Awaited<ReturnType<typeof syncAllForms>>, name: string) {
  if (outcome.status !== "done" || outcome.failed > 0) {
    throw new Error(`${name} did not complete: ${JSON.stringify(outcome).slice(0, 500)}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One figure against its budget; npm run bench gathers these into its table. */
function line(label: string, ms: number, budgetMs: number) {
  const ok = ms <= budgetMs;
  const value = ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
  const budget = `≤ ${budgetMs.toLocaleString("en-US")} ms`;
  return { ok, figure: label, value, budget };
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  void serveFakeService((workerData as { formIds: string[] }).formIds);
}
