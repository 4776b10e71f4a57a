/**
 * The load client of npm run bench and what it compares the product with, in the same run:
 *   - wrk, a load client written in C (Debian's `wrk` package, installed when missing and root, as
 *     `npm test` installs Chromium): a client in JavaScript saturates before the server does;
 *   - Node's limit: a minimal node:http server sending the same bytes from memory
 *     (scripts/bench-node-limit.mjs), the most any Node server can do with them;
 *   - nginx sending the same file, precompressed (the machine's limit, for scale).
 */
import { type ChildProcess, execFile, execSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const execFileAsync = promisify(execFile);

/** wrk is a Debian package: installed when missing and run as root, else how to install it. */
export function ensureWrk(): void {
  if (existsSync(WRK)) return;
  const onDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (onDebian && process.getuid?.() === 0) {
    console.log("wrk is missing: installing Debian's wrk package...");
    execSync("apt-get update -qq && apt-get install -y -qq wrk", { stdio: "inherit" });
    return;
  }
  throw new Error(
    `wrk was not found at ${WRK}. The bench's load client is wrk (a C program):\n` +
      (onDebian
        ? "  sudo apt-get update && sudo apt-get install -y wrk\n"
        : "  install wrk with your system's package manager and set WRK_PATH to its binary\n"),
  );
}

interface LoadRequest {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** The server's process (Linux): its CPU time during the measured run is reported per request. */
  serverPid?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers of 400 or more. */
  failed: number;
  /**
   * The server's CPU time (user and system) per answered request, when its process was named:
   * steadier than a rate on a shared machine, and what a budget of requests a second asks of it.
   */
  cpuMsPerRequest?: number;
}

/** A process's CPU time so far (user and system), in milliseconds; undefined off Linux. */
function cpuTimeMs(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Waits until the server has turned quiet after its start: three seconds running with under
 * 50 ms of CPU each, or a minute at most. A server starts its jobs some seconds after it listens
 * (the service clocks' first pass over every work order took a second of CPU on the desk's data);
 * measured during them, the first page was charged with their work (docs/decisions/0122).
 */
export async function untilQuiet(pid: number, { maxMs = 60_000 } = {}): Promise<void> {
  const started = Date.now();
  let quietSeconds = 0;
  let last = cpuTimeMs(pid);
  while (quietSeconds < 3 && Date.now() - started < maxMs) {
    await sleep(1_000);
    const now = cpuTimeMs(pid);
    if (now === undefined || last === undefined) return;
    quietSeconds = now - last < 50 ? quietSeconds + 1 : 0;
    last = now;
  }
}

/**
 * Runs wrk (one thread) against one address, after the same load for 2 s unmeasured, so that
 * first-use compilation is not in the figure. `Accept-Encoding: gzip, br` as a browser sends it.
 */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const directory = mkdtempSync(path.join(tmpdir(), "bench-wrk-"));
  try {
    const script = path.join(directory, "request.lua");
    writeFileSync(script, luaScript(request));
    const run = (seconds: number) =>
      execFileAsync(
        WRK,
        [
          "--threads",
          "1",
          "--connections",
          String(request.connections),
          "--duration",
          `${seconds}s`,
          "--timeout",
          "10s",
          "--script",
          script,
          request.url,
        ],
        { maxBuffer: 4 * 1024 * 1024 },
      );
    await run(2);
    const cpuBefore = request.serverPid ? cpuTimeMs(request.serverPid) : undefined;
    const { stdout } = await run(request.seconds);
    const cpuAfter = request.serverPid ? cpuTimeMs(request.serverPid) : undefined;
    const line = stdout.split("\n").find((text) => text.startsWith("BENCH "));
    if (!line) throw new Error(`wrk gave no figures for ${request.url}:\n${stdout}`);
    const figures = JSON.parse(line.slice("BENCH ".length)) as {
      requests: number;
      durationUs: number;
      failed: number;
      p50: number;
      p95: number;
      p99: number;
    };
    return {
      requestsPerSecond: figures.requests / (figures.durationUs / 1e6),
      p50Ms: figures.p50 / 1000,
      p95Ms: figures.p95 / 1000,
      p99Ms: figures.p99 / 1000,
      failed: figures.failed,
      cpuMsPerRequest:
        cpuBefore !== undefined && cpuAfter !== undefined && figures.requests > 0
          ? (cpuAfter - cpuBefore) / figures.requests
          : undefined,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** wrk's request and its `done` hook, which prints the figures as one JSON line. */
function luaScript(request: LoadRequest): string {
  const headers = { "Accept-Encoding": "gzip, br", Accept: "text/html", ...request.headers };
  const lines = [`wrk.method = ${lua(request.method ?? "GET")}`];
  if (request.body !== undefined) lines.push(`wrk.body = ${lua(request.body)}`);
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  }
  lines.push(
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    '  io.write(string.format(\'BENCH {"requests":%d,"durationUs":%d,"failed":%d,"p50":%d,"p95":%d,"p99":%d}\\n\',',
    "    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout + e.status,",
    "    latency:percentile(50), latency:percentile(95), latency:percentile(99)))",
    "end",
  );
  return `${lines.join("\n")}\n`;
}

function lua(text: string): string {
  return JSON.stringify(text);
}

/** A free loopback port, for the servers the bench starts beside the product. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Reference {
  url: string;
  stop: () => Promise<void>;
}

/** Node's limit: scripts/bench-node-limit.mjs sending `file` (compressed once) on a free port. */
export async function startNodeLimit(file: string): Promise<Reference> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "scripts/bench-node-limit.mjs"), file, String(port)],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the node:http server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/features`, stop: () => stopProcess(child) };
}

/**
 * nginx (one worker, as wrk runs one thread) sending `file` and its gzip copy (gzip_static) from a
 * temporary folder, on a free loopback port, with a configuration of its own.
 */
export async function startNginx(file: string): Promise<Reference | undefined> {
  if (!existsSync(NGINX)) return undefined;
  const directory = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's workers may run as another user: they must read the folder.
  chmodSync(directory, 0o755);
  const body = readFileSync(file);
  writeFileSync(path.join(directory, "features"), body);
  writeFileSync(path.join(directory, "features.gz"), gzipSync(body, { level: 9 }));
  const port = await freePort();
  const config = path.join(directory, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${directory};
    default_type "text/html; charset=utf-8";
    gzip_static on;
    gzip_vary on;
  }
}
`,
  );
  const child = spawn(NGINX, ["-c", config, "-p", directory], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/features`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) {
        return {
          url,
          stop: async () => {
            await stopProcess(child);
            rmSync(directory, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stopProcess(child);
  rmSync(directory, { recursive: true, force: true });
  return undefined;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(5_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
