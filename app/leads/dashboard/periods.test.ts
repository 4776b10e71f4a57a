import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { calendarDay } from "~/site/wall-clock";
import { PERIOD_KEYS } from "../office-labels";
import { calendarDaysBefore, instantOf, periodRange, recentDays, startOfDay } from "./periods";

const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe("the product's filter labels (docs/product.md#leads-dashboard)", () => {
  it("are All Time, Today, This Week, This Month", () => {
    const { t } = serverTranslator("en");
    expect(Object.values(PERIOD_KEYS).map((key) => t(key))).toEqual([
      "All Time",
      "Today",
      "This Week",
      "This Month",
    ]);
  });
});

describe("Today: the viewer's calendar day", () => {
  it("is the same calendar day in Los Angeles, not UTC's", () => {
    // 06:30 UTC on 15 January is 22:30 on 14 January in Los Angeles (UTC-8).
    const now = at("2025-01-15T06:30:00Z");
    expect(periodRange("today", now, LA)).toEqual({
      from: at("2025-01-14T08:00:00Z"),
      to: at("2025-01-15T08:00:00Z"),
    });
    expect(periodRange("today", now, "UTC")).toEqual({
      from: at("2025-01-15T00:00:00Z"),
      to: at("2025-01-16T00:00:00Z"),
    });
  });

  it("turns over exactly at the viewer's midnight", () => {
    const beforeMidnight = at("2025-01-15T07:59:59.999Z"); // 23:59:59.999 in Los Angeles
    const atMidnight = at("2025-01-15T08:00:00Z");
    expect(periodRange("today", beforeMidnight, LA).from).toEqual(at("2025-01-14T08:00:00Z"));
    expect(periodRange("today", atMidnight, LA).from).toEqual(atMidnight);
    expect(calendarDay(beforeMidnight, LA)).toBe("2025-01-14");
    expect(calendarDay(atMidnight, LA)).toBe("2025-01-15");
  });

  it("lasts 23 hours on the day clocks spring forward and 25 when they fall back", () => {
    const spring = periodRange("today", at("2025-03-09T20:00:00Z"), LA);
    expect(spring.from).toEqual(at("2025-03-09T08:00:00Z")); // midnight PST
    expect(spring.to).toEqual(at("2025-03-10T07:00:00Z")); // midnight PDT
    expect(spring.to!.getTime() - spring.from!.getTime()).toBe(23 * HOUR);

    const fall = periodRange("today", at("2025-11-02T20:00:00Z"), LA);
    expect(fall.from).toEqual(at("2025-11-02T07:00:00Z"));
    expect(fall.to).toEqual(at("2025-11-03T08:00:00Z"));
    expect(fall.to!.getTime() - fall.from!.getTime()).toBe(25 * HOUR);
  });

  it("works in zones with half-hour offsets and east of UTC", () => {
    expect(periodRange("today", at("2025-06-01T20:00:00Z"), "Asia/Kolkata").from).toEqual(
      at("2025-06-01T18:30:00Z"),
    );
    expect(periodRange("today", at("2025-06-01T12:00:00Z"), "Pacific/Auckland").from).toEqual(
      at("2025-06-01T12:00:00Z"),
    );
  });

  it("starts at the first instant of a day whose midnight does not exist", () => {
    // Havana springs forward at midnight: 2025-03-09 begins at 01:00 CDT (05:00 UTC).
    expect(startOfDay(at("2025-03-09T15:00:00Z"), "America/Havana")).toEqual(
      at("2025-03-09T05:00:00Z"),
    );
  });
});

describe("This Week and This Month: rolling 7 and 30 days", () => {
  it("start at the same wall-clock time 7 or 30 days earlier", () => {
    const now = at("2025-01-15T18:45:00Z");
    expect(periodRange("week", now, "UTC")).toEqual({ from: at("2025-01-08T18:45:00Z"), to: null });
    expect(periodRange("month", now, "UTC")).toEqual({
      from: at("2024-12-16T18:45:00Z"),
      to: null,
    });
  });

  it("count calendar days across a clock change (167 or 169 hours)", () => {
    // Thursday 13 March 2025, 10:00 PDT; a week earlier it was 10:00 PST.
    const now = at("2025-03-13T17:00:00Z");
    const week = periodRange("week", now, LA);
    expect(week.from).toEqual(at("2025-03-06T18:00:00Z"));
    expect(now.getTime() - week.from!.getTime()).toBe(167 * HOUR);
    expect(periodRange("week", now, "UTC").from).toEqual(at("2025-03-06T17:00:00Z"));

    const autumn = at("2025-11-05T18:00:00Z"); // 10:00 PST
    expect(autumn.getTime() - periodRange("week", autumn, LA).from!.getTime()).toBe(169 * HOUR);
  });

  it("All Time has no bounds", () => {
    expect(periodRange("all", at("2025-01-15T00:00:00Z"), LA)).toEqual({ from: null, to: null });
  });
});

describe("wall-clock arithmetic", () => {
  const clock = { year: 2025, month: 11, day: 2, hour: 1, minute: 30, second: 0, millisecond: 0 };

  it("picks the earlier of a repeated hour and skips over a missing one", () => {
    expect(instantOf(clock, LA)).toEqual(at("2025-11-02T08:30:00Z")); // 01:30 PDT, not PST
    expect(instantOf({ ...clock, month: 3, day: 9, hour: 2 }, LA)).toEqual(
      at("2025-03-09T10:30:00Z"), // 02:30 never happens: 03:30 PDT
    );
  });

  it("moves by calendar days, across month and year ends", () => {
    expect(calendarDaysBefore(at("2025-03-01T12:00:00Z"), 1, "UTC")).toEqual(
      at("2025-02-28T12:00:00Z"),
    );
    expect(calendarDaysBefore(at("2025-01-03T12:00:00Z"), 7, "UTC")).toEqual(
      at("2024-12-27T12:00:00Z"),
    );
  });
});

describe("the chart's days", () => {
  it("are the last 30 calendar days up to today, oldest first, in the viewer's zone", () => {
    const days = recentDays(at("2025-03-20T06:00:00Z"), LA); // 19 March, 23:00 in Los Angeles
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe("2025-02-18");
    expect(days.at(-1)!.date).toBe("2025-03-19");
    expect(days.at(-1)!.end).toEqual(at("2025-03-20T07:00:00Z"));
    // The spring-forward day is one hour short, and each day ends where the next begins.
    const dst = days.find((day) => day.date === "2025-03-09")!;
    expect(dst.end.getTime() - dst.start.getTime()).toBe(23 * HOUR);
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toEqual(days[i - 1]!.end);
  });
});
