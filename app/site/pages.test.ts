import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Page } from "./page-table";

/**
 * Adding a row to the page table (app/site/page-table.ts) is enough for a page to exist
 * everywhere: here a careers page is added, as the next public pages will be, and found in the
 * routes (both languages), the sitemap, hreflang, the header's language offer, the cache
 * headers and the namespaces, with no other file touched.
 */
const careers: Page = {
  id: "careers",
  module: "marketing/routes/careers.tsx",
  path: "/careers",
  aliases: ["/jobs"],
  spanish: true,
  sitemap: true,
  cache: "shared",
  islands: true,
};
const hireNotes: Page = {
  id: "hire-notes",
  module: "onboarding/routes/hire-notes.tsx",
  path: "/team/employees/notes",
  cache: "private",
  namespaces: ["common", "software", "services", "forms", "onboarding"],
};

// The table with the two rows, for this file's imports only: its modules are imported afresh
// before and after it, so no other file of a worker that runs without per-file isolation sees
// the two rows, nor this file a table another file imported (docs/decisions/0104).
beforeAll(() => {
  vi.resetModules();
  vi.doMock("./page-table", async (importOriginal) => {
    const original = await importOriginal<typeof import("./page-table")>();
    return { ...original, PAGES: [...original.PAGES, careers, hireNotes] };
  });
});
afterAll(() => {
  vi.doUnmock("./page-table");
  vi.resetModules();
});

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every route of the table, those inside a layout (the site's frame) included. */
async function routeTable(): Promise<RouteEntry[]> {
  const flatten = (entries: RouteEntry[]): RouteEntry[] =>
    entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
  return flatten((await import("../routes")).default as RouteEntry[]);
}

describe("a row added to the page table", () => {
  it("makes its routes: the path, its aliases, and their Spanish copies", async () => {
    const routes = (await routeTable()).filter((route) => route.file === careers.module);
    expect(routes.map((route) => route.path).sort()).toEqual(
      ["careers", "es/careers", "es/jobs", "jobs"].sort(),
    );
    expect(new Set(routes.map((route) => route.id)).size).toBe(4);
    const notes = (await routeTable()).filter((route) => route.file === hireNotes.module);
    expect(notes.map((route) => route.path)).toEqual(["team/employees/notes"]);
  });

  it("puts it in the sitemap in both languages, with hreflang alternates; never an alias", async () => {
    const { sitemapXml } = await import("~/marketing/sitemap");
    const xml = sitemapXml("https://example.com");
    expect(xml).toContain("<loc>https://example.com/careers</loc>");
    expect(xml).toContain("<loc>https://example.com/es/careers</loc>");
    expect(xml).not.toContain("/jobs");
    expect(xml).not.toContain("/team/employees/notes");
    const { alternateLinks } = await import("./seo");
    expect(
      alternateLinks("https://example.com", "/careers").map(
        (tag) => (tag as { href?: string }).href,
      ),
    ).toEqual([
      "https://example.com/careers",
      "https://example.com/es/careers",
      "https://example.com/careers",
    ]);
    // An English-only page names no Spanish alternate.
    expect(
      alternateLinks("https://example.com", "/team/employees/notes").map(
        (tag) => (tag as { hrefLang?: string }).hrefLang,
      ),
    ).toEqual(["en", "x-default"]);
  });

  it("offers the other language on it, and finds it by any of its addresses", async () => {
    const { hasSpanish, pageAt } = await import("./pages");
    expect(hasSpanish("/careers")).toBe(true);
    expect(hasSpanish("/team/employees/notes")).toBe(false);
    for (const address of ["/careers", "/careers/", "/jobs", "/es/careers", "/es/jobs/"]) {
      expect(pageAt(address)?.id, address).toBe("careers");
    }
    expect(pageAt("/es/team/employees/notes")).toBeUndefined();
  });

  it("says with its cache headers whether its answer may be shared", async () => {
    const { pageAt } = await import("./pages");
    const { pageCacheHeaders } = await import("~/http/cache-control");
    const bare = { readsCookies: false, hasQuery: false };
    expect(pageCacheHeaders(pageAt("/es/careers")?.cache, bare)).toMatchObject({
      "Cache-Control": expect.stringMatching(/^public, .*s-maxage=\d+/),
      Vary: "Cookie",
    });
    expect(pageCacheHeaders(pageAt("/careers")?.cache, { ...bare, readsCookies: true })).toEqual({
      "Cache-Control": "private, no-store",
    });
    expect(pageCacheHeaders(pageAt("/careers")?.cache, { ...bare, hasQuery: true })).toEqual({});
    expect(pageCacheHeaders(pageAt("/team/employees/notes")?.cache, bare)).toEqual({
      "Cache-Control": "private, no-store",
    });
  });

  it("sends its namespaces to the page", async () => {
    const { rootNamespaces } = await import("~/layout/root-messages");
    expect(rootNamespaces("/team/employees/notes")).toEqual(hireNotes.namespaces);
    // An islands page gets every namespace on the server.
    expect(rootNamespaces("/careers")).toBeUndefined();
  });
});

describe("the page table", () => {
  it("names each module and path once, and marks as islands exactly the islands pages", async () => {
    const { PAGES } = await vi.importActual<typeof import("./page-table")>("./page-table");
    const paths = PAGES.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    for (const page of PAGES) {
      const source = readFileSync(path.join(import.meta.dirname, "..", page.module), "utf8");
      const islands = /\b(ISLANDS_PAGE|islandsPageWith)\b/.test(source);
      expect(Boolean(page.islands), page.module).toBe(islands);
      // A shared page is an islands page: its only inline script is the application's own.
      if (page.cache === "shared") expect(islands, page.module).toBe(true);
      // A page shared between visitors never reads a session unless it says so per request.
      if (page.cache === "shared" && source.includes("getViewer")) {
        expect(source, page.module).toMatch(/export const headers = answerHeaders|redirect/);
      }
    }
  });
});

describe("a row of one page per profile item (the offices')", () => {
  it("routes one pattern in both languages and finds each item's page, in the sitemap per item", async () => {
    const office = (await routeTable()).filter(
      (route) => route.id?.startsWith("es:office") || route.id === "office",
    );
    expect(office.map((route) => route.path).sort()).toEqual([
      "es/locations/:slug",
      "locations/:slug",
    ]);
    const { pageAt, sitemapPaths } = await import("./pages");
    expect(pageAt("/locations/pompano-beach")?.id).toBe("office");
    expect(pageAt("/es/locations/glendora")?.cache).toBe("shared");
    expect(pageAt("/locations/Not A Slug")).toBeUndefined();
    expect(pageAt("/locations")).toBeUndefined();
    expect(pageAt("/projects/store-214-pos-rollout")?.id).toBe("project");
    const paths = sitemapPaths({
      offices: ["glendora", "reno"],
      projects: ["store-214"],
      postings: ["electrician-1a2b3c"],
    });
    expect(paths).toContain("/locations/reno");
    expect(paths.filter((path) => path.startsWith("/locations/"))).toHaveLength(2);
    expect(paths).not.toContain("/locations/:slug");
    expect(paths).toContain("/projects/store-214");
    expect(paths).not.toContain("/projects/:slug");
    expect(paths).toContain("/careers/electrician-1a2b3c");
  });
});
