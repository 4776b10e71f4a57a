import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, type Lang, LOCALES, pathIn } from "~/i18n/languages";
import type { Translator } from "~/i18n/translator";
import { languagesOf, pageAt, SITEMAP_ADDRESSES, SITEMAP_PATHS } from "./pages";
import { pageTitle } from "./titles";

/**
 * Search-engine and social-sharing essentials: one builder for each page's meta tags, its
 * languages' links and its breadcrumb. Everything absolute is built from the site origin, which
 * the root loader hands down (see seo.server.ts), so that the same code works for SSR and for
 * prerendering. What the company's profile says (its name in titles, its JSON-LD, its social
 * image) is app/company/seo.ts's, which builds on this (docs/decisions/0092).
 */

/** Used when neither the deployment nor the build names its public URL. */
export const FALLBACK_ORIGIN = "http://localhost:3000";

/** Every public page under its English canonical path: the page table's sitemap rows. */
export const PUBLIC_PATHS: readonly string[] = SITEMAP_PATHS;

/** Every public page in every language it has: the sitemap lists exactly these. */
export const PUBLIC_PATHS_ALL_LANGUAGES: readonly string[] = SITEMAP_ADDRESSES;

/** Joins the origin and a path ("/x" or "/#section") into one absolute URL. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The origin the root loader found, read from a meta function's matches. */
export function originFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { origin?: unknown }
    | undefined;
  return typeof root?.origin === "string" && root.origin ? root.origin : FALLBACK_ORIGIN;
}

export type JsonLd = Record<string, unknown>;

export interface PageSeo {
  origin: string;
  /**
   * The English canonical path: aliases give the path of the route they stand in for. The
   * page's own canonical is this path in its language; the other language is its alternate.
   */
  path: string;
  /** The page's language and messages (`seoFromMatches`); English when not given. */
  translator?: Translator;
  /** The page's own name; the company name is appended as everywhere else. */
  title: string;
  /** The profile's company name (`companyNameFromMatches`, app/company/seo.ts). */
  companyName: string;
  description: string;
  jsonLd?: JsonLd[];
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags, and JSON-LD. The social
 * image's tags come from the root layout (`socialImageTags`, app/company/seo.ts), which has the
 * current profile.
 */
export function pageMeta({
  origin,
  path,
  title,
  companyName,
  description,
  jsonLd = [],
  translator,
}: PageSeo) {
  const lang: Lang = translator?.lang ?? DEFAULT_LANG;
  const url = absoluteUrl(origin, pathIn(lang, path));
  const fullTitle = pageTitle(title, companyName);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(origin, path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: companyName },
    { property: "og:locale", content: ogLocale(lang) },
    ...languagesOfPath(path)
      .filter((other) => other !== lang)
      .map((other) => ({
        property: "og:locale:alternate",
        content: ogLocale(other),
      })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  for (const document of jsonLd) tags.push({ "script:ld+json": document });
  return tags;
}

/** "en_US", "es_US": Open Graph writes locales with an underscore. */
function ogLocale(lang: Lang): string {
  return LOCALES[lang].replace("-", "_");
}

/** The languages of the page at an English path (the page table's); English alone for others. */
function languagesOfPath(path: string): readonly Lang[] {
  const page = pageAt(path);
  return page ? languagesOf(page) : [DEFAULT_LANG];
}

/** The page in each language it has, and English as the default for any other (hreflang). */
export function alternateLinks(origin: string, path: string): MetaDescriptor[] {
  return [
    ...languagesOfPath(path).map((lang) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: lang,
      href: absoluteUrl(origin, pathIn(lang, path)),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(origin, pathIn(DEFAULT_LANG, path)),
    },
  ];
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail shown as a breadcrumb, as a schema.org BreadcrumbList. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}
