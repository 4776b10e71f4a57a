import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * Process control for the system tests: production server processes (`node scripts/start.mjs`)
 * on databases of their own on the local PostgreSQL, started and stopped by the tests, and
 * cleaned up even when a test fails.
 */

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The maintenance database on the local PostgreSQL (trust auth), where test databases are made. */
export const ADMIN_DATABASE_URL =
  process.env.SYSTEM_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Every process shares one public address, as N processes behind one reverse proxy do. It is the
 * address scripts/test.mjs builds for, so that starting a server never rebuilds the site.
 */
export const SHARED_PUBLIC_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** Secrets shared by every process of one deployment: each accepts the others' sessions. */
export function deploymentSecrets() {
  const secret = () => randomBytes(32).toString("base64url");
  return {
    BETTER_AUTH_SECRET: secret(),
    CONFIG_ENCRYPTION_KEY: secret(),
    JOTFORM_WEBHOOK_SECRET: secret(),
  };
}

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "system-test admin password 42";

// --- Databases --------------------------------------------------------------------------------

/** Test databases are named after the test process, so that leftovers of a dead run are found. */
const DATABASE_PREFIX = "systest_";

export interface SystemDatabase {
  name: string;
  url: string;
  /** One query on a fresh connection: works across a PostgreSQL restart. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<R[]>;
  drop(): Promise<void>;
}

export async function adminQuery(text: string, url = ADMIN_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database; the server processes migrate it at start-up. */
export async function createDatabase(): Promise<SystemDatabase> {
  const name = `${DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database "${name}"`);
  const url = databaseUrl(name);
  return {
    name,
    url,
    query: async (text, values) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Drops the databases of earlier runs whose test process no longer exists. */
export async function dropLeftoverDatabases() {
  const { rows } = await adminQuery(
    `select datname from pg_database where datname like '${DATABASE_PREFIX}%'`,
  );
  for (const { datname } of rows as Array<{ datname: string }>) {
    const pid = Number(datname.slice(DATABASE_PREFIX.length).split("_")[0]);
    if (Number.isInteger(pid) && !processExists(pid)) {
      await adminQuery(`drop database if exists "${datname}" with (force)`);
    }
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// --- PostgreSQL cluster control (the fault test only) -----------------------------------------

const run = promisify(execFile);

/** The Debian cluster serving 127.0.0.1:5432: "15 main". */
function clusterVersion(): string {
  const versions = readdirSync("/etc/postgresql").sort();
  const version = versions.at(-1);
  if (!version) throw new Error("No PostgreSQL cluster in /etc/postgresql");
  return version;
}

export async function pgCtlCluster(action: "restart" | "start") {
  await run("pg_ctlcluster", ["--skip-systemctl-redirect", clusterVersion(), "main", action], {
    timeout: 90_000,
  });
}

export async function postgresIsReady(): Promise<boolean> {
  try {
    await adminQuery("select 1");
    return true;
  } catch {
    return false;
  }
}

/** Whatever happened, PostgreSQL is running again afterwards: others share the cluster. */
export async function ensurePostgresRunning() {
  if (await postgresIsReady()) return;
  try {
    await pgCtlCluster("start");
  } catch {
    // Already starting: wait for it below.
  }
  await waitUntil(postgresIsReady, 60_000, "PostgreSQL to accept connections again");
}

// --- Server processes ---------------------------------------------------------------------------

export interface LogLine {
  level: number;
  msg: string;
  pid: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  name: string;
  port: number;
  /** This process's own address (the public address is the shared one). */
  url: string;
  pid: number;
  /** Every JSON line it logged so far. */
  logs: LogLine[];
  /** The first-run admin setup link it logged, as a path on this process. */
  setupPath(): string | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
}

const started = new Set<ChildProcess>();
const dataDirs = new Set<string>();

// A test runner that dies must not leave servers behind.
process.once("exit", () => {
  for (const child of started) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

export interface StartOptions {
  name: string;
  port: number;
  databaseUrl: string;
  /** More environment settings (SMTP_URL, JOTFORM_*, secrets, ...). */
  env?: Record<string, string>;
  /** Reuse a DATA_DIR (a restart of the same server). */
  dataDir?: string;
}

/** Starts `node scripts/start.mjs` as production does and resolves once /healthz answers 200. */
export async function startServer(
  options: StartOptions,
): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), `system-${options.name}-`));
  dataDirs.add(dataDir);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: dataDir,
    PUBLIC_URL: SHARED_PUBLIC_URL,
    DATABASE_URL: options.databaseUrl,
    ADMIN_EMAIL,
    LOG_LEVEL: "info",
    ...options.env,
  };
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  const logs: LogLine[] = [];
  const output: string[] = [];
  collectLines(child.stdout!, (line) => {
    output.push(line);
    try {
      logs.push(JSON.parse(line) as LogLine);
    } catch {
      // A line that is not JSON (a build message): kept in `output` only.
    }
  });
  collectLines(child.stderr!, (line) => output.push(line));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    });
  });
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const url = `http://127.0.0.1:${options.port}`;
  const ready = await Promise.race([
    waitUntil(async () => (await healthStatus(url)) === 200, 90_000, `${options.name} to start`)
      .then(() => true)
      .catch(() => false),
    exited.then(() => false),
  ]);
  if (!ready) {
    child.kill("SIGKILL");
    throw new Error(
      `Server ${options.name} did not start on port ${options.port}:\n${output.slice(-30).join("\n")}`,
    );
  }

  const signalAndWait = async (signal: NodeJS.Signals, graceMs: number) => {
    if (!running) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    name: options.name,
    port: options.port,
    url,
    pid: child.pid!,
    logs,
    dataDir,
    setupPath: () => {
      const link = logs.find((line) => typeof line.setupLink === "string")?.setupLink as
        | string
        | undefined;
      if (!link) return undefined;
      const parsed = new URL(link);
      return `${parsed.pathname}${parsed.search}`;
    },
    exited,
    isRunning: () => running,
    stop: (graceMs = 15_000) => signalAndWait("SIGTERM", graceMs),
    kill: () => signalAndWait("SIGKILL", 5_000),
  };
}

