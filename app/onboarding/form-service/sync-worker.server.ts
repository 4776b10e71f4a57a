import type { DatabaseHandle } from "~/db/client.server";
import { timings } from "~/site/timings";
import type { ServerConfig } from "../../../server/config";
import type { Logger } from "../../../server/logger";
import { onboardingSettings } from "./settings.server";
import { type SyncOutcome, syncAllForms } from "./sync.server";

/**
 * The background sync: once at start-up, then every 5 minutes. Returns the stop function the
 * server awaits on shutdown (it cancels waits and lets a running sync finish its writes).
 */
export function startOnboardingSync(deps: {
  database: DatabaseHandle;
  config: ServerConfig;
  log: Logger;
  intervalMs?: number;
}): () => Promise<void> {
  const log = deps.log.child({ worker: "onboarding-sync" });
  const settings = onboardingSettings(deps.config.env);
  for (const problem of settings.problems) log.warn(problem);
  if (!settings.apiKey) {
    log.warn("JOTFORM_API_KEY is not set: onboarding progress is not synced from the form service");
    return async () => {};
  }
  if (!settings.formsConfigured) return async () => {};

  const controller = new AbortController();
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = syncAllForms({ db: deps.database.db, settings, signal: controller.signal }).then(
      (outcome) => report(log, outcome),
    );
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? timings.onboardingSyncIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    controller.abort();
    await current;
  };
}

function report(log: Logger, outcome: SyncOutcome) {
  switch (outcome.status) {
    case "done":
      if (outcome.failed > 0) {
        const errors = outcome.forms.flatMap((form) => (form.ok ? [] : [form.error]));
        log.warn({ failed: outcome.failed, errors }, "form sync: some forms could not be read");
      } else {
        log.info(
          { written: outcome.written, removed: outcome.removed },
          "form sync: all forms up to date",
        );
      }
      return;
    case "busy":
      log.debug("form sync: another instance holds the lease");
      return;
    default:
      log.error({ outcome }, "form sync failed");
  }
}
