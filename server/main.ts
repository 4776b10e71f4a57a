import path from "node:path";
import type { ServerBuild } from "react-router";
import { adminSetupLink } from "~/accounts/accounts.server";
import { careersDailyJobs } from "~/careers/retention.server";
import { reportExampleValues } from "~/company/examples/example-values.server";
import { DEFAULT_QUOTE_FORM_URL } from "~/company/fixed-facts";
import { initialProfile } from "~/company/profile.server";
import { startingProfile } from "~/company/starting-profile";
import { openCompanyStore } from "~/company/store.server";
import { removeLeftUploads } from "~/files/upload.server";
import { startDailyJobs } from "~/jobs/daily-jobs.server";
import { databaseMaintenanceJob } from "~/jobs/maintenance.server";
import { leadDailyJobs } from "~/leads/daily/daily-jobs.server";
import { expiryWarningJob } from "~/mail/expiry-warnings.server";
import { startOutboxWorker } from "~/mail/worker.server";
import { startOnboardingSync } from "~/onboarding/form-service/sync-worker.server";
import { onboardingReminderJobs } from "~/onboarding/reminders/reminders.server";
import { serviceClockJobs } from "~/service/clocks/clocks.server";
import { serviceChannelJobs } from "~/service/servicechannel/jobs.server";
import { subcontractorReminderJobs } from "~/subcontractors/notices/reminders.server";
import { subcontractorRetentionJobs } from "~/subcontractors/retention/retention.server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openConfiguredDatabase, otherServerHolding, pidFile } from "./database";
import { serverHarness } from "./harness";
import { createHttpServer } from "./http-server";
import { collectWhenIdle, exposedCollection } from "./idle-collection";
import { createLogger } from "./logger";
import { resolveSecrets } from "./secrets";

