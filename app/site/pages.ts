import {
  LANGUAGES,
  type Lang,
  langOfPath,
  normalizePath,
  pathIn,
  unprefixedPath,
} from "../i18n/languages";
import type { Namespace } from "../i18n/translator";
import { PAGES, type Page } from "./page-table";

export { PAGES, type Page, SERVICE_SLUGS, type ServiceSlug, servicePath } from "./page-table";

/**
 * What the rest of the site derives from the page table (app/site/page-table.ts): the page at
 * an address, the sitemap, the languages of a page, the namespaces of each page.
 */

/** A row whose path names a segment that varies: one page per item, or a record's own page. */
const varies = (page: Page) => page.slugs !== undefined || page.path.includes("/:");

/** Each English path (canonical or alias) → its page; the rows whose path varies apart. */
const BY_PATH: ReadonlyMap<string, Page> = new Map(
  PAGES.filter((page) => !varies(page)).flatMap((page) =>
    [page.path, ...(page.aliases ?? [])].map((path) => [path, page]),
  ),
);

/**
 * "/locations/:slug" → what its pages' paths look like (a slug is lower-case words and hyphens);
 * "/team/work-orders/:workOrderId" → any one segment there (a record's id).
 */
const SLUG_ROWS: readonly { page: Page; pattern: RegExp }[] = PAGES.filter(varies).map((page) => ({
  page,
  pattern: page.slugs
    ? new RegExp(`^${page.path.replace("/:slug", "")}/[a-z0-9]+(?:-[a-z0-9]+)*$`)
    : new RegExp(`^${page.path.replace(/\/:[A-Za-z]+/g, "/[^/]+")}$`),
}));

/** The page an address shows, in either language; undefined for any other address. */
export function pageAt(pathname: string): Page | undefined {
  const lang = langOfPath(pathname);
  const path = normalizePath(unprefixedPath(pathname));
  const page = BY_PATH.get(path) ?? SLUG_ROWS.find((row) => row.pattern.test(path))?.page;
  return page && (lang === "en" || page.spanish) ? page : undefined;
}

/** The slugs of the items the profile lists, by the page table's `slugs`. */
export type PageSlugs = Record<NonNullable<Page["slugs"]>, readonly string[]>;

/** The English paths of a page: its own, or one per slug for a row of one page per item. */
function pagePaths(page: Page, slugs: PageSlugs): readonly string[] {
  return page.slugs
    ? slugs[page.slugs].map((slug) => page.path.replace(":slug", slug))
    : [page.path];
}

/** English canonical paths of the sitemap with the profile's pages (each office's). */
export function sitemapPaths(slugs: PageSlugs): string[] {
  return PAGES.filter((page) => page.sitemap).flatMap((page) => pagePaths(page, slugs));
}

/** Every path of a page in English: the canonical one first, then its aliases. */
export function pathsOf(page: Page): readonly string[] {
  return [page.path, ...(page.aliases ?? [])];
}

/** The languages a page is in. */
export function languagesOf(page: Page): readonly Lang[] {
  return page.spanish ? LANGUAGES : ["en"];
}

/**
 * English canonical paths of the sitemap's pages that are the same whatever the profile says
 * (not the pages per office); each is also at /es/… when it is Spanish.
 */
export const SITEMAP_PATHS: readonly string[] = PAGES.filter(
  (page) => page.sitemap && !page.slugs,
).map((page) => page.path);

/** Every such sitemap page in every language it has. */
export const SITEMAP_ADDRESSES: readonly string[] = LANGUAGES.flatMap((lang) =>
  PAGES.filter((page) => page.sitemap && !page.slugs && languagesOf(page).includes(lang)).map(
    (page) => pathIn(lang, page.path),
  ),
);

/** Whether a page (by any of its English paths) is also in Spanish. */
export function hasSpanish(path: string): boolean {
  return pageAt(normalizePath(path))?.spanish === true;
}

/**
 * The namespaces of each page React Router renders, by English path (its `namespaces`): what
 * app/site/page-namespaces.test.ts checks against the pages' code.
 */
export const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = Object.fromEntries(
  PAGES.flatMap((page) => (page.namespaces ? [[page.path, page.namespaces]] : [])),
);
