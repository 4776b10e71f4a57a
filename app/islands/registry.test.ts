import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runtimeImportGraph } from "../../tests/support/imports";
import { lazyIslands } from "./registry";

const ENTRY = path.join(ROOT, "app/islands/islands.client.tsx");

describe("the islands registry", () => {
  it.each(Object.entries(lazyIslands))(
    "lazy island %s: `module` names the file that `load` imports",
    async (_name, island) => {
      const file = path.join(ROOT, island.module);
      expect(existsSync(file), `${island.module} exists`).toBe(true);
      const loaded = await island.load();
      const module: Record<string, unknown> = await import(/* @vite-ignore */ file);
      expect(Object.values(module)).toContain(loaded);
    },
  );

  it("the islands bundle, lazy islands included, loads nothing of React Router", () => {
    // Each island is hydrated apart from the page, where React Router's context does not exist:
    // its hooks and <Link> would throw in the browser (docs/decisions/0008-public-pages-as-islands.md).
    const { files, packages } = runtimeImportGraph(ENTRY);
    for (const island of Object.values(lazyIslands)) {
      expect(files, `${island.module} is in the islands bundle`).toContain(
        path.join(ROOT, island.module),
      );
    }
    const routerImports = packages.filter(({ specifier }) => /^(@)?react-router\b/.test(specifier));
    expect(routerImports).toEqual([]);
  });
});
