import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config, { BROWSER } from "../../playwright.config";

/**
 * The specs that need the browser people use run in it, not in its headless shell
 * (docs/decisions/0118): the shell lays text out on whole pixels, so a page's measured width at
 * 390 px differs, and it has no PDF viewer, so a PDF opened inline is a download.
 */
const NEEDS_THE_BROWSER = [
  { what: "measures a page's width", reads: /scrollWidth/ },
  { what: "opens a PDF inline", reads: /content-disposition"\]\)\.toMatch\(\/\^inline/ },
];

const E2E = path.resolve(import.meta.dirname, "../e2e");

type Project = NonNullable<typeof config.projects>[number];

const asList = (patterns: Project["testMatch"]) =>
  (Array.isArray(patterns) ? patterns : patterns ? [patterns] : []) as RegExp[];

/** Whether the project runs the spec: its testMatch (any spec when none) and not its testIgnore. */
function runs(project: Project, file: string): boolean {
  const matches = asList(project.testMatch);
  const matched =
    matches.length === 0 ? /\.spec\.ts$/.test(file) : matches.some((re) => re.test(file));
  return matched && !asList(project.testIgnore).some((re) => re.test(file));
}

function browserOf(project: Project): string | undefined {
  return (project.use?.launchOptions ?? config.use?.launchOptions)?.executablePath;
}

describe("the e2e specs' browsers", () => {
  const specs = readdirSync(E2E).filter((name) => name.endsWith(".spec.ts"));

  it("each spec runs in exactly one project", () => {
    for (const spec of specs) {
      const file = path.join(E2E, spec);
      expect(config.projects?.filter((project) => runs(project, file)).length, spec).toBe(1);
    }
  });

  it("a spec that measures a width or opens a PDF inline runs in the browser people use", () => {
    const needing = new Map<string, string>();
    for (const spec of specs) {
      const text = readFileSync(path.join(E2E, spec), "utf8");
      const need = NEEDS_THE_BROWSER.find(({ reads }) => reads.test(text));
      if (need) needing.set(spec, need.what);
    }
    // The rule reads what it should: the layout and PDF specs of today are found.
    expect([...needing.keys()]).toEqual(
      expect.arrayContaining(["page-width.spec.ts", "credentials.spec.ts", "technician.spec.ts"]),
    );
    for (const [spec, what] of needing) {
      const file = path.join(E2E, spec);
      for (const project of config.projects?.filter((each) => runs(each, file)) ?? []) {
        expect(browserOf(project), `${spec} ${what}, in the ${project.name} project`).toBe(BROWSER);
      }
    }
  });
});
