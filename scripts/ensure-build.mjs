// Builds the site when the build is missing or older than the sources. The build depends on
// nothing in the environment (the server renders the public pages for its own PUBLIC_URL), so
// a start with other settings never rebuilds. Several starts in one directory at once are safe:
// one builds, under a lock, into a temporary folder renamed into place when complete; the
// others wait for it and use its build. What the build tools print (the asset table, their
// warnings) goes to build/build.log, or to the terminal with --verbose: a start prints what a
// person needs, not some 200 lines of build detail.
import { execFileSync } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");
// Written after the app's build: a build made by `react-router build` alone is not complete.
const buildMarker = path.join(buildDir, "server.mjs");
const lockDir = path.join(root, ".build.lock");
/** The migrated empty embedded database a first start loads (scripts/database-template.mjs). */
export const DATABASE_TEMPLATE = "empty-database.tar.gz";
const LOCK_WAIT_MS = 10 * 60_000;
/** Where the build tools' output is kept: beside the build it made. */
const BUILD_LOG = path.join("build", "build.log");
/** A failed build's output, kept where the next build does not remove it. */
const FAILED_BUILD_LOG = "build-error.log";
/** How many of a failed build's last lines are printed. */
const FAILURE_TAIL_LINES = 40;
const sources = [
  "app",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/islands-plugin.ts",
  "scripts/database-template.mjs",
  "server",
];

/** Bundled into the server rather than imported whole: only the icons in use are loaded. */
const BUNDLED_PACKAGES = new Set(["lucide-react", "radix-ui"]);

/**
 * The server compiled ahead of time into one module, so that `npm start` runs plain Node
 * without the TypeScript loader, which cost start time and memory (docs/decisions/0018). The
 * packages stay imports from node_modules; the migrations are copied beside it, where the
 * bundled database code looks for them.
 */
function bundleServer(outDir, stdio) {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => !BUNDLED_PACKAGES.has(name))
    .flatMap((name) => [`--external:${name}`, `--external:${name}/*`]);
  execFileSync(
    path.join(root, "node_modules/.bin/esbuild"),
    [
      "server/main.ts",
      "--bundle",
      "--platform=node",
      "--format=esm",
      "--target=node20",
      "--log-level=warning",
      // Split at dynamic imports, so that what the server imports only when used (the embedded
      // database on PostgreSQL) stays unloaded: server.mjs and server-*.mjs chunks beside it.
      "--splitting",
      `--outdir=${outDir}`,
      "--entry-names=server",
      "--chunk-names=server-[name]-[hash]",
      "--out-extension:.js=.mjs",
      ...external,
    ],
    { cwd: root, stdio },
  );
  cpSync(path.join(root, "app/db/migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });
}

function newestMtime(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return sources.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestMtime(full) > built;
  });
}

function processIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** The process holding the lock; 0 while it is being taken (its file not written yet). */
function lockHolder() {
  try {
    return Number(readFileSync(path.join(lockDir, "pid"), "utf8")) || 0;
  } catch {
    return 0;
  }
}