const ROOT = path.resolve(import.meta.dirname, "..");
/** How long a restart waits for the old process, which stops within this. */
const SHUTDOWN_GRACE_MS = 10_000;
/** In-flight requests may finish within this; then every connection is closed. */
const REQUEST_GRACE_MS = 5_000;
/** Connections that finish their request are closed this often while stopping (keep-alive). */
const IDLE_SWEEP_MS = 100;
/** A save on another process shows here within this (plus a page render): under 5 seconds. */
const PROFILE_POLL_MS = 2_000;

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const secrets = resolveSecrets(config, log);

  // The embedded database is opened by one process at a time: a restart waits for the old one.
  const holder = config.databaseUrl
    ? undefined
    : await otherServerHolding(config, SHUTDOWN_GRACE_MS);
  if (holder !== undefined) {
    log.fatal(
      { pid: holder, dataDir: config.dataDir },
      "another server process is using this data directory; stop it first (or use PostgreSQL for several processes)",
    );
    log.flush(() => process.exit(1));
    return;
  }
  // Open the database once, before accepting requests: PGlite's first open takes a second or two.
  const database = await openConfiguredDatabase(config);
  log.info({ database: database.kind }, "database ready");
  const pid = pidFile(config);
  pid.write();
  // Uploads a stopped process left on disk (a résumé, a document) do not stay there.
  removeLeftUploads().catch((error: unknown) =>
    log.warn({ err: error }, "uploads left by a stopped process could not be removed"),
  );

  const company = await openCompanyStore(
    database.db,
    await initialProfile(config.env.COMPANY_PROFILE_FILE, startingProfile(config.env)),
  );
  reportExampleValues({ config, company }, log);
  // Another process sharing the database may save the profile: its version is polled.
  const stopWatchingProfile = company.watch(PROFILE_POLL_MS, (error) =>
    log.warn({ err: error }, "company profile version check failed; trying again"),
  );

  const setupLink = await adminSetupLink({ database, config, secrets });

  // Background workers (mail outbox, form sync, the periodic jobs): each gives back
  // a stop function that shutdown awaits before the database closes.
  const workers: Array<() => Promise<void>> = [];
  workers.push(startOutboxWorker({ database, config, company, log }));
  workers.push(startOnboardingSync({ database, config, log }));
  // The periodic jobs, in one loop: the lead follow-up e-mail and retention, the credentials'
  // expiry warning, the applications' and removed subcontractors' retention, the subcontractors'
  // reminders and the office's weekly list of who is not compliant, the hires' reminders, the
  // service desk's clocks and escalations (docs/service-desk.md#clocks), the ServiceChannel
  // connection's poll, events and outbox (when it is set), and on
  // the embedded database what autovacuum does on PostgreSQL (docs/decisions/0064). A test
  // harness may give them another clock (server/harness.ts); nothing else does.
  const jobDeps = { database, config, company };
  workers.push(
    startDailyJobs(
      [
        ...leadDailyJobs(jobDeps),
        expiryWarningJob(jobDeps),
        ...careersDailyJobs(jobDeps),
        ...subcontractorRetentionJobs(jobDeps),
        ...subcontractorReminderJobs({ ...jobDeps, secrets }),
        ...onboardingReminderJobs({ ...jobDeps, secrets }),
        ...serviceClockJobs(jobDeps),
        ...serviceChannelJobs(jobDeps),
        ...databaseMaintenanceJob(database),
      ],
      {
        log,
        ...serverHarness().dailyJobs,
      },
    ),
  );

  const { build, devMiddleware } = await loadBuild(config.isDevelopment);
  const app = createApp({
    config,
    secrets,
    log,
    database,
    company,
    settings: { quoteFormUrl: config.env.QUOTE_FORM_URL ?? DEFAULT_QUOTE_FORM_URL },
    build,
    devMiddleware,
    clientDir: path.join(ROOT, "build/client"),
  });

  const server = createHttpServer(app);
  // Started with `--expose-gc` (npm start, the systemd unit): the memory a burst of requests left
  // is given back once the server is quiet (server/idle-collection.ts). A monitor's health
  // checks leave next to nothing: one every few seconds must not keep it from looking quiet.
  const collect = exposedCollection();
  const idleCollection = collect ? collectWhenIdle({ collect }) : undefined;
  if (idleCollection) {
    server.on("request", (request) => {
      if (request.url !== "/healthz") idleCollection.noteRequest();
    });
  }
  server.on("error", (error) => {
    log.fatal({ err: error }, "server could not listen");
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    log.info(`listening on http://${config.host}:${config.port} (public URL ${config.publicUrl})`);
    // After "listening", where a person starting the site looks, and once the link opens a page.
    if (setupLink) {
      log.warn(
        { setupLink },
        "The admin has no password yet: open this one-time link (valid 24 hours) to set it",
      );
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    // A kept-alive connection holds the server open after its request: each is closed as soon
    // as it is idle, and whatever is still open after the grace period is closed too.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const force = setTimeout(() => {
      log.warn("in-flight requests did not finish in time; closing connections");
      server.closeAllConnections();
    }, REQUEST_GRACE_MS);
    // Whatever hangs after that (a worker, the database) does not keep the process.
    const deadline = setTimeout(() => {
      log.error("shutdown did not finish in time; exiting");
      log.flush(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS - 1_000);
    deadline.unref();
    server.close(async () => {
      clearInterval(sweep);
      clearTimeout(force);
      idleCollection?.stop();
      stopWatchingProfile();
      await Promise.allSettled(workers.map((stop) => stop()));
      await database.close();
      pid.remove();
      log.info("stopped");
      log.flush(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function loadBuild(development: boolean) {
  if (!development) {
    const build = (await import(path.join(ROOT, "build/server/index.js"))) as ServerBuild;
    return { build, devMiddleware: undefined };
  }
  const vite = await import("vite").then((m) =>
    m.createServer({ root: ROOT, server: { middlewareMode: true } }),
  );
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
