import type { UIMatch } from "react-router";

/**
 * A route's `handle` that makes its page an islands page (docs/decisions/0008): the server renders
 * it whole, and the browser hydrates only its islands and runs the behaviours of its markup,
 * without React Router.
 */
export const ISLANDS_PAGE = { islands: true } as const;

export function isIslandsPage(matches: UIMatch[]): boolean {
  const handle = matches.at(-1)?.handle as { islands?: boolean } | undefined;
  return handle?.islands === true;
}
