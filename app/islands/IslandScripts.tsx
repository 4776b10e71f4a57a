import entry from "virtual:islands-entry";
import { type LazyIslandName, lazyIslands } from "./registry";

/**
 * The islands entry and the chunks it imports, in place of React Router's scripts; and the files
 * of the page's lazy islands, fetched along instead of after the entry has run.
 *
 * All at low priority: the page is whole without them (they hydrate what is already shown), so
 * on a slow connection the stylesheet and the font go first. At the browser's default (high)
 * priority they shared the bandwidth with those, and Lighthouse counts every high-priority
 * request started before the first paint as delaying it (docs/decisions/0023).
 */
export function IslandScripts({
  nonce,
  lazyIslands: lazy,
}: {
  nonce?: string;
  lazyIslands: readonly LazyIslandName[];
}) {
  const preloads = new Set([
    ...entry.imports,
    ...lazy.flatMap((name) => entry.lazy[lazyIslands[name].module] ?? []),
  ]);
  return (
    <>
      {[...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} fetchPriority="low" />
      ))}
      <script type="module" src={entry.src} nonce={nonce} fetchPriority="low" />
    </>
  );
}
