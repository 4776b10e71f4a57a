import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";

/** What a page needs to load its islands: the entry module and the chunks it imports. */
export interface IslandsEntry {
  src: string;
  imports: string[];
  /**
   * The files each lazy island's module (by its path from the project root) loads beyond the
   * entry's, for the pages that show it to preload.
   */
  lazy: Record<string, string[]>;
}

const VIRTUAL_ID = "virtual:islands-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * In development the islands' modules carry React Router's fast-refresh hooks, which need its
 * runtime installed first, as its own scripts do on the other pages.
 */
const DEV_ENTRY_ID = "virtual:islands-dev-entry";
const RESOLVED_DEV_ENTRY_ID = `\0${DEV_ENTRY_ID}`;
const REACT_ROUTER_HMR_RUNTIME = "virtual:react-router/inject-hmr-runtime";

/**
 * Builds the islands bundle of the public pages (docs/decisions/0008-public-pages-as-islands.md):
 * a second, separate client build of `entry` with React and nothing of React Router, written
 * next to the app's assets once the client build is done. The server build then reads its file
 * names through `virtual:islands-entry`, so that pages rendered (or prerendered) with islands
 * point at the hashed files. In development the entry is served from source.
 */
export function islandsBundle({
  entry = "app/islands/islands.client.tsx",
  alias,
}: {
  entry?: string;
  alias: Record<string, string>;
}): Plugin {
  let root = process.cwd();
  let base = "/";
  let command: "build" | "serve" = "build";
  const manifestPath = (outDir: string) => path.resolve(root, outDir, "..", "islands-entry.json");

  return {
    name: "islands-bundle",
    configResolved(config) {
      root = config.root;
      base = config.base;
      command = config.command;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === DEV_ENTRY_ID) return RESOLVED_DEV_ENTRY_ID;
    },
    load(id) {
      if (id === RESOLVED_DEV_ENTRY_ID) {
        return `import "${REACT_ROUTER_HMR_RUNTIME}";\nimport "/${entry}";`;
      }
      if (id !== RESOLVED_ID) return;
      let value: IslandsEntry = { src: "", imports: [], lazy: {} };
      if (command === "serve") {
        value = { src: `${base}@id/__x00__${DEV_ENTRY_ID}`, imports: [], lazy: {} };
      } else if (this.environment.config.consumer === "server") {
        value = JSON.parse(
          readFileSync(manifestPath(this.environment.config.build.outDir), "utf8"),
        );
      }
      return `export default ${JSON.stringify(value)};`;
    },
    async writeBundle() {
      if (command !== "build" || this.environment.config.consumer !== "client") return;
      const outDir = this.environment.config.build.outDir;
      const output = await build({
        configFile: false,
        root,
        base,
        mode: "production",
        logLevel: "warn",
        resolve: { alias },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: {
            input: { islands: path.resolve(root, entry) },
            output: {
              entryFileNames: "assets/[name]-[hash].js",
              chunkFileNames: "assets/[name]-[hash].js",
              // React changes less often than the islands: its own file stays cached.
              codeSplitting: {
                groups: [
                  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                ],
              },
            },
          },
        },
      });
      const outputs = Array.isArray(output) ? output : [output];
      const chunks = outputs
        .flatMap((result) => ("output" in result ? result.output : []))
        .filter((file) => file.type === "chunk");
      const chunk = chunks.find((file) => file.isEntry);
      if (!chunk) throw new Error(`The islands build produced no entry for ${entry}`);
      const importsOf = new Map(chunks.map((file) => [file.fileName, file.imports]));
      /** A chunk and every chunk it imports, however deep. */
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of importsOf.get(fileName) ?? []) closure(imported, seen);
        return seen;
      };
      const loaded = closure(chunk.fileName);
      const lazy: IslandsEntry["lazy"] = {};
      for (const dynamic of chunks) {
        if (!dynamic.isDynamicEntry || !dynamic.facadeModuleId) continue;
        const module = path.relative(root, dynamic.facadeModuleId).split(path.sep).join("/");
        lazy[module] = [...closure(dynamic.fileName)]
          .filter((file) => !loaded.has(file))
          .map((file) => `${base}${file}`);
      }
      const value: IslandsEntry = {
        src: `${base}${chunk.fileName}`,
        imports: chunk.imports.map((file) => `${base}${file}`),
        lazy,
      };
      writeFileSync(manifestPath(outDir), JSON.stringify(value));
    },
  };
}
