import { describe, expect, it } from "vitest";
import { mailTimings, nextAttemptAfterFailure, retryDelayMs } from "./retry";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("mail retry back-off", () => {
  it("waits 1 minute after the first failure and doubles up to 1 hour", () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 20, 1_000].map((n) => retryDelayMs(n) / MINUTE);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it("keeps retrying for 24 hours: the schedule's attempts all fall inside the window", () => {
    const queuedAt = 0;
    const giveUpAt = new Date(queuedAt + mailTimings.retryWindowMs);
    const attempts = [queuedAt];
    let next: Date | null = new Date(queuedAt);
    for (let failed = 1; next; failed++) {
      next = nextAttemptAfterFailure(failed, giveUpAt, next);
      if (next) attempts.push(next.getTime());
    }
    expect(attempts.slice(0, 8).map((at) => at / MINUTE)).toEqual([0, 1, 3, 7, 15, 31, 63, 123]);
    expect(attempts.at(-1)).toBe(24 * HOUR);
    expect(attempts).toHaveLength(30);
  });

  it("schedules the last retry at the end of the window, and none after it", () => {
    const giveUpAt = new Date(24 * HOUR);
    expect(nextAttemptAfterFailure(10, giveUpAt, new Date(24 * HOUR - 5 * MINUTE))).toEqual(
      giveUpAt,
    );
    expect(nextAttemptAfterFailure(11, giveUpAt, giveUpAt)).toBeNull();
    expect(nextAttemptAfterFailure(1, giveUpAt, new Date(25 * HOUR))).toBeNull();
  });

  it("starts from a configured first delay (MAIL_RETRY_BASE_MS), still capped at 1 hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(40, 1_000)).toBe(HOUR);
    const giveUpAt = new Date(24 * HOUR);
    expect(nextAttemptAfterFailure(2, giveUpAt, new Date(0), 500)).toEqual(new Date(1_000));
  });
});
