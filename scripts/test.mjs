// `npm test`: lint, typecheck and the production build (at once: each is mostly one process on
// one core), unit tests, database tests, the application's tests (HTTP, in-process), end-to-end
// tests. Stops at the first failing step and says which one; either way it ends with the time
// each step took and the whole run's, so that a change sees what it costs (docs/decisions/0100).
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumShell = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Each step's title and seconds, in order. */
const times = [];
const started = Date.now();

/** The time of each step as a table, and the whole run's (steps run at once overlap in it). */
function printTimes() {
  const total = (Date.now() - started) / 1000;
  const rows = [...times, ["total (wall clock)", total]];
  const width = Math.max(...rows.map(([title]) => title.length));
  console.log("\nTime by layer:");
  for (const [title, seconds] of rows) {
    console.log(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
  }
}

/**
 * Runs the steps at once, each one's output printed whole when it ends (not interleaved), and
 * stops after them if any failed.
 */
async function runTogether(steps) {
  console.log(`\n▶ at once: ${steps.map(([title]) => title).join(", ")}`);
  const results = await Promise.all(
    steps.map(
      ([title, command]) =>
        new Promise((resolve) => {
          const begun = Date.now();
          const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            const seconds = (Date.now() - begun) / 1000;
            console.log(`\n▶ ${title}: ${command}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`${status === 0 ? "✔" : "✖"} ${title} (${seconds.toFixed(1)} s)`);
            resolve({ title, seconds, status });
          });
        }),
    ),
  );
  for (const { title, seconds } of results) times.push([`${title} (at once)`, seconds]);
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.title} failed`);
    printTimes();
    process.exit(failed.status ?? 1);
  }
}

function run(title, command) {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = (Date.now() - started) / 1000;
  times.push([title, seconds]);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds.toFixed(1)} s)`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
}

/**
 * The browser tests use the system Chromium and, for the specs that measure no width, its headless
 * shell (docs/decisions/0118); on Debian we can install them ourselves. Without the shell the
 * specs all run in the browser, slower.
 */
function ensureChromium() {
  const missing = [
    [chromium, "chromium"],
    [chromiumShell, "chromium-headless-shell"],
  ].filter(([binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name).join(" ");
  const onDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (onDebian && process.getuid?.() === 0) {
    console.log(`Missing, installing Debian's packages: ${packages}...`);
    execSync(`apt-get update -qq && apt-get install -y -qq ${packages}`, { stdio: "inherit" });
    return;
  }
  if (existsSync(chromium)) {
    console.warn(`${chromiumShell} is missing: every browser test runs in ${chromium} (slower).`);
    return;
  }
  console.error(
    `Chromium was not found at ${chromium}. The end-to-end tests need the system Chromium:\n` +
      (onDebian
        ? "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n"
        : "  install Chromium with your system's package manager and set CHROMIUM_PATH to its binary\n") +
      "(a browser downloaded by Playwright is not used).",
  );
  process.exit(1);
}

// One build serves any address: the application's tests and the end-to-end servers then find it
// up to date.
process.env.E2E_PORT ??= "3100";
await runTogether([
  ["lint", "npx biome ci --colors=off ."],
  ["typecheck", "npm run typecheck --silent"],
  ["production build", "node scripts/ensure-build.mjs"],
]);
run("unit tests", "npx vitest run --project unit");
run("database tests", "npx vitest run --project db");
run("application tests", "npx vitest run --project app");
ensureChromium();
run("end-to-end tests", "npx playwright test");
printTimes();
console.log("\nAll checks passed.");
