import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cyclesOf,
  cycleThrough,
  type Graph,
  importsOf,
  ROOT,
  resolveImport,
  sourceFilesUnder,
} from "../tests/support/imports";

const FEATURE_DOMAINS = ["leads", "onboarding", "integrations", "marketing"];

/**
 * Which folder may not import which (docs/architecture.md#what-may-import-what). Type-only
 * imports count too: a module that names another's types knows it.
 */
const RULES: { folder: string; mayNotImport: string[]; why: string }[] = [
  ...["ui", "mail", "db", "limits", "auth", "accounts", "jobs"].map((layer) => ({
    folder: `app/${layer}`,
    mayNotImport: FEATURE_DOMAINS,
    why: "a shared layer serves every feature and knows none; each domain writes its own pages and e-mails",
  })),
  {
    folder: "app/forms",
    mayNotImport: [...FEATURE_DOMAINS, "auth", "accounts"],
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
      'import { TrialForm } from "~/leads/forms/TrialForm";\nimport type { Lead } from "../leads/leads.schema";',
    );
    expect(folderOf(resolveImport(byAlias!.specifier, file)!)).toBe("leads");
    expect(folderOf(resolveImport(byPath!.specifier, file)!)).toBe("leads");
  });
});

/**
 * The shell composes the domains and lends them its frames (`Island`, `AdminShell`): it may
 * import any folder, and every folder may import it (docs/architecture.md#the-layers). The files
 * directly under app/ (root.tsx, routes.ts, the entries, context.ts) are the shell too.
 */
const SHELL = new Set(["islands", "layout"]);

/**
 * Imports from one folder to another that still go against the layers' order
 * (docs/architecture.md#what-may-import-what), each closing a cycle, with its reason. The check
 * leaves out only these; each is to be removed (docs/decisions/0092-domains-import-without-cycles.md),
 * never added. None is left (docs/decisions/0108): the list stays so that the checks below keep
 * their shape, and it can only stay empty.
 */
const KNOWN_BACK_EDGES: { from: string; to: string; why: string }[] = [];

type FolderGraph = Map<string, Map<string, string>>;

/**
 * Which folder under app/ imports which (type-only imports count), with one import that makes
 * each edge, over every source file but the tests (which may import anything) and the Drizzle
 * schema index.
 */
function folderGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFilesUnder("app")) {
    const relative = path.relative(ROOT, file).split(path.sep).join("/");
    if (/\.test\.tsx?$/.test(file) || ALLOWED.has(relative)) continue;
    const from = domainOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { specifier } of importsOf(readFileSync(file, "utf8"))) {
      const target = resolveImport(specifier, file);
      const to = target && domainOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${relative} imports ${specifier}`);
    }
  }
  return graph;
}

/** The folder under app/ that a file belongs to, or undefined for the shell. */
function domainOf(file: string): string | undefined {
  const parts = path.relative(path.join(ROOT, "app"), file).split(path.sep);
  if (parts[0]!.startsWith("..") || parts.length === 1 || SHELL.has(parts[0]!)) return undefined;
  return parts[0];
}

const withoutEdges = (graph: FolderGraph, known: { from: string; to: string }[]): Graph =>
  new Map(
    [...graph].map(([from, edges]) => [
      from,
      new Set([...edges.keys()].filter((to) => !known.some((e) => e.from === from && e.to === to))),
    ]),
  );

/** The listed imports the graph no longer has: each is to leave the list. */
const goneEdges = (graph: FolderGraph, known: { from: string; to: string }[]) =>
  known.filter(({ from, to }) => !graph.get(from)?.has(to));

/** Each cycle: its folders, then the way round it with one import for each step. */
function describeCycles(graph: FolderGraph, checked: Graph): string[] {
  return cyclesOf(checked).map((component) => {
    const way = cycleThrough(checked, component);
    const steps = way
      .slice(1)
      .map((to, i) => `  ${way[i]} -> ${to}: ${graph.get(way[i]!)!.get(to)}`);
    return [`${component.join(", ")} import each other:`, ...steps].join("\n");
  });
}

describe("no import cycle between folders", () => {
  const graph = folderGraph();

  it("the folders under app/ import each other without a cycle (the shell and the Drizzle schema index aside)", () => {
    expect(graph.size).toBeGreaterThan(10);
    expect(describeCycles(graph, withoutEdges(graph, KNOWN_BACK_EDGES))).toEqual([]);
  });

  it("each import listed against the layers still exists (one removed leaves the list)", () => {
    expect(goneEdges(graph, KNOWN_BACK_EDGES)).toEqual([]);
  });

  it("the check sees a cycle and names an import of each of its steps", () => {
    const madeUp: FolderGraph = new Map([
      ["auth", new Map([["mail", "app/auth/a.ts imports ~/mail/m"]])],
      ["mail", new Map([["auth", "app/mail/m.ts imports ~/auth/a"]])],
      ["leads", new Map([["auth", "app/leads/l.ts imports ~/auth/a"]])],
    ]);
    expect(describeCycles(madeUp, withoutEdges(madeUp, []))).toEqual([
      "auth, mail import each other:\n" +
        "  auth -> mail: app/auth/a.ts imports ~/mail/m\n" +
        "  mail -> auth: app/mail/m.ts imports ~/auth/a",
    ]);
    expect(describeCycles(madeUp, withoutEdges(madeUp, [{ from: "mail", to: "auth" }]))).toEqual(
      [],
    );
  });

  it("the check sees a listed import that is gone, and keeps one that is there", () => {
    const madeUp: FolderGraph = new Map([
      ["mail", new Map([["auth", "app/mail/m.ts imports ~/auth/a"]])],
    ]);
    const listed = [
      { from: "mail", to: "auth" },
      { from: "auth", to: "mail" },
    ];
    expect(goneEdges(madeUp, listed)).toEqual([{ from: "auth", to: "mail" }]);
  });

  it("a file in a domain's sub-folder belongs to its domain; a file directly under app/ to the shell", () => {
    expect(domainOf(path.join(ROOT, "app/leads/pipeline/pipeline.server.ts"))).toBe("leads");
    expect(domainOf(path.join(ROOT, "app/service/desk/desk.server.ts"))).toBe("service");
    expect(domainOf(path.join(ROOT, "app/service/servicechannel/outbound.server.ts"))).toBe(
      "service",
    );
    expect(domainOf(path.join(ROOT, "app/routes.ts"))).toBeUndefined();
    expect(graph.get("leads")?.size).toBeGreaterThan(0);
  });

  it("the cycle finder finds a cycle of three and none in a chain", () => {
    const set = (...nodes: string[]) => new Set(nodes);
    const ring: Graph = new Map([
      ["a", set("b")],
      ["b", set("c")],
      ["c", set("a", "d")],
      ["d", set()],
    ]);
    expect(cyclesOf(ring)).toEqual([["a", "b", "c"]]);
    expect(cycleThrough(ring, ["a", "b", "c"])).toEqual(["a", "b", "c", "a"]);
    const chain: Graph = new Map([
      ["a", set("b")],
      ["b", set("c")],
      ["c", set()],
    ]);
    expect(cyclesOf(chain)).toEqual([]);
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