/** Stops every server still running and removes their data directories. */
export async function stopAllServers() {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

function collectLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onLine(line);
  });
}

export async function healthStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

// --- HTTP -------------------------------------------------------------------------------------

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
  ms: number;
}

/** The status and headers arrived, then the connection was cut: a stream that failed midway. */
export class BodyCutOff extends Error {
  constructor(
    readonly status: number,
    cause: unknown,
  ) {
    super(`the ${status} answer's body was cut off: ${String(cause)}`, { cause });
  }
}

/** One request, never following redirects, timed; a request that gets no answer rejects. */
export async function request(
  url: string,
  init: RequestInit & { cookie?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const start = performance.now();
  const response = await fetch(url, {
    ...init,
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
  });
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new BodyCutOff(response.status, error);
  }
  return {
    status: response.status,
    body,
    headers: response.headers,
    ms: performance.now() - start,
  };
}

/** A form POST as a browser without JavaScript sends it. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    ...options,
  });
}

/**
 * The contact form on the home page (an index route's action), as a browser without JavaScript
 * sends it: a success is answered by Post/Redirect/Get (docs/decisions/0038), followed here with
 * the cookie the redirect sets, so the answer is the page that shows the form's message.
 */
export async function postContact(
  serverUrl: string,
  visitor: { name: string; email: string; message?: string },
  options: { timeoutMs?: number } = {},
): Promise<Answer> {
  const posted = await postForm(
    `${serverUrl}/?index`,
    {
      name: visitor.name,
      email: visitor.email,
      phone: "",
      message: visitor.message ?? "System test: please call me about a fiber install.",
    },
    options,
  );
  return followFormAnswer(posted, serverUrl, options);
}

/**
 * A page form's answer as a browser shows it: a Post/Redirect/Get success (303) followed, with
 * the cookie it sets, to the page that shows the form's message; anything else as it is.
 */
export async function followFormAnswer(
  posted: Answer,
  serverUrl: string,
  options: { timeoutMs?: number } = {},
): Promise<Answer> {
  const location = posted.headers.get("location");
  if (posted.status !== 303 || !location) return posted;
  const cookie = posted.headers.get("set-cookie")?.split(";")[0];
  const page = await request(new URL(location, serverUrl).toString(), { ...options, cookie });
  return { ...page, ms: posted.ms + page.ms };
}

/**
 * The text of an HTML page with its character references read (React writes ' as &#x27;), so
 * that a message can be looked for as people read it.
 */
export function pageText(html: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return named[name.toLowerCase()] ?? reference;
  });
}

/** "name=value; name=value" from a response's Set-Cookie headers. */
export function cookieFrom(answer: Answer): string {
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/**
 * Sets the admin's password on `server` through the setup link that one of `loggedBy` logged (of
 * processes starting together on one database, one logs it); gives back the cookie.
 */
export async function setUpAdmin(
  server: ServerProcess,
  loggedBy: ServerProcess[] = [server],
): Promise<string> {
  const setupPath = loggedBy.map((process) => process.setupPath()).find(Boolean);
  if (!setupPath) throw new Error(`${server.name} logged no admin setup link`);
  const token = new URL(setupPath, server.url).searchParams.get("token") ?? "";
  const answer = await postForm(`${server.url}${setupPath}`, {
    token,
    password: ADMIN_PASSWORD,
    confirm: ADMIN_PASSWORD,
  });
  if (answer.status !== 302) {
    throw new Error(`admin setup answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  return cookieFrom(answer);
}

// --- Waiting ------------------------------------------------------------------------------------

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A visitor no other test uses. */
export function uniqueVisitor(tag: string) {
  const id = `${tag}-${randomBytes(5).toString("hex")}`;
  return { name: `Ada ${id}`, email: `${id}@example.com` };
}
