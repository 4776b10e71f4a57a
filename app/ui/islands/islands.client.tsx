import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { attachBehaviours } from "./behaviours";
import { type IslandName, islands } from "./registry";

/**
 * The script of the public pages: hydrates each island with the props the server rendered it
 * with, then attaches the behaviours of the static markup. It carries React but not React Router.
 */
for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island as IslandName;
  const component = islands[name] as React.ComponentType<object> | undefined;
  if (!component) continue;
  hydrateRoot(element, createElement(component, JSON.parse(element.dataset.props ?? "{}")), {
    identifierPrefix: `${name}-`,
  });
}
attachBehaviours();
document.documentElement.dataset.hydrated = "islands";
