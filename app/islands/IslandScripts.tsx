import entry from "virtual:islands-entry";
import { type LazyIslandName, lazyIslands } from "./registry";

/**
 * The islands entry and the chunks it imports, in place of React Router's scripts; and the files
 * of the page's lazy islands, fetched along instead of after the entry has run.
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
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={entry.src} nonce={nonce} />
    </>
  );
}
