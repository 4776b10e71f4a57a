// `npm test`: lint, typecheck, unit tests, database tests, production build, the application's
// tests (HTTP, in-process), end-to-end tests. Stops at the first failing step and says which one;
// either way it ends with the time each step took, so that a change sees what it costs.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Each step's title and seconds, in order. */
const times = [];

/** The time of each step as a table, and the total. */
function printTimes() {
  const width = Math.max(...times.map(([title]) => title.length), "total".length);
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log("\nTime by layer:");
  for (const [title, seconds] of [...times, ["total", total]]) {
    console.log(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
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

/** The browser tests use the system Chromium; on Debian we can install it ourselves. */
function ensureChromium() {
  if (existsSync(chromium)) return;
  const onDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (onDebian && process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync("apt-get update -qq && apt-get install -y -qq chromium", { stdio: "inherit" });
    return;
  }
  console.error(
    `Chromium was not found at ${chromium}. The end-to-end tests need the system Chromium:\n` +
      (onDebian
        ? "  sudo apt-get update && sudo apt-get install -y chromium\n"
        : "  install Chromium with your system's package manager and set CHROMIUM_PATH to its binary\n") +
      "(a browser downloaded by Playwright is not used).",
  );
  process.exit(1);
}

run("lint", "npx biome ci --colors=off .");
run("typecheck", "npm run typecheck --silent");
run("unit tests", "npx vitest run --project unit");
run("database tests", "npx vitest run --project db");
// One build serves any address: the application's tests and the end-to-end server then find it
// up to date.
process.env.E2E_PORT ??= "3100";
run("production build", "node scripts/ensure-build.mjs");
run("application tests", "npx vitest run --project app");
ensureChromium();
run("end-to-end tests", "npx playwright test");
printTimes();
console.log("\nAll checks passed.");
