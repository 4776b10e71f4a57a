import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MAIL_DIR = import.meta.dirname;
const FEATURE_DOMAINS = ["leads", "onboarding", "integrations", "marketing"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every module path a file imports (static `from`, dynamic `import()`). */
function importedPaths(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g)].map(
    (match) => match[1]!,
  );
}

describe("app/mail", () => {
  it("imports no feature domain: each domain writes its own messages with the layout", () => {
    const reachesIntoDomains = sourceFiles(MAIL_DIR).flatMap((file) =>
      importedPaths(readFileSync(file, "utf8"))
        .filter((spec) => {
          const target = spec.startsWith("~/")
            ? spec.slice(2)
            : path.relative(path.dirname(MAIL_DIR), path.resolve(path.dirname(file), spec));
          return FEATURE_DOMAINS.includes(target.split(/[\\/]/)[0]!);
        })
        .map((spec) => `${path.relative(MAIL_DIR, file)} imports ${spec}`),
    );
    expect(sourceFiles(MAIL_DIR).length).toBeGreaterThan(5);
    expect(reachesIntoDomains).toEqual([]);
  });
});
