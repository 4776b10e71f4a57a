import entry from "virtual:islands-entry";
import { createElement } from "react";
import { useNonce } from "../nonce";
import {
  type IslandName,
  type IslandProps,
  islands,
  type LazyIslandComponent,
  type LazyIslandName,
  lazyIslands,
} from "./registry";

/**
 * Renders an island in place, marked so that the islands entry can hydrate it with the same
 * props. The wrapper has no box of its own (display: contents).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  return <IslandMarkup name={name} component={islands[name]} props={props as object} />;
}

/**
 * Renders a lazy island (registry.ts): the page passes the component, which the server renders
 * at once, and links its built files so that the browser fetches them with the entry's.
 */
export function LazyIsland<N extends LazyIslandName>({
  name,
  component,
  props,
}: {
  name: N;
  component: LazyIslandComponent<N>;
  props: React.ComponentProps<LazyIslandComponent<N>>;
}) {
  const nonce = useNonce();
  const files = entry.lazy[lazyIslands[name].module] ?? [];
  return (
    <>
      {files.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <IslandMarkup name={name} component={component} props={props as object} />
    </>
  );
}

function IslandMarkup({
  name,
  component,
  props,
}: {
  name: string;
  component: React.ComponentType<never>;
  props: object;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {createElement(component as React.ComponentType<object>, props)}
    </div>
  );
}
