import { describe, expect, it } from "vitest";
import { dueRunDay, oneBusinessDayBefore, yearsBefore } from "./daily-schedule";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

describe("the daily run's day", () => {
  it("is today from 7:00 in the company's zone, and none before", () => {
    // 14:59 UTC is 6:59 in Los Angeles (PST, UTC-8) but 9:59 in New York.
    expect(dueRunDay(new Date("2026-11-24T14:59:00Z"), LA)).toBeNull();
    expect(dueRunDay(new Date("2026-11-24T14:59:00Z"), NY)).toBe("2026-11-24");
    expect(dueRunDay(new Date("2026-11-24T15:00:00Z"), LA)).toBe("2026-11-24");
  });

  it("keeps the company's date where UTC is already tomorrow", () => {
    // 23:30 in Los Angeles on the 24th is 07:30 UTC on the 25th.
    expect(dueRunDay(new Date("2026-11-25T07:30:00Z"), LA)).toBe("2026-11-24");
    expect(dueRunDay(new Date("2026-11-25T07:30:00Z"), "UTC")).toBe("2026-11-25");
  });

  it("follows daylight saving time: 7:00 is 14:00 UTC in summer, 15:00 in winter", () => {
    expect(dueRunDay(new Date("2026-07-01T13:59:00Z"), LA)).toBeNull();
    expect(dueRunDay(new Date("2026-07-01T14:00:00Z"), LA)).toBe("2026-07-01");
    // The Sunday clocks go forward (8 March 2026) and back (1 November 2026).
    expect(dueRunDay(new Date("2026-03-08T13:59:00Z"), LA)).toBeNull();
    expect(dueRunDay(new Date("2026-03-08T14:00:00Z"), LA)).toBe("2026-03-08");
    expect(dueRunDay(new Date("2026-11-01T14:59:00Z"), LA)).toBeNull();
    expect(dueRunDay(new Date("2026-11-01T15:00:00Z"), LA)).toBe("2026-11-01");
  });

  it("keeps 7:00 in a zone without daylight saving (Arizona)", () => {
    expect(dueRunDay(new Date("2026-07-01T13:59:00Z"), "America/Phoenix")).toBeNull();
    expect(dueRunDay(new Date("2026-07-01T14:00:00Z"), "America/Phoenix")).toBe("2026-07-01");
  });
});

describe("one business day before", () => {
  it("is the day before from Tuesday to Friday", () => {
    // Tuesday 24 November 2026, 7:00 in Los Angeles → Monday 7:00.
    expect(oneBusinessDayBefore(new Date("2026-11-24T15:00:00Z"), LA)).toEqual(
      new Date("2026-11-23T15:00:00Z"),
    );
  });

  it("skips the weekend: Monday looks back to Friday", () => {
    expect(oneBusinessDayBefore(new Date("2026-11-30T15:00:00Z"), LA)).toEqual(
      new Date("2026-11-27T15:00:00Z"),
    );
  });

  it("on a weekend day looks back to Friday", () => {
    expect(oneBusinessDayBefore(new Date("2026-11-29T15:00:00Z"), LA)).toEqual(
      new Date("2026-11-27T15:00:00Z"),
    );
    expect(oneBusinessDayBefore(new Date("2026-11-28T15:00:00Z"), LA)).toEqual(
      new Date("2026-11-27T15:00:00Z"),
    );
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    // Monday 2 November 2026 7:00 PST (15:00 UTC) → Friday 30 October 7:00 PDT (14:00 UTC).
    expect(oneBusinessDayBefore(new Date("2026-11-02T15:00:00Z"), LA)).toEqual(
      new Date("2026-10-30T14:00:00Z"),
    );
  });

  it("counts weekdays in the company's zone, not in UTC", () => {
    // Monday 30 November 2026 at 20:00 in Los Angeles is already Tuesday in UTC.
    expect(oneBusinessDayBefore(new Date("2026-12-01T04:00:00Z"), LA)).toEqual(
      new Date("2026-11-28T04:00:00Z"),
    );
  });
});

describe("the retention cut-off", () => {
  it("is two calendar years back; 29 February falls back to the 28th", () => {
    expect(yearsBefore(new Date("2026-11-24T07:00:00Z"))).toEqual(new Date("2024-11-24T07:00:00Z"));
    expect(yearsBefore(new Date("2028-02-29T07:00:00Z"))).toEqual(new Date("2026-02-28T07:00:00Z"));
  });
});
