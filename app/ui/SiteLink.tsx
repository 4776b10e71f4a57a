import { Link } from "react-router";

/** Resolves a nav target: "#id" is a section of the home page, "/path" a route. */
export function resolveHref(href: string): string {
  return href.startsWith("#") ? `/${href}` : href;
}

interface SiteLinkProps extends Omit<React.ComponentProps<typeof Link>, "to"> {
  href: string;
}

/**
 * A link to a route or a home section. Section links go through the router so that it scrolls
 * smoothly on the home page and lands on the section from any other page.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <Link to={resolveHref(href)} {...props} />;
}
