/**
 * npm run bench:subcontractors: the subcontractors' portal against its budgets (docs/performance.md#budgets), over HTTP
 * against the production server (scripts/start.mjs) on the embedded database, with 1,000
 * subcontractors in 4 requirement sets and 10,000 documents:
 *   - /admin/subcontractors, signed in as the admin (a real session from the login form), and
 *     each filter (every status, a trade, a set): p95 at most 100 ms each, one client;
 *   - an upload of a 5 MB PDF through a subcontractor's personal link: at most 1 s each;
 *   - the server's resident memory after the uploads: at most 400 MB (the server's budget on the
 *     embedded database, docs/performance.md).
 * With BENCH_CPU_PROFILE_DIR set, the server runs with --cpu-prof and the bench prints the
 * functions that took the most CPU (self time). The machine may be shared: a missed figure is
 * worth a second run before it is believed. Exits 1 when a budget is missed. With
 * BENCH_RESULTS_FILE set, also writes its figures there as JSON (npm run bench reads them); with
 * BENCH_KEEP_DATA set, keeps the data directory (to profile the pages afterwards).
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { adminSetupLink, setPasswordWithToken } from "~/accounts/accounts.server";
import { adminEmail } from "~/auth/admin-email.server";
import { tinyPdf } from "~/files/test-files";
import { linkExpiry, newPortalLink } from "~/subcontractors/links/link.server";
import { STATUSES } from "~/subcontractors/list/list";
import {
  requirementSets,
  requirements,
  subcontractorDocuments,
  subcontractorLinks,
  subcontractors,
} from "~/subcontractors/subcontractors.schema";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/database";
import { resolveSecrets } from "../server/secrets";
import { benchServerEnv } from "./bench-server-env";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3750);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = "bench-admin-password-1";
const SUBCONTRACTORS = 1_000;
const DOCUMENTS = 10_000;
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 60);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const BUDGETS = { listP95Ms: 100, uploadMs: 1_000, rssMb: 400 };
const TRADES = ["Electrical", "Low voltage", "Concrete", "Roofing", "Plumbing"];
const KINDS = ["coi", "w9", "license", "dir", "agreement"] as const;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return benchServerEnv({ port: PORT, dataDir }, { LOG_LEVEL: "warn" });
}

async function startServer(dataDir: string) {
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  const profiling = CPU_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profiling, "--max-semi-space-size=8", "--expose-gc", path.join(ROOT, "scripts/start.mjs")],
    {
      cwd: ROOT,
      env: serverEnv(dataDir),
      stdio: ["ignore", log, log],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return { child, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `the server did not become healthy:\n${readFileSync(logFile, "utf8").slice(-2000)}`,
  );
}

/**
 * The office's data, written while the server is stopped (the embedded database takes one
 * process at a time): 4 sets of 5 items, 1,000 subcontractors, 10,000 documents spread over
 * every state (approved, pending, rejected, expiring, expired), 20 of them Non-responsive; and
 * the admin's password. Gives back a personal link's token for the uploads, and an item of that
 * subcontractor's set (every item of theirs is approved: the page shows no upload form to read).
 */
