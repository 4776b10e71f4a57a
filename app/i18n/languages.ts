/**
 * The site's languages and their URLs: English at today's paths, Spanish under /es/
 * (docs/architecture.md#languages). Plain functions, safe in islands and on the server.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

/** The cookie that remembers a visitor's choice of language (set by the header's selector). */
const LANG_COOKIE = "lang";

/** Names of the languages in themselves, as the selector shows them. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", es: "Español" };

/** BCP 47 tags for `Intl`, `<html lang>`, hreflang and Open Graph. */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a path: /es and /es/… are Spanish, everything else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * A path as the route table writes it: no trailing slash but for "/" ("/features/" →
 * "/features", "/es/" → "/es"). The one place trailing slashes are cleaned up.
 */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** The path without its language prefix: "/es/features" → "/features", "/es" → "/". */
export function unprefixedPath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site path (with an optional query and hash) in a language: "/features#jobs" →
 * "/es/features#jobs", "/" → "/es/", "/#contact" → "/es/#contact". English paths are unchanged;
 * a path already in a language is moved to the other. Other targets (https:, mailto:, tel:,
 * "#section" of the page shown) are returned as they are.
 */
export function pathIn(lang: Lang, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const split = href.search(/[?#]/);
  const pathname = split === -1 ? href : href.slice(0, split);
  const suffix = split === -1 ? "" : href.slice(split);
  const base = unprefixedPath(pathname);
  if (lang === DEFAULT_LANG) return `${base}${suffix}`;
  return `/${lang}${base === "/" ? "/" : base}${suffix}`;
}

/** The other language, for a selector of two. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** The languages a browser prefers (Accept-Language or navigator.languages) include Spanish first of ours. */
export function prefersSpanish(preferred: readonly string[]): boolean {
  for (const tag of preferred) {
    const primary = tag.split(";")[0]?.trim().toLowerCase().split("-")[0];
    if (primary === "es") return true;
    if (primary === "en") return false;
  }
  return false;
}

/** Remembers a choice of language for a year (read by the offer below; never by the server). */
export function rememberLang(lang: Lang, document: Document): void {
  const secure = document.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The language a visitor chose before, from the Cookie header or `document.cookie`. */
export function rememberedLang(cookie: string): Lang | undefined {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}
