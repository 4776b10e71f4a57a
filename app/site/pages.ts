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

/** Each English path (canonical or alias) → its page. */
const BY_PATH: ReadonlyMap<string, Page> = new Map(
  PAGES.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((path) => [path, page])),
);

/** Whether a row's path has a parameter (`/careers/:slug`): one row, many addresses. */
export function hasParameter(path: string): boolean {
  return path.includes("/:");
}

/** The rows with a parameter, each with the addresses it matches (one segment per parameter). */
const BY_PATTERN: readonly { pattern: RegExp; page: Page }[] = PAGES.filter((page) =>
  hasParameter(page.path),
).map((page) => ({ pattern: new RegExp(`^${page.path.replace(/:[^/]+/g, "[^/]+")}$`), page }));

/** The page an address shows, in either language; undefined for any other address. */
export function pageAt(pathname: string): Page | undefined {
  const lang = langOfPath(pathname);
  const path = normalizePath(unprefixedPath(pathname));
  const page = BY_PATH.get(path) ?? BY_PATTERN.find((row) => row.pattern.test(path))?.page;
  return page && (lang === "en" || page.spanish) ? page : undefined;
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
 * English canonical paths of the sitemap's pages; each is also at /es/… when it is Spanish. A row
 * with a parameter is not one page: the sitemap route adds the addresses its domain has now
 * (app/marketing/routes/sitemap.ts).
 */
export const SITEMAP_PATHS: readonly string[] = PAGES.filter(
  (page) => page.sitemap && !hasParameter(page.path),
).map((page) => page.path);

/** Every sitemap page in every language it has. */
export const SITEMAP_ADDRESSES: readonly string[] = LANGUAGES.flatMap((lang) =>
  PAGES.filter(
    (page) => page.sitemap && !hasParameter(page.path) && languagesOf(page).includes(lang),
  ).map((page) => pathIn(lang, page.path)),
);

/** Whether a page (by any of its English paths) is also in Spanish. */
export function hasSpanish(path: string): boolean {
  return pageAt(normalizePath(path))?.spanish === true;
}

/**
 * The namespaces of each page React Router renders, by English path (its `namespaces`): what
 * app/i18n/page.test.ts checks against the pages' code.
 */
export const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = Object.fromEntries(
  PAGES.flatMap((page) => (page.namespaces ? [[page.path, page.namespaces]] : [])),
);
