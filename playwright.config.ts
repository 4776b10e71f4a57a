import { defineConfig, devices } from "@playwright/test";
import { formServicePort } from "./tests/support/e2e-form-service";
import { serviceChannelPort } from "./tests/support/e2e-servicechannel";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

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
/** Specs that change the company profile, which every page shows. */
const SITE_WIDE_SPECS = /company-profile\.spec\.ts/;
/** The credentials spec changes the profile too, and moves the jobs' clock: it runs last. */
const CREDENTIALS_SPECS = /credentials\.spec\.ts/;
/**
 * Every page at 390 px: after the credentials spec, since it fills the profile's credentials
 * (the insurance table every other spec leaves empty).
 */
const PAGE_WIDTH_SPECS = /page-width\.spec\.ts/;
/** Specs that work one lead over many steps: no Clear All may delete it meanwhile. */
const LEAD_WORK_SPECS =
  /lead-(pipeline|board|work-where|coi)\.spec\.ts|times\.spec\.ts|service-journey\.spec\.ts/;
/** Specs whose Clear All deletes every lead: they run after the lead-work specs. */
const LEADS_CLEARED_SPECS = /leads-dashboard\.spec\.ts/;

/**
 * Browser tests only: what needs no browser is a Vitest test (the "app" project, on a database of
 * each file's own, docs/decisions/0080).
 * End-to-end tests against ONE production server (built once by scripts/test.mjs), in the
 * system Chromium: never a downloaded browser.
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
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    // The admin's first-run set-up, once, before the specs that sign in as the admin.
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    {
      name: "desktop",
      dependencies: ["setup"],
      testIgnore: [
        SITE_WIDE_SPECS,
        LEAD_WORK_SPECS,
        LEADS_CLEARED_SPECS,
        CREDENTIALS_SPECS,
        PAGE_WIDTH_SPECS,
      ],
      use: desktop,
    },
    { name: "lead-work", dependencies: ["setup"], testMatch: LEAD_WORK_SPECS, use: desktop },
    {
      name: "leads-cleared",
      dependencies: ["lead-work"],
      testMatch: LEADS_CLEARED_SPECS,
      use: desktop,
    },
    // Specs that change what every page shows (the company profile) run after all the others,
    // so that no other spec reads a page while its phone or hours are being changed.
    {
      name: "site-wide",
      dependencies: ["desktop"],
      testMatch: SITE_WIDE_SPECS,
      use: desktop,
    },
    {
      name: "credentials",
      dependencies: ["site-wide", "leads-cleared"],
      testMatch: CREDENTIALS_SPECS,
      use: desktop,
    },
    {
      name: "page-width",
      dependencies: ["credentials"],
      testMatch: PAGE_WIDTH_SPECS,
      use: desktop,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      E2E_SMTP_PORT: String(PORT + 2000),
      // The fake form service (tests/support/e2e-form-service.ts); the specs compute the same port.
      E2E_JOTFORM_PORT: String(formServicePort({ E2E_PORT: String(PORT) })),
      // ServiceChannel's fake (tests/support/e2e-servicechannel.ts); the specs compute the same port.
      E2E_SERVICECHANNEL_PORT: String(serviceChannelPort({ E2E_PORT: String(PORT) })),
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
