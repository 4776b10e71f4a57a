import { describe, expect, it } from "vitest";
import { localeFormat } from "./locale-format";

const en = localeFormat("en");
const es = localeFormat("es");

describe("formatting in the reader's language", () => {
  it("reads a wall-clock time of a zone as the instant it names, across a change of offset", () => {
    expect(en.wallTimeInstant("2025-05-14 07:43:51", "UTC")?.toISOString()).toBe(
      "2025-05-14T07:43:51.000Z",
    );
    expect(en.wallTimeInstant("2025-05-14 07:43", "America/New_York")?.toISOString()).toBe(
      "2025-05-14T11:43:00.000Z",
    );
    expect(en.wallTimeInstant("2025-01-14 07:43:00", "America/New_York")?.toISOString()).toBe(
      "2025-01-14T12:43:00.000Z",
    );
    expect(en.wallTimeInstant("unreadable", "UTC")).toBeUndefined();
  });

  it("writes stored instants in the headquarters' zone, naming the zone", () => {
    const instant = new Date("2025-05-14T19:30:00Z");
    const pacific = "America/Los_Angeles";
    expect(en.dateTime(instant, pacific)).toBe("May 14, 2025 at 12:30 PM PDT");
    expect(es.dateTime(instant, pacific)).toBe("14 de mayo de 2025 a las 12:30 p.m. PDT");
    expect(en.dateTime(new Date("2025-12-14T19:30:00Z"), "America/New_York")).toBe(
      "December 14, 2025 at 2:30 PM EST",
    );
    expect(en.date(instant, pacific)).toBe("May 14, 2025");
    expect(es.date(instant, pacific)).toBe("14 de mayo de 2025");
    // Late evening in California is the next day in UTC: the company's day is written.
    expect(en.date(new Date("2025-05-15T05:30:00Z"), pacific)).toBe("May 14, 2025");
    expect(es.date(instant, "Asia/Tokyo")).toBe("15 de mayo de 2025");
  });

  it("names a zone the same way all year, in each language", () => {
    expect(en.zoneName("America/Los_Angeles")).toBe("Pacific Time");
    expect(en.zoneName("America/New_York")).toBe("Eastern Time");
    expect(es.zoneName("America/Los_Angeles")).toBe("hora del Pacífico");
    expect(es.zoneName("America/New_York")).toBe("hora oriental");
  });

  it("says how long ago", () => {
    const now = new Date("2025-05-14T12:00:00Z");
    const ago = (format: typeof en, seconds: number) =>
      format.ago(new Date(now.getTime() - seconds * 1000), now);
    expect([5, 60, 150, 7_300, 86_400 * 3].map((s) => ago(en, s))).toEqual([
      "just now",
      "1 minute ago",
      "2 minutes ago",
      "2 hours ago",
      "3 days ago",
    ]);
    expect([5, 60, 150, 3_600, 86_400 * 3].map((s) => ago(es, s))).toEqual([
      "hace un momento",
      "hace 1 minuto",
      "hace 2 minutos",
      "hace 1 hora",
      "hace 3 días",
    ]);
  });

  it("writes numbers and dollar amounts as read in the United States", () => {
    expect(en.dollars(0.7)).toBe("$0.70");
    expect(es.dollars(1234.5)).toBe("$1,234.50");
    expect(en.number(1234.56)).toBe("1,234.6");
    expect(es.number(1234.56)).toBe("1,234.6");
    expect(es.number(2000, 0)).toBe("2,000");
  });
});
