import { type MouseEvent, type ReactNode, useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * The plain links inside it (`<a href>`) navigate through the router once the page runs, as a
 * `<Link>` does: one click handler for a list's fifty or a board's hundred and twenty links
 * instead of a `<Link>` each, whose address resolution was a fifth of a list's CPU on the server
 * (docs/decisions/0094). A click the browser should keep (a modifier key, another button, a
 * target, a download, another origin) is left to it. `display: contents`: no box of its own.
 */
export function RouterLinks({
  children,
  preventScrollReset = false,
}: {
  children: ReactNode;
  /** Keep the scroll position, as the filters' links do. */
  preventScrollReset?: boolean;
}) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest("a[href]");
      const link = anchor instanceof HTMLAnchorElement ? anchor : null;
      const to = routedAddress(event, link, window.location.origin);
      if (to === undefined) return;
      event.preventDefault();
      navigate(to, { preventScrollReset });
    },
    [navigate, preventScrollReset],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls; this only routes their clicks.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter key fires the same click.
    <div className="contents" onClick={onClick}>
      {children}
    </div>
  );
}

/** What of a click decides whether the router takes it. */
interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** What of a link decides whether, and where, the router takes it. */
interface ClickedLink {
  target: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  hasAttribute(name: string): boolean;
}

/**
 * The address the router goes to for a click on `link`, or undefined when the browser keeps the
 * click: none was clicked, another handler took it, another button or a modifier key (a new tab,
 * a download), a link to a target, a download, or another origin (`mailto:` included).
 */
export function routedAddress(
  click: Click,
  link: ClickedLink | null,
  origin: string,
): string | undefined {
  if (!link || click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return undefined;
  if (link.target || link.hasAttribute("download") || link.origin !== origin) return undefined;
  return `${link.pathname}${link.search}${link.hash}`;
}
