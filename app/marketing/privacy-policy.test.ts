import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RETENTION_YEARS } from "~/leads/daily/daily-schedule";

const policy = readFileSync(path.join(import.meta.dirname, "privacy-policy.en.tsx"), "utf8");

describe("the privacy policy says what the code does", () => {
  it("keeps leads two years after their last activity, unless won", () => {
    expect(RETENTION_YEARS).toBe(2);
    expect(policy).toContain(
      "deleted automatically two years after the last activity on them (our last contact, note or change), unless you became our customer",
    );
  });

  it("erases everything stored under an e-mail address on request", () => {
    expect(policy).toContain(
      "we then erase everything this website stores under your e-mail address",
    );
  });
});