function lockAge() {
  try {
    return statSync(lockDir).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** Takes the build lock (a directory: creating one is atomic), waiting for another holder. */
function acquireLock() {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, "pid"), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    // A holder that died (killed mid-build) leaves its lock: taken over.
    const holder = lockHolder();
    const abandoned = holder ? !processIsAlive(holder) : Date.now() - lockAge() > 30_000; // taken but never written: its taker died at once
    if (abandoned) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lockDir} is held by process ${holder}`);
    if (!told) console.log("Waiting for another process to finish building the site...");
    told = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}

/**
 * Runs one step of the build and notes how long it took. With BUILD_TIMINGS_FILE set, the steps'
 * seconds are written there as JSON at the end (npm run bench prints them beside the build).
 */
function timed(timings, step, run) {
  const started = performance.now();
  run();
  timings[step] = (performance.now() - started) / 1000;
}

/** Builds into a folder of its own, then swaps it in: a reader never sees half a build. */
function buildInPlace({ verbose }) {
  const temporary = path.join(root, `build.tmp-${process.pid}`);
  // Beside the temporary folder, not in it: the build tools empty their output folders.
  const logFile = path.join(root, `build.log.tmp-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  try {
    const timings = runBuildSteps(
      [
        {
          name: "vite",
          run: (stdio) =>
            execFileSync(
              process.execPath,
              [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
              {
                cwd: root,
                stdio,
                env: { ...process.env, REACT_ROUTER_BUILD_DIRECTORY: temporary },
              },
            ),
        },
        { name: "server", run: (stdio) => bundleServer(temporary, stdio) },
        {
          name: "database",
          run: (stdio) =>
            execFileSync(
              process.execPath,
              [
                path.join(root, "scripts/database-template.mjs"),
                path.join(temporary, DATABASE_TEMPLATE),
              ],
              { cwd: root, stdio },
            ),
        },
      ],
      { verbose, logFile, failedLog: path.join(root, FAILED_BUILD_LOG) },
    );
    if (process.env.BUILD_TIMINGS_FILE) {
      writeFileSync(process.env.BUILD_TIMINGS_FILE, JSON.stringify(timings));
    }
    if (existsSync(logFile)) renameSync(logFile, path.join(temporary, "build.log"));
    const previous = path.join(root, `build.old-${process.pid}`);
    if (existsSync(buildDir)) renameSync(buildDir, previous);
    renameSync(temporary, buildDir);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(temporary, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  }
}

/**
 * Runs the build's steps, each given the `stdio` its tools write to: `logFile` (a start prints
 * none of it), or the terminal when `verbose`. Gives back each step's seconds. A failed step
 * prints the log's last lines (where the error is), keeps the whole log as `failedLog`, and
 * throws an error marked `reported`.
 */
export function runBuildSteps(steps, { verbose, logFile, failedLog }) {
  const timings = {};
  const log = verbose ? undefined : openSync(logFile, "w");
  const stdio = log === undefined ? "inherit" : ["ignore", log, log];
  let failure;
  try {
    for (const step of steps) timed(timings, step.name, () => step.run(stdio));
  } catch (error) {
    failure = error;
  } finally {
    if (log !== undefined) closeSync(log);
  }
  if (failure === undefined) return timings;
  if (log !== undefined) reportFailedBuild(logFile, failedLog);
  // Its output says why (printed here, or streamed with --verbose): no stack trace to add.
  throw Object.assign(new Error("The build failed", { cause: failure }), { reported: true });
}

function reportFailedBuild(logFile, failedLog) {
  renameSync(logFile, failedLog);
  const lines = readFileSync(failedLog, "utf8").trimEnd().split("\n");
  console.error(lines.slice(-FAILURE_TAIL_LINES).join("\n"));
  console.error(`\nThe build failed. Its whole output: ${path.relative(root, failedLog)}`);
}

/**
 * Builds when needed; returns whether it did. `verbose`: the build tools print to the terminal
 * instead of build/build.log.
 */
export function ensureBuild({ force = false, verbose = false } = {}) {
  if (!force && !buildIsStale()) return false;
  acquireLock();
  try {
    // Another process may have built while this one waited for the lock.
    if (!force && !buildIsStale()) return false;
    console.log(
      verbose
        ? "Building the site (the build is missing or out of date)..."
        : `Building the site (the build is missing or out of date): a minute or two. Details: ${BUILD_LOG} (or --verbose).`,
    );
    const started = performance.now();
    buildInPlace({ verbose });
    console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s.`);
    return true;
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureBuild({
      force: process.argv.includes("--force"),
      verbose: process.argv.includes("--verbose"),
    });
  } catch (error) {
    exitAfterFailedBuild(error);
  }
}

/** Ends the process after a failed build, printing what its output did not already say. */
export function exitAfterFailedBuild(error) {
  if (!error?.reported) console.error(error);
  process.exit(1);
}
