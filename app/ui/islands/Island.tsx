import { createElement } from "react";
import { type IslandName, type IslandProps, islands } from "./registry";

/**
 * Renders an island in place, marked so that the islands entry can hydrate it with the same
 * props. The wrapper has no box of its own (display: contents).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const component = islands[name] as React.ComponentType<object>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {createElement(component, props as object)}
    </div>
  );
}
