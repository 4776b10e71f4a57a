import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { AfterHydration, rememberTypedText } from "~/forms/typed-before-hydration";
import { loadMessageSet, PAGE_MESSAGES_META } from "~/i18n/message-sets";

// React Router's own entry, but for what a visitor typed in a textarea before hydration: kept
// (app/forms/typed-before-hydration.tsx).
const restoreTypedText = rememberTypedText(document);

// The page's messages, which the document names and preloads (app/i18n/message-sets.ts): first
// loaded, or the page stays as the server drew it, which works without JavaScript.
const messagesPath = document.querySelector<HTMLMetaElement>(
  `meta[name="${PAGE_MESSAGES_META}"]`,
)?.content;

void (messagesPath ? loadMessageSet(messagesPath) : Promise.resolve(true)).then((ready) => {
  if (!ready) {
    console.error(`The page's texts (${messagesPath}) could not be loaded: it stays as drawn.`);
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AfterHydration run={restoreTypedText}>
          <HydratedRouter />
        </AfterHydration>
      </StrictMode>,
    );
  });
});
