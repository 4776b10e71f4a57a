import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const app = join(import.meta.dirname, "..");

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(app, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(app, folder, file));
}

/** The files under `folder` that import from one of `domains` (by alias or relative path). */
function importersOf(folder: string, domains: string[]): string[] {
  const pattern = new RegExp(`from "(~/|(\\.\\./)+)(${domains.join("|")})/`);
  return sourcesUnder(folder)
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => relative(app, file));
}

describe("the forms capability's place", () => {
  it("knows no feature domain: every domain's forms build on it, not the other way round", () => {
    expect(
      importersOf("forms", ["leads", "onboarding", "integrations", "marketing", "auth"]),
    ).toEqual([]);
  });

  it("is where auth, onboarding and integrations take their forms from, not the lead forms", () => {
    expect([
      ...importersOf("auth", ["leads"]),
      ...importersOf("onboarding", ["leads"]),
      ...importersOf("integrations", ["leads"]),
    ]).toEqual([]);
  });
});
