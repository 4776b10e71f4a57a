import { describe, expect, it } from "vitest";
import { tokenMatches, webhookUrl } from "../form-service/webhook.server";
import { formatAgo, formatInstant, formatProviderTime } from "./format";
import { progressCsv } from "./progress.server";

describe("times", () => {
  const pacific = {
    language: "en",
    timeZone: "America/Los_Angeles",
    providerTimeZone: "UTC",
  } as const;

  it("shows the service's created_at in the company's zone, and names the zone", () => {
    expect(formatProviderTime("2025-05-14 07:43:51", pacific)).toBe("May 14, 2025 at 12:43 AM PDT");
    expect(formatProviderTime("2025-12-01 00:05:00", pacific)).toBe(
      "November 30, 2025 at 4:05 PM PST",
    );
    const eastern = { ...pacific, providerTimeZone: "America/New_York" };
    expect(formatProviderTime("2025-07-04 13:30:00", eastern)).toBe("July 4, 2025 at 10:30 AM PDT");
    expect(formatProviderTime("unreadable", pacific)).toBe("unreadable");
  });

  it("says how long ago", () => {
    const now = new Date("2025-05-14T12:00:00Z");
    const ago = (seconds: number) => formatAgo(new Date(now.getTime() - seconds * 1000), now);
    expect([ago(5), ago(60), ago(150), ago(3_600), ago(7_300), ago(86_400 * 3)]).toEqual([
      "just now",
      "1 minute ago",
      "2 minutes ago",
      "1 hour ago",
      "2 hours ago",
      "3 days ago",
    ]);
  });

  it("shows stored instants in the company's zone, and names it", () => {
    const instant = new Date("2025-05-14T19:30:00Z");
    expect(formatInstant(instant, pacific)).toBe("May 14, 2025 at 12:30 PM PDT");
    expect(formatInstant(instant, { ...pacific, timeZone: "America/New_York" })).toBe(
      "May 14, 2025 at 3:30 PM EDT",
    );
    expect(formatInstant(instant, { ...pacific, language: "es" })).toBe(
      "14 de mayo de 2025 a las 12:30 p.m. PDT",
    );
  });
});

describe("CSV export", () => {
  it("has the table's columns and defuses formulas and quotes", () => {
    expect(
      progressCsv([
        { personKey: "a b", name: "Ada Lovelace", completed: 20, percent: 100 },
        { personKey: "x", name: '=HYPERLINK("x")', completed: 1, percent: 5 },
        { personKey: "y", name: "Smith, Jr.", completed: 0, percent: 0 },
      ]),
    ).toBe(
      'Employee Name,Completed Forms,Progress\r\nAda Lovelace,20 of 20,100%\r\n"\'=HYPERLINK(""x"")",1 of 20,5%\r\n"Smith, Jr.",0 of 20,0%\r\n',
    );
  });
});

describe("webhook token", () => {
  it("matches only the exact secret", () => {
    const secret = "s3cret-token-0123456789";
    expect(tokenMatches(secret, secret)).toBe(true);
    expect(tokenMatches(`${secret}x`, secret)).toBe(false);
    expect(tokenMatches("s3cret", secret)).toBe(false);
    expect(tokenMatches("", secret)).toBe(false);
    expect(tokenMatches("anything", "")).toBe(false);
  });

  it("builds the address to register with the service", () => {
    expect(webhookUrl("https://example.com/", "a/b")).toBe(
      "https://example.com/api/webhooks/jotform/a%2Fb",
    );
  });
});
