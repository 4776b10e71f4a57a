import { DEFAULT_LANG, LANGUAGES, type Lang, pathIn } from "~/i18n/languages";
import { languagesOf, pageAt } from "~/site/pages";
import { absoluteUrl, PUBLIC_PATHS } from "~/site/seo";

/** The languages of a sitemap page (the page table's). */
function languagesAt(path: string): readonly Lang[] {
  const page = pageAt(path);
  return page ? languagesOf(page) : [DEFAULT_LANG];
}

/** Paths search engines are asked to leave alone: accounts, admin tools, form endpoints. */
const DISALLOWED_PATHS = [
  "/admin",
  "/team/employees/hub",
  "/employees/info",
  "/dashboard",
  "/leads/",
  "/api/",
] as const;

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * The sitemap protocol's XML: one <url> per public canonical page in each language (English
 * first, then Spanish), each naming its versions in every language (hreflang).
 */
export function sitemapXml(origin: string, paths: readonly string[] = PUBLIC_PATHS): string {
  const url = (path: string) => escapeXml(absoluteUrl(origin, path));
  const urls = LANGUAGES.flatMap((lang) =>
    paths
      .filter((path) => languagesAt(path).includes(lang))
      .map((path) => {
        const alternates = languagesAt(path).map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(pathIn(other, path))}"/>`,
        );
        return [
          "  <url>",
          `    <loc>${url(pathIn(lang, path))}</loc>`,
          ...alternates,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
          "  </url>",
        ].join("\n");
      }),
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public is open; private areas are closed; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
