import { ExternalLink } from "lucide-react";
import { useT } from "~/i18n/I18nContext";

/**
 * A link that leaves the site (a state's license look-up, a map): it opens in a new tab, so the
 * visitor keeps the page they were reading; `noopener` keeps the other site from reaching this
 * page through `window.opener`; screen readers hear that a tab opens (the hint joins the name,
 * even when `aria-label` gives it), the eye sees the icon. Every outside link of the public pages
 * is one of these (checked on every page by tests/e2e/page-width.spec.ts).
 */
export function OutsideLink({
  href,
  children,
  icon = true,
  "aria-label": label,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string; icon?: boolean }) {
  const hint = useT()("common.header.opensInNewTab");
  return (
    <a
      href={href}
      target="_blank"
      rel="external noopener noreferrer"
      aria-label={label ? `${label}${hint}` : undefined}
      {...props}
    >
      {children}
      {icon ? (
        <ExternalLink className="ml-1 inline size-4 align-[-0.125em]" aria-hidden="true" />
      ) : null}
      {label ? null : <span className="sr-only">{hint}</span>}
    </a>
  );
}
