import type { UIMatch } from "react-router";
import type { Namespace } from "~/i18n/translator";
import type { LazyIslandName } from "./registry";

/** The `handle` of a route whose page is an islands page (docs/decisions/0008). */
export interface IslandsPageHandle {
  islands: true;
  /** The lazy islands it shows (docs/decisions/0009): their files load with the entry's. */
  lazyIslands?: readonly LazyIslandName[];
  /**
   * Message namespaces its islands use beyond `ISLAND_NAMESPACES` (app/i18n/page.tsx): only
   * these reach the browser, in the page's language.
   */
  messages?: readonly Namespace[];
}

/**
 * A route's `handle` that makes its page an islands page: the server renders it whole, and the
 * browser hydrates only its islands and runs the behaviours of its markup, without React Router.
 */
export const ISLANDS_PAGE: IslandsPageHandle = { islands: true };

/** An islands page that shows lazy islands. */
export function islandsPageWith(...lazyIslands: LazyIslandName[]): IslandsPageHandle {
  return { islands: true, lazyIslands };
}

/** The handle of the page's route when it is an islands page. */
export function islandsPageOf(matches: UIMatch[]): IslandsPageHandle | undefined {
  const handle = matches.at(-1)?.handle as Partial<IslandsPageHandle> | undefined;
  return handle?.islands === true ? (handle as IslandsPageHandle) : undefined;
}
