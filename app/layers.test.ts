import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, ROOT, resolveImport, sourceFilesUnder } from "../tests/support/imports";

/**
 * The shared layers serve every feature and know none (docs/architecture.md#what-may-import-what):
 * a page or a message that needs a feature's data lives in that feature, or above it.
 */
const SHARED_LAYERS = ["app/ui", "app/mail", "app/db", "app/limits", "app/auth"];
const FEATURE_DOMAINS = ["leads", "onboarding", "integrations", "marketing"];
/** Drizzle and drizzle-kit need every table in one schema module. */
const ALLOWED = new Set(["app/db/schema.ts"]);

const featureOf = (file: string) =>
  FEATURE_DOMAINS.find((domain) => file.startsWith(path.join(ROOT, "app", domain) + path.sep));

describe("layers", () => {
  it.each(SHARED_LAYERS)("no module under %s imports a feature domain", (layer) => {
    const offending: string[] = [];
    for (const file of sourceFilesUnder(layer)) {
      const relative = path.relative(ROOT, file).split(path.sep).join("/");
      if (ALLOWED.has(relative)) continue;
      // Type-only imports count too: a shared layer that names a feature's types knows it.
      for (const { specifier } of importsOf(readFileSync(file, "utf8"))) {
        const target = resolveImport(specifier, file);
        if (target && featureOf(target)) offending.push(`${relative} imports ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("the check sees an import of a feature domain", () => {
    const file = path.join(ROOT, "app/ui/example.tsx");
    const [trialForm] = importsOf('import { TrialForm } from "~/leads/TrialForm";');
    expect(featureOf(resolveImport(trialForm!.specifier, file)!)).toBe("leads");
  });
});
