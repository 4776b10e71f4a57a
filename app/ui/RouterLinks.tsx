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
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) {
        return;
      }
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`, { preventScrollReset });
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
