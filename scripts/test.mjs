// `npm test`: lint, typecheck, unit and database tests, production build, end-to-end tests.
// Stops at the first failing step and says which one.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(title, command) {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
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
run("unit and database tests", "npx vitest run");
// One build serves any address: the end-to-end server then finds it up to date.
process.env.E2E_PORT ??= "3100";
run("production build", "node scripts/ensure-build.mjs");
ensureChromium();
run("end-to-end tests", "npx playwright test");
console.log("\nAll checks passed.");
