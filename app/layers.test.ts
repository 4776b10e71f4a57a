import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, ROOT, resolveImport, sourceFilesUnder } from "../tests/support/imports";

const FEATURE_DOMAINS = ["leads", "onboarding", "integrations", "marketing"];

/**
 * Which folder may not import which (docs/architecture.md#what-may-import-what). Type-only
 * imports count too: a module that names another's types knows it.
 */
const RULES: { folder: string; mayNotImport: string[]; why: string }[] = [
  ...["ui", "mail", "db", "limits", "auth", "jobs"].map((layer) => ({
    folder: `app/${layer}`,
    mayNotImport: FEATURE_DOMAINS,
    why: "a shared layer serves every feature and knows none; each domain writes its own pages and e-mails",
  })),
  {
    folder: "app/forms",
    mayNotImport: [...FEATURE_DOMAINS, "auth"],
    why: "every domain's forms build on the forms capability, not the other way round",
  },
  {
    folder: "app/i18n",
    mayNotImport: [
      ...FEATURE_DOMAINS,
      "auth",
      "ui",
      "site",
      "forms",
      "db",
      "mail",
      "islands",
      "layout",
    ],
    why: "every layer translates, so the languages and catalogues sit below all of them",
  },
  ...["onboarding", "integrations"].map((domain) => ({
    folder: `app/${domain}`,
    mayNotImport: ["leads"],
    why: "forms come from app/forms, not from the lead forms",
  })),
];

/** Drizzle and drizzle-kit need every table in one schema module. */
const ALLOWED = new Set(["app/db/schema.ts"]);

/** The top folder under app/ that a file belongs to (`leads` for app/leads/x.ts). */
const folderOf = (file: string) => path.relative(path.join(ROOT, "app"), file).split(path.sep)[0];

function breaches(folder: string, mayNotImport: string[]): string[] {
  const offending: string[] = [];
  for (const file of sourceFilesUnder(folder)) {
    const relative = path.relative(ROOT, file).split(path.sep).join("/");
    if (ALLOWED.has(relative)) continue;
    for (const { specifier } of importsOf(readFileSync(file, "utf8"))) {
      const target = resolveImport(specifier, file);
      if (target && mayNotImport.includes(folderOf(target)!)) {
        offending.push(`${relative} imports ${specifier}`);
      }
    }
  }
  return offending;
}

describe("import boundaries", () => {
  for (const { folder, mayNotImport, why } of RULES) {
    it(`${folder} imports none of ${mayNotImport.join(", ")}: ${why}`, () => {
      expect(sourceFilesUnder(folder).length).toBeGreaterThan(0);
      expect(breaches(folder, mayNotImport)).toEqual([]);
    });
  }

  it("the check sees an import of a feature domain, by alias and by relative path", () => {
    const file = path.join(ROOT, "app/ui/example.tsx");
    const [byAlias, byPath] = importsOf(
      'import { TrialForm } from "~/leads/TrialForm";\nimport type { Lead } from "../leads/leads.schema";',
    );
    expect(folderOf(resolveImport(byAlias!.specifier, file)!)).toBe("leads");
    expect(folderOf(resolveImport(byPath!.specifier, file)!)).toBe("leads");
  });
});

/**
 * Members a library marks private with a leading underscore (PGlite's `_runExclusiveQuery`,
 * `_checkReady`, ...): they change without notice, so one upgrade could break every query.
 */
const PRIVATE_LIBRARY_MEMBER =
  /\.(_checkReady|_runExclusive\w*)\b|\b(_checkReady|_runExclusive\w*)\(/;

describe("public APIs only", () => {
  it("no code under app/ or server/ calls PGlite's private members", () => {
    const offending = [...sourceFilesUnder("app"), ...sourceFilesUnder("server")]
      .filter((file) => !file.endsWith(".test.ts"))
      .filter((file) => PRIVATE_LIBRARY_MEMBER.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(ROOT, file));
    expect(offending).toEqual([]);
  });

  it("the check sees a call of a private member", () => {
    expect(PRIVATE_LIBRARY_MEMBER.test("await client._runExclusiveQuery(work)")).toBe(true);
    expect(PRIVATE_LIBRARY_MEMBER.test("await client.query(text)")).toBe(false);
  });
});

describe("one layout per domain", () => {
  it("a domain keeps its React components in components/, never in a folder of another name", () => {
    const domains = readdirSync(path.join(ROOT, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const otherFolders = domains.filter((domain) =>
      existsSync(path.join(ROOT, "app", domain, "ui")),
    );
    expect(otherFolders).toEqual([]);
  });
});
