import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { type E2eServerName, e2eServer, e2eServers } from "./tests/support/e2e-servers";

/** The launch flags that work on these machines (no sandbox as root, no background traffic). */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

/**
 * Two builds of Debian's Chromium (docs/decisions/0118). The browser people use lays text out in
 * fractions of a pixel and shows a PDF in its viewer: the specs that measure a page's width at
 * 390 px or open a PDF inline run in it. Every other spec runs in its headless shell, the same
 * Blink and V8 without the browser's windowing, at about half the CPU; where the shell is not
 * installed, they run in the browser too.
 */
export const BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const SHELL = existsSync(SHELL_PATH) ? SHELL_PATH : BROWSER;
const launchIn = (executablePath: string) => ({ executablePath, args: chromiumArgs });

/** The specs that need the browser people use: widths at 390 px, a PDF shown inline. */
const LAYOUT_SPECS = /\/(admin-layout|service-journey|technician)\.spec\.ts/;

/**
 * Specs that never act as the admin nor read what an admin made: they start at once, beside the
 * admin's set-up, instead of after it with one worker idle.
 */
const WITHOUT_ADMIN_SPECS =
  /\/(form-answers|header|home|keyboard-menus|lead-forms|marketing|routes|spanish-sign-in|spanish)\.spec\.ts/;
const servers = e2eServers();
/** Own-server projects in the browser people use: every page at 390 px; the W-9 in the viewer. */
const IN_THE_BROWSER = new Set(["page-width", "credentials"]);
const shared = e2eServer("shared");

/**
 * Specs that change what other specs read, each on an e2e server of its own (docs/decisions/0093):
 * every page at 390 px (it fills the profile's insurance table); the credentials (the profile,
 * and the jobs' clock moved 11 days ahead); the company profile every page shows; Clear All,
 * which deletes every lead; ServiceChannel's outbox, whose retries wait for the jobs' clock that
 * the lead and desk specs move on the shared server. Longest first.
 */
const OWN_SERVER_SPECS: Record<Exclude<E2eServerName, "shared">, RegExp> = {
  "page-width": /page-width\.spec\.ts/,
  credentials: /credentials\.spec\.ts/,
  profile: /company-profile\.spec\.ts/,
  "leads-cleared": /leads-dashboard\.spec\.ts/,
  channel: /servicechannel\.spec\.ts/,
};

/**
 * Browser tests only: what needs no browser is a Vitest test (the "app" project, on a database of
 * each file's own, docs/decisions/0080).
 * End-to-end tests against production server processes (one build, made by scripts/test.mjs),
 * each project on its server's database, all at once (docs/decisions/0093), in the system
 * Chromium: never a downloaded browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // An axe pass takes 2 to 3 s alone on these machines and three times that when the CI's two
  // workers and the server share two cores: specs with several passes took 23 to 29 s alone and
  // timed out at 30 s in CI (docs/decisions/0072). A hung test still fails, a minute later.
  timeout: 60_000,
  // A form's answer waits for the server; at the run's start it shares two cores with six servers'
  // set-up, and a CI run saw the contact form answer after more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: shared.url,
    trace: "off",
    launchOptions: launchIn(SHELL),
  },
  projects: [
    // The admin's first-run set-up on every server, once, before the specs that sign in as the admin.
    { name: "setup", testMatch: /.*\.setup\.ts/, use: { baseURL: shared.url } },
    // Listed first, so that their long tests (every page at 390 px takes minutes) start first
    // and the other worker runs the many short ones meanwhile.
    ...Object.entries(OWN_SERVER_SPECS).map(([name, specs]) => ({
      name,
      dependencies: ["setup"],
      testMatch: specs,
      use: {
        ...desktop,
        baseURL: e2eServer(name as E2eServerName).url,
        ...(IN_THE_BROWSER.has(name) ? { launchOptions: launchIn(BROWSER) } : {}),
      },
    })),
    // The shared server's specs that measure widths, in the browser people use.
    {
      name: "layout",
      dependencies: ["setup"],
      testMatch: LAYOUT_SPECS,
      use: { ...desktop, baseURL: shared.url, launchOptions: launchIn(BROWSER) },
    },
    // Every spec that reads only what it made itself, on the shared server.
    {
      name: "desktop",
      dependencies: ["setup"],
      testIgnore: [...Object.values(OWN_SERVER_SPECS), WITHOUT_ADMIN_SPECS, LAYOUT_SPECS],
      use: { ...desktop, baseURL: shared.url },
    },
    { name: "public", testMatch: WITHOUT_ADMIN_SPECS, use: { ...desktop, baseURL: shared.url } },
  ],
  // Every server at once, by one launcher (docs/decisions/0103): a webServer list would start them
  // one after the other, each start mostly one core's work.
  webServer: {
    command: "node scripts/e2e-servers.mjs",
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_SERVERS: JSON.stringify(servers) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
