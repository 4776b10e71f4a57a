import { companyTimeZone } from "~/company/time-zone";
import type { AppContext } from "~/context";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { runOncePerDay } from "~/jobs/daily-runs.server";
import { applyPendingEvents } from "./apply.server";
import { createServiceChannelClient } from "./client.server";
import { removeOldRows, sendDueMessages } from "./outbox.server";
import { pollWorkOrders } from "./poll.server";
import { serviceChannelSettings } from "./settings.server";

type Deps = Pick<AppContext, "database" | "config" | "company">;

/**
 * The connection's work in the periodic loop (decision 0082), in this order: the poll (what the
 * webhook may have missed joins the queue), the queue applied to the desk, the outbox sent.
 * None when the connection is off. The poll and the queue read the real clock, not the loop's: a
 * test harness that moves the daily jobs a day ahead must not move the poll's mark past what
 * ServiceChannel holds.
 */
export function serviceChannelJobs(deps: Deps): DailyJob[] {
  const settings = serviceChannelSettings(deps.config.env);
  if (!settings.enabled) return [];
  const client = createServiceChannelClient(settings);
  const db = deps.database.db;
  return [
    { name: "servicechannel poll", run: () => pollWorkOrders(db, client, new Date()) },
    { name: "servicechannel events", run: () => applyEventsOf(deps) },
    // The outbox follows the loop's clock: a retry falls due when a harness moves it on.
    { name: "servicechannel outbox", run: (now) => sendDueMessages(db, client, () => now) },
    {
      name: "servicechannel retention",
      run: (now) =>
        runOncePerDay(
          db,
          {
            job: "servicechannel-retention",
            now,
            timeZone: companyTimeZone(deps.company.current().profile),
          },
          (tx) => removeOldRows(tx, now),
        ),
    },
  ];
}

const applyEventsOf = (deps: Deps) =>
  applyPendingEvents({
    db: deps.database.db,
    companyTimeZone: companyTimeZone(deps.company.current().profile),
    now: () => new Date(),
  });

/** This process's prompt apply: the run under way, and whether an event came during it. */
const prompt = new WeakMap<Deps["database"], { running: Promise<void>; again: boolean }>();

/**
 * Applies the queue now, after the webhook has answered (decision 0090), so that an event is on
 * the desk within seconds rather than at the next check. One run at a time in this process (an
 * event stored meanwhile gets one more run); other processes are kept off each event by the
 * queue's row locks. A failure is left to the loop, which tries again.
 */
export function applyEventsSoon(deps: Deps): Promise<void> {
  const current = prompt.get(deps.database);
  if (current) {
    current.again = true;
    return current.running;
  }
  const state = { again: false, running: Promise.resolve() };
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await applyEventsOf(deps);
      } while (state.again);
    } catch (error) {
      console.error("ServiceChannel events: the prompt apply failed; the jobs loop retries", error);
    } finally {
      prompt.delete(deps.database);
    }
  })();
  prompt.set(deps.database, state);
  return state.running;
}
