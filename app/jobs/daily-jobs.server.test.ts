import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DailyJob, startDailyJobs } from "./daily-jobs.server";

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (_: object, message: string) => lines.push(`info ${message}`),
    debug: (_: object, message: string) => lines.push(`debug ${message}`),
    error: (_: object, message: string) => lines.push(`error ${message}`),
  };
}

describe("the daily jobs' loop", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks every job at each check with the clock's time, logging what ran and what failed", async () => {
    const log = recordingLog();
    const seen: string[] = [];
    const jobs: DailyJob[] = [
      {
        name: "first job",
        run: async (now) => {
          seen.push(`first ${now.toISOString()}`);
          throw new Error("database down");
        },
      },
      {
        name: "second job",
        run: async (now) => {
          seen.push(`second ${now.toISOString()}`);
          return seen.length > 2 ? { day: "2026-03-02", count: 1 } : undefined;
        },
      },
    ];
    const clock = () => new Date("2026-03-02T15:00:00Z");
    // The first check 10 s after start, then one every 20 s.
    const stop = startDailyJobs(jobs, { log, clock, checkEveryMs: 20_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    await stop();
    expect(seen).toEqual([
      "first 2026-03-02T15:00:00.000Z",
      "second 2026-03-02T15:00:00.000Z",
      "first 2026-03-02T15:00:00.000Z",
      "second 2026-03-02T15:00:00.000Z",
    ]);
    // A failing job neither stops the others nor the next check; a job that did nothing is silent.
    expect(log.lines).toEqual([
      "error first job failed; trying again at the next check",
      "error first job failed; trying again at the next check",
      "info second job ran",
    ]);
  });

  it("keeps a run that found nothing to do (every count zero) out of a person's terminal", async () => {
    const log = recordingLog();
    const idle: DailyJob = { name: "idle job", run: async () => ({ day: "2026-03-02", count: 0 }) };
    const stop = startDailyJobs([idle], { log, checkEveryMs: 20_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await stop();
    expect(log.lines).toEqual(["debug idle job ran"]);
  });

  it("never starts a check while the last one still runs, and stops checking when stopped", async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const slow: DailyJob = {
      name: "slow job",
      run: () => {
        runs += 1;
        return new Promise((resolve) => {
          finish = () => resolve(undefined);
        });
      },
    };
    const stop = startDailyJobs([slow], { log: recordingLog(), checkEveryMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(1);
    finish();
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(runs).toBe(1);
  });
  it("checks at once when asked (a harness that moved the clock), and once more after a check under way", async () => {
    const seen: string[] = [];
    let now = new Date("2026-03-02T15:00:00Z");
    let finish: () => void = () => {};
    const job: DailyJob = {
      name: "clocked job",
      run: (at) => {
        seen.push(at.toISOString());
        return new Promise((resolve) => {
          finish = () => resolve(undefined);
        });
      },
    };
    let checkNow: () => void = () => {};
    const stop = startDailyJobs([job], {
      log: recordingLog(),
      clock: () => now,
      checkEveryMs: 60_000,
      onCheckNow: (check) => {
        checkNow = check;
      },
    });
    checkNow();
    expect(seen).toEqual(["2026-03-02T15:00:00.000Z"]);
    // Asked again while that check runs: one more check after it, at the clock's new time.
    now = new Date("2026-03-03T20:00:00Z");
    checkNow();
    checkNow();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(["2026-03-02T15:00:00.000Z", "2026-03-03T20:00:00.000Z"]);
    finish();
    await stop();
    expect(seen).toHaveLength(2);
  });
});
