import { useLang } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";

/** Resolves a nav target: "#id" is a section of the home page, "/path" a route. */
export function resolveHref(href: string): string {
  return href.startsWith("#") ? `/${href}` : href;
}

/**
 * A link to a route or a home section, in the page's language ("/features" is "/es/features"
 * on a Spanish page). A plain anchor, so that it works in the islands of the public pages: a
 * section of the page already shown is scrolled to smoothly by the browser (CSS
 * scroll-behavior), anything else loads its page.
 */
export function SiteLink({ href, ...props }: React.ComponentProps<"a"> & { href: string }) {
  return <a href={pathIn(useLang(), resolveHref(href))} {...props} />;
}