async function fillOffice(dataDir: string): Promise<{ token: string; requirementId: string }> {
  const config = loadConfig(serverEnv(dataDir));
  const database = await openConfiguredDatabase(config);
  try {
    const db = database.db;
    const sets = await db
      .insert(requirementSets)
      .values(["Standard", "Public works", "Low risk", "Design-build"].map((name) => ({ name })))
      .returning();
    const items = await db
      .insert(requirements)
      .values(
        sets.flatMap((set) =>
          KINDS.map((kind, position) => ({ setId: set.id, kind, title: "", position })),
        ),
      )
      .returning();
    const secrets = resolveSecrets(config, pino({ level: "silent" }));
    const { token, hash, seed } = newPortalLink(secrets.BETTER_AUTH_SECRET);
    const subs = await db
      .insert(subcontractors)
      .values(
        Array.from({ length: SUBCONTRACTORS }, (_, i) => ({
          company: `Subcontractor ${String(i).padStart(4, "0")}`,
          trade: TRADES[i % TRADES.length]!,
          contactName: `Contact ${i}`,
          email: `sub${i}@example.com`,
          brokerEmail: i % 3 === 0 ? `broker${i}@example.com` : null,
          setId: sets[i % sets.length]!.id,
          remindersSent: i % 50 === 49 ? 3 : 0,
        })),
      )
      .returning({
        id: subcontractors.id,
        setId: subcontractors.setId,
        email: subcontractors.email,
      });
    // The first subcontractor's contact holds the link the uploads go through.
    await db.insert(subcontractorLinks).values({
      subcontractorId: subs[0]!.id,
      email: subs[0]!.email,
      role: "contact",
      tokenHash: hash,
      tokenSeed: seed,
      expiresAt: linkExpiry(new Date()),
    });
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const documents = [];
    for (let n = 0; n < DOCUMENTS; n++) {
      const sub = subs[n % subs.length]!;
      const setItems = items.filter((item) => item.setId === sub.setId);
      // Each subcontractor's 10 documents: two rounds over their items (an older, then a newer).
      const round = Math.floor(n / subs.length);
      const item = setItems[round % setItems.length]!;
      const variant = (n * 7) % 10;
      documents.push({
        subcontractorId: sub.id,
        requirementId: item.id,
        fileName: "document.pdf",
        status: variant < 6 ? "approved" : variant < 8 ? "pending" : "rejected",
        reason: variant >= 8 ? "Wrong holder" : null,
        expiresOn: variant === 1 ? day(-3) : variant === 2 ? day(20) : day(200 + n),
        createdAt: new Date(Date.now() - (DOCUMENTS - n) * 60_000),
      });
    }
    for (let i = 0; i < documents.length; i += 1_000) {
      await db.insert(subcontractorDocuments).values(documents.slice(i, i + 1_000));
    }
    const deps = { database, config, secrets };
    const link = await adminSetupLink(deps, { force: true });
    const setupToken = new URL(link!).searchParams.get("token")!;
    if (!(await setPasswordWithToken(deps, setupToken, PASSWORD))) {
      throw new Error("the bench could not set the admin's password");
    }
    const requirementId = items.find((item) => item.setId === subs[0]!.setId)!.id;
    return { token, requirementId };
  } finally {
    await database.close();
  }
}

async function signIn(dataDir: string): Promise<string> {
  const config = loadConfig(serverEnv(dataDir));
  const response = await fetch(`${ORIGIN}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    body: new URLSearchParams({ email: adminEmail(config), password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const check = await fetch(`${ORIGIN}/admin/subcontractors`, { headers: { cookie } });
  if (!cookie || check.status !== 200) {
    throw new Error(`signing in gave ${response.status}, then the list ${check.status}`);
  }
  return cookie;
}

async function timeList(address: string, cookie: string) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${address}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
    return { ms: performance.now() - started, bytes: body.length };
  };
  for (let i = 0; i < 5; i++) await get();
  const runs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < LIST_RUNS; i++) {
    const run = await get();
    runs.push(run.ms);
    bytes = run.bytes;
  }
  return { p50: percentile(runs, 50), p95: percentile(runs, 95), kb: bytes / 1024 };
}

/** A valid PDF of `size` bytes: the small one, padded in a comment before its end. */
function pdfOf(size: number): Buffer {
  const small = Buffer.from(tinyPdf("bench"));
  const padding = Buffer.alloc(size - small.length, "%".charCodeAt(0));
  const end = small.lastIndexOf("%%EOF");
  return Buffer.concat([
    small.subarray(0, end),
    Buffer.from("\n"),
    padding.subarray(1),
    small.subarray(end),
  ]);
}

async function timeUploads(token: string, requirementId: string) {
  const pdf = pdfOf(5 * 1024 * 1024);
  const runs: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const form = new FormData();
    form.set("requirementId", requirementId);
    form.set("expiresOn", "2031-01-31");
    form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `coi-${i}.pdf`);
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/team/subcontractors/documents?token=${token}`, {
      method: "POST",
      headers: { origin: ORIGIN },
      body: form,
      redirect: "manual",
    });
    const answer = await response.text();
    runs.push(performance.now() - started);
    if (response.status >= 400) {
      // The page's error notice: its text after the icon.
      const said = /role="alert"[^>]*>(?:<svg[\s\S]*?<\/svg>)?\s*([^<]*)/.exec(answer)?.[1];
      throw new Error(`upload ${i}: ${response.status} ${said}`);
    }
  }
  return { p50: percentile(runs, 50), max: Math.max(...runs) };
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
}

