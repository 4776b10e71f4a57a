import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The repository's root, and `app/` that the `~/` alias names. */
export const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Static `import … from`, `export … from`, side-effect `import "…"` and dynamic `import("…")`. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:([\w*\s{},$]*?)\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

export interface ImportSpecifier {
  specifier: string;
  /** Erased by TypeScript (`import type`, or braces that name types only): no runtime edge. */
  typeOnly: boolean;
}

/** The modules a source file imports, as written. Comments are ignored. */
export function importsOf(source: string): ImportSpecifier[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(IMPORT)].map((match) => {
    const [, typeKeyword, clause, specifier, dynamic] = match;
    const names = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
    const bracesAllTypes =
      names
        ?.split(",")
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith("type ")) === true;
    return {
      specifier: (specifier ?? dynamic)!,
      typeOnly: Boolean(typeKeyword) || bracesAllTypes,
    };
  });
}

/**
 * The file a specifier names from `fromFile`, or undefined for packages, virtual modules and
 * generated route types. A relative import that names no file is an error.
 */
export function resolveImport(specifier: string, fromFile: string): string | undefined {
  // React Router writes a route's `./+types/…` under .react-router/: generated types only.
  if (specifier.includes("/+types/")) return undefined;
  specifier = specifier.replace(/\?.*$/, "");
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, fromFile)} imports ${specifier}, which does not resolve`);
}

/**
 * Every file `entry` loads at runtime, however deep (type-only imports left out), with each
 * package or virtual module imported on the way and the file that imports it.
 */
export function runtimeImportGraph(entry: string) {
  const files = new Set<string>();
  const packages: { specifier: string; importer: string }[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, "utf8"))) {
      if (typeOnly) continue;
      const resolved = resolveImport(specifier, file);
      if (resolved) visit(resolved);
      else packages.push({ specifier, importer: path.relative(ROOT, file) });
    }
  };
  visit(entry);
  return { files, packages };
}

/** The TypeScript sources under a folder of the repository, tests included. */
export function sourceFilesUnder(folder: string): string[] {
  const directory = path.join(ROOT, folder);
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(directory, name));
}

/** A directed graph: each node and the nodes it points to. */
export type Graph = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The graph's cycles, as its strongly connected components of more than one node (Tarjan's
 * algorithm), each sorted, in the order of their first node.
 */
export function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * One cycle through the first node of a strongly connected component, as the nodes in order
 * (the first repeated at the end): the shortest way back, found breadth first.
 */
export function cycleThrough(graph: Graph, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`${component.join(", ")} is not a cycle`);
}
