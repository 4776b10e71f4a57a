import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { AfterHydration, rememberTypedText } from "~/forms/typed-before-hydration";

// React Router's own entry, but for what a visitor typed in a textarea before hydration: kept
// (app/forms/typed-before-hydration.tsx).
const restoreTypedText = rememberTypedText(document);

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
