import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFilesUnder } from "../../tests/support/imports";

/**
 * One rule for every time a person reads (docs/decisions/0077): the company's zone, named,
 * written by `localeFormat(lang).dateTime` / `.date` (app/site/locale-format.ts), `<Time>`
 * (app/company/Time.tsx) or the leads' reader-language formats (app/leads/dashboard/format.ts). These are the
 * ways a page once wrote a time otherwise; none may come back.
 */
const WRITERS_OF_TIMES = [
  "app/site/locale-format.ts",
  "app/leads/dashboard/format.ts",
  // Reads a zone's clock as numbers, for the calendar arithmetic: writes nothing a person reads.
  "app/site/wall-clock.ts",
];

/**
 * What is not a time: a calendar day ("2026-12-31", a month) is formatted at its UTC midnight so
 * that every zone writes the same day; the audit log's counters are kept per UTC day and say so.
 */
const NOT_A_TIME = [/timeZone: "UTC"/g, /counted per day \(UTC\)/g];

const FORBIDDEN: { pattern: RegExp; why: string; onlyIn?: RegExp }[] = [
  {
    pattern: /Intl\.DateTimeFormat\(\)\.resolvedOptions\(\)\.timeZone/,
    why: "the browser's zone: a page read in another zone shows other times than the e-mail",
  },
  {
    pattern: /(?:toISOString\(\)|\biso)\s*\.(?:slice|substring|replace)\(/,
    why: "an ISO string shown as a date or time is UTC's, not the company's",
    onlyIn: /\.tsx$/,
  },
  {
    pattern: /[>}`'"]\s*UTC\s*[<{`'"]|\(UTC\)/,
    why: "a time shown in UTC",
    onlyIn: /\.tsx$/,
  },
  {
    pattern: /toLocale(?:Date|Time)String\(/,
    why: "the server's zone and language",
  },
];

/** A DateTimeFormat that writes hours outside the writers above writes a time its own way. */
const HOUR_FORMAT = /new Intl\.DateTimeFormat\([^)]*\b(?:hour|timeStyle)\b/s;

const files = sourceFilesUnder("app")
  .map((file) => path.relative(ROOT, file))
  .filter((file) => !/\.test\.tsx?$/.test(file));

describe("every time a person reads", () => {
  it("is written in the company's zone by one of the writers of times", () => {
    const found: string[] = [];
    for (const file of files) {
      const text = NOT_A_TIME.reduce(
        (source, allowed) => source.replace(allowed, ""),
        readFileSync(path.join(ROOT, file), "utf8"),
      );
      for (const { pattern, why, onlyIn } of FORBIDDEN) {
        if (onlyIn && !onlyIn.test(file)) continue;
        if (pattern.test(text)) found.push(`${file}: ${why}`);
      }
      if (!WRITERS_OF_TIMES.includes(file) && HOUR_FORMAT.test(text)) {
        found.push(`${file}: writes hours with its own formatter`);
      }
    }
    expect(found).toEqual([]);
  });

  it("catches the ways a time was once written in UTC or the browser's zone", () => {
    const samples = [
      "const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;",
      '{new Date(event.createdAt).toISOString().slice(0, 16).replace("T", " ")} UTC',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
      "<time dateTime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}</time>",
      'label: "When (UTC)",',
      "date.toLocaleTimeString()",
    ];
    for (const sample of samples) {
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(HOUR_FORMAT.test('new Intl.DateTimeFormat("en-US", { timeStyle: "short" })')).toBe(true);
  });
});