/** The functions with the most CPU self time in the newest profile of the directory. */
function topOfProfile(directory: string, count = 15) {
  const file = readdirSync(directory)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort()
    .at(-1);
  if (!file) return;
  const profile = JSON.parse(readFileSync(path.join(directory, file), "utf8")) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const where = frame?.url ? path.basename(frame.url.split("?")[0] ?? "") : "";
    const key = `${frame?.functionName || "(anonymous)"} ${where}:${(frame?.lineNumber ?? 0) + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  console.log(`\nCPU profile ${file} (${total.toFixed(0)} ms sampled), most self time:`);
  for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(
      `  ${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`,
    );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-subs-"));
/** The figures, as npm run bench's table shows them. */
const rows: { figure: string; value: string; budget: string; ok: boolean }[] = [];
let failed = false;
try {
  const first = await startServer(dataDir);
  await first.stop();
  console.log(`Filling ${SUBCONTRACTORS} subcontractors and ${DOCUMENTS} documents...`);
  const { token, requirementId } = await fillOffice(dataDir);
  const server = await startServer(dataDir);
  try {
    const cookie = await signIn(dataDir);
    const listPage = await (
      await fetch(`${ORIGIN}/admin/subcontractors`, { headers: { cookie } })
    ).text();
    const setId = /name="set"[\s\S]*?<option value="([0-9a-f-]{36})"/.exec(listPage)?.[1] ?? "";
    const addresses = [
      "/admin/subcontractors",
      ...STATUSES.map((status) => `/admin/subcontractors?status=${status}`),
      "/admin/subcontractors?trade=Electrical",
      `/admin/subcontractors?set=${setId}`,
    ];
    console.log(
      `\n${"page".padEnd(52)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"KB".padStart(7)}`,
    );
    for (const address of addresses) {
      const result = await timeList(address, cookie);
      const missed = result.p95 > BUDGETS.listP95Ms;
      failed ||= missed;
      rows.push({
        figure: `GET ${address} (signed in, 1,000 subcontractors; 1 client, ${LIST_RUNS} runs)`,
        value: `p50 ${result.p50.toFixed(0)} ms · p95 ${result.p95.toFixed(0)} ms · ${result.kb.toFixed(0)} KB`,
        budget: `p95 ≤ ${BUDGETS.listP95Ms} ms`,
        ok: !missed,
      });
      console.log(
        `${address.padEnd(52)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.kb.toFixed(0).padStart(7)}${missed ? `  MISSED (${BUDGETS.listP95Ms})` : ""}`,
      );
    }
    const uploads = await timeUploads(token, requirementId);
    const uploadMissed = uploads.max > BUDGETS.uploadMs;
    failed ||= uploadMissed;
    rows.push({
      figure: `${UPLOADS} uploads of a 5 MB PDF by personal link, the slowest`,
      value: `${uploads.max.toFixed(0)} ms (median ${uploads.p50.toFixed(0)} ms)`,
      budget: `≤ ${BUDGETS.uploadMs} ms`,
      ok: !uploadMissed,
    });
    console.log(
      `\n${UPLOADS} uploads of a 5 MB PDF by link: median ${uploads.p50.toFixed(0)} ms, slowest ${uploads.max.toFixed(0)} ms${uploadMissed ? `  MISSED (${BUDGETS.uploadMs})` : ""}`,
    );
    await sleep(2_000);
    const rss = rssMb(server.child.pid!);
    const rssMissed = rss > BUDGETS.rssMb;
    failed ||= rssMissed;
    rows.push({
      figure: "server RSS after the uploads",
      value: `${rss.toFixed(0)} MB`,
      budget: `≤ ${BUDGETS.rssMb} MB`,
      ok: !rssMissed,
    });
    console.log(
      `Server RSS after the uploads: ${rss.toFixed(0)} MB${rssMissed ? `  MISSED (${BUDGETS.rssMb})` : ""}`,
    );
  } finally {
    await server.stop();
  }
  if (CPU_PROFILE_DIR && existsSync(CPU_PROFILE_DIR)) topOfProfile(CPU_PROFILE_DIR);
} finally {
  if (process.env.BENCH_KEEP_DATA) console.log(`Data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_RESULTS_FILE)
  writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(rows));
console.log(failed ? "\nA budget was missed." : "\nEvery budget met.");
process.exit(failed ? 1 : 0);
