import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { AfterHydration, rememberTypedText } from "~/forms/typed-before-hydration";
import { I18nProvider } from "~/i18n/I18nContext";
import { translatorFromPage } from "~/i18n/page";
import { attachBehaviours } from "~/marketing/behaviours";
import { islands, lazyIslands } from "./registry";

type AnyComponent = React.ComponentType<object>;

/** The page language's messages for its islands, written into the page by the server. */
const translator = translatorFromPage(document);

/**
 * The script of the public pages: hydrates each island with the props the server rendered it
 * with, then attaches the behaviours of the static markup. It carries React but not React Router.
 * Lazy islands hydrate once their code has arrived; `data-hydrated` is set when all have.
 */
function hydrate(element: HTMLElement, component: AnyComponent) {
  const island = createElement(component, JSON.parse(element.dataset.props ?? "{}"));
  // What a visitor typed in its textareas while the script was on its way is kept.
  const restoreTypedText = rememberTypedText(element);
  // As a transition, React hydrates in slices of a few milliseconds that give way to the
  // browser, instead of in one task per island: on a slow phone the header alone took more than
  // 50 ms, a long task that delays a tap (Lighthouse's blocking time, docs/decisions/0023).
  startTransition(() => {
    const tree = createElement(I18nProvider, { value: translator }, island);
    hydrateRoot(element, createElement(AfterHydration, { run: restoreTypedText }, tree), {
      identifierPrefix: `${element.dataset.island}-`,
    });
  });
}

const lazyHydrations: Promise<void>[] = [];
for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island ?? "";
  if (Object.hasOwn(islands, name)) {
    hydrate(element, islands[name as keyof typeof islands] as AnyComponent);
  } else if (Object.hasOwn(lazyIslands, name)) {
    const { load } = lazyIslands[name as keyof typeof lazyIslands];
    lazyHydrations.push(
      load().then(
        (component) => hydrate(element, component as AnyComponent),
        (error) => {
          // Its code did not arrive (a network fault, or a page older than the deployment): the
          // page shows itself as it does without JavaScript, where its forms still work.
          console.error(`The ${name} island could not be loaded`, error);
          delete document.documentElement.dataset.js;
          throw error;
        },
      ),
    );
  }
}
attachBehaviours();
Promise.all(lazyHydrations).then(() => {
  document.documentElement.dataset.hydrated = "islands";
});
