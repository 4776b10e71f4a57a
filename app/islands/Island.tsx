import { createElement } from "react";
import {
  type IslandName,
  type IslandProps,
  islands,
  type LazyIslandComponent,
  type LazyIslandName,
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
 * at once; the browser loads it on its own. The route's handle names it (`islandsPageWith`), so
 * that its files are preloaded.
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
  return <IslandMarkup name={name} component={component} props={props as object} />;
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
