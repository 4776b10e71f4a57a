/**
 * The one loop that checks the daily jobs (the lead follow-up e-mail and retention,
 * app/leads/daily/daily-jobs.server.ts; the credentials' expiry warning,
 * app/mail/expiry-warnings.server.ts). The loop only asks each job, in turn, whether it has
 * something to do; each job decides for itself, and claims its work in the database in the same
 * transaction as the work, so that however many server processes check, it is done once.
 */

export interface DailyJob {
  /** Named in the log: "lead retention ran", "lead retention failed…". */
  name: string;
  /** Does what is due at `now`; what it did, for the log, or undefined when nothing was due. */
  run: (now: Date) => Promise<object | undefined>;
}

/** How the daily jobs are checked: the clock they read and how often. */
export interface DailyJobsTiming {
  /** The time the jobs see; the real one unless a test harness sets another (server/harness.ts). */
  clock?: () => Date;
  /** How often the jobs are checked (the first check comes 10 s after start, or sooner). */
  checkEveryMs?: number;
  /**
   * Given the loop's "check now": a harness that moves `clock` calls it, so the jobs see the new
   * time at once instead of polling the clock every second (server/harness.ts).
   */
  onCheckNow?: (checkNow: () => void) => void;
}

interface Log {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
  debug: (obj: object, msg: string) => void;
}

/**
 * Whether a run did anything (a count above zero): "lead retention ran, count 0" on every start
 * is not worth a line of a person's terminal; it is kept at the debug level.
 */
function didSomething(outcome: object): boolean {
  return Object.values(outcome).some((value) => typeof value === "number" && value > 0);
}

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Checks the jobs at start-up and every five minutes; gives back the stop function. */
export function startDailyJobs(
  jobs: readonly DailyJob[],
  {
    log,
    clock = () => new Date(),
    checkEveryMs = CHECK_EVERY_MS,
    onCheckNow,
  }: { log: Log } & DailyJobsTiming,
) {
  let running: Promise<unknown> | undefined;
  /** "Check now" while a check ran: it runs once more after, with the clock as it is then. */
  let again = false;
  let stopped = false;
  const run = () => {
    // A check still running (a slow database) is not started twice.
    if (running) return;
    running = (async () => {
      do {
        again = false;
        for (const job of jobs) {
          try {
            const outcome = await job.run(clock());
            if (outcome && didSomething(outcome)) log.info(outcome, `${job.name} ran`);
            else if (outcome) log.debug(outcome, `${job.name} ran`);
          } catch (error) {
            log.error({ err: error }, `${job.name} failed; trying again at the next check`);
          }
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };
  onCheckNow?.(() => {
    if (running) again = true;
    else run();
  });
  const first = setTimeout(run, Math.min(10_000, checkEveryMs));
  const timer = setInterval(run, checkEveryMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
