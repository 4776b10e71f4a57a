import { type ReactNode, useLayoutEffect } from "react";

/**
 * React puts a textarea back to its server-rendered text when it hydrates it (react-dom's
 * `initTextarea`; inputs keep theirs): whatever a visitor typed there before the page's script
 * ran would be lost. `rememberTypedText` notes those texts, the ones typed before it was called
 * and any typed until hydration ends; the function it returns writes them back, as input events
 * so that a handler (a counter, a controlled field's state) sees them too, and stops noting.
 */
export function rememberTypedText(root: ParentNode): () => void {
  const typed = new Map<HTMLTextAreaElement, string>();
  for (const field of root.querySelectorAll("textarea")) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const note = (event: Event) => {
    if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
  };
  root.addEventListener("input", note, true);
  return () => {
    root.removeEventListener("input", note, true);
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      // The prototype's setter: React's own watch on the element would swallow the event.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
}

/** Runs `run` once the tree inside has hydrated (its layout effects run after its children's). */
export function AfterHydration({ run, children }: { run: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useLayoutEffect(run, []);
  return children;
}
