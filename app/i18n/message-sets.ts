import type { CompiledMessages } from "./translator";

/**
 * A document's messages travel beside it, not inside it (docs/decisions/0119). The root loader
 * names the page's set of messages by an address (`/i18n/…/<hash>.json`, served by
 * `app/layout/routes/message-set.ts` with a year's immutable caching); the document names it in
 * `<meta name="page-messages">` and preloads it, and the browser loads it once before hydration
 * (`loadMessageSet`, app/entry.client.tsx) and keeps it in its HTTP cache. A client-side
 * navigation's data (`.data`) still carries its messages inline: they arrive with the page's
 * data, in one request.
 */

/** Where the sets are served, and the meta element that names a document's set. */
export const MESSAGE_SETS_PATH = "/i18n/";
export const PAGE_MESSAGES_META = "page-messages";

/** The sets this browser loaded, by address. A handful a visit: one per kind of page. */
const loaded = new Map<string, Readonly<CompiledMessages>>();

/** On the server: the set at an address, from the catalogue (app/entry.server.tsx). */
let setOnServer: ((path: string) => Readonly<CompiledMessages> | undefined) | undefined;

export function provideMessageSets(
  resolve: (path: string) => Readonly<CompiledMessages> | undefined,
) {
  setOnServer = resolve;
}

/** The messages at a set's address, when this side has them. */
export function messageSetAt(path: string): Readonly<CompiledMessages> | undefined {
  return loaded.get(path) ?? setOnServer?.(path);
}

/**
 * In the browser: loads the set at an address (from the HTTP cache once seen). False when it
 * could not: the page then stays as the server drew it, which works without JavaScript.
 */
export async function loadMessageSet(path: string): Promise<boolean> {
  if (loaded.has(path)) return true;
  try {
    const response = await fetch(path, { credentials: "same-origin" });
    if (!response.ok) return false;
    loaded.set(path, Object.freeze((await response.json()) as CompiledMessages));
    return true;
  } catch {
    return false;
  }
}
