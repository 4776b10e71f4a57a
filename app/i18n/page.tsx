import { DEFAULT_LANG, isLang, type Lang } from "./languages";
import { messageSetAt } from "./message-sets";
import {
  type CompiledMessages,
  createTranslator,
  type Namespace,
  type Translator,
} from "./translator";

/**
 * How a page's messages travel (docs/architecture.md#languages): the root loader sends the
 * page language's compiled messages (`RootI18n`); meta functions and the root layout read them
 * from the matches; an islands page writes the namespaces its islands use into the page as
 * JSON (`PageMessages`), which the islands entry reads (`translatorFromPage`). No catalogue
 * module is ever imported by browser code.
 */
export interface RootI18n {
  lang: Lang;
  messages: Readonly<CompiledMessages>;
}

/** Namespaces every islands page sends: the header, footer menus and the lead forms use them. */
export const ISLAND_NAMESPACES: readonly Namespace[] = ["common", "forms"];

/**
 * Namespaces the public frame of a page React Router renders uses: the header (its menus and
 * its trial form), the footer, the skip link and the error texts: `common`, `software` (the
 * footer's tagline, the Software menu), `forms` (the trial form, the form fields). The footer's
 * six service links need only the services' titles, which the root loader adds to a page given
 * these (`rootMessageSet`, app/layout/root-messages.server.ts), not the `services` namespace: the
 * service pages' texts, about 35 KB, which only those pages show. The page table
 * (app/site/pages.ts) adds each page's own to these.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = ["common", "software", "forms"];

/**
 * Namespaces the admin area's pages use (they stay in English): the frame's, which frames the
 * plain page someone who is not an admin gets there (a 403), the sign-out button's (`auth`) and
 * the admin header's, navigation's and error page's (`adminFrame`).
 * A React Router page receives the root loader's messages with its data, so the admin's pages
 * carry these only.
 */
export const ADMIN_NAMESPACES: readonly Namespace[] = [...SHELL_NAMESPACES, "auth", "adminFrame"];

/**
 * Namespaces an admin page uses when the admin frame frames it (someone who may open an admin
 * page): the public header and footer are not drawn there, so the footer's `software` and
 * service titles are left out; `common` (the skip link, the error texts), `forms` (the form
 * fields) and the admin frame's own `adminFrame` stay (docs/decisions/0102). Its sign-out
 * button's label is `adminFrame`'s: the sign-in pages' `auth` (61 messages, a sixth of what an
 * admin page sent) stays home (docs/decisions/0116).
 */
export const ADMIN_FRAME_NAMESPACES: readonly Namespace[] = ["common", "forms", "adminFrame"];

/**
 * What the admin frame leaves out of `common` and `forms`: the public header's menus and
 * language offer, the footer, and the public forms' own labels and answers (contact, pricing,
 * a trial, a certificate request), which no office page draws; about 110 messages, 5 KB a page
 * (docs/decisions/0116). The skip link, the error page's texts and the generic field texts and
 * errors stay. `tests/app/office-texts.test.ts` fails on a page that shows one of these keys.
 */
export const ADMIN_FRAME_LEAVES_OUT: readonly string[] = [
  "common.nav.",
  "common.megaMenu.",
  "common.teamPortal.",
  "common.language.",
  "common.footer.",
  "forms.contact.",
  "forms.pricing.",
  "forms.trial.",
  "forms.coi.",
];

const PAGE_MESSAGES_ID = "page-messages";

const byMessages = new WeakMap<CompiledMessages, Translator>();

/** One translator per messages object: meta functions and renders run often. */
export function translatorOf(lang: Lang, messages: CompiledMessages): Translator {
  let translator = byMessages.get(messages);
  if (!translator || translator.lang !== lang) {
    translator = createTranslator(lang, messages);
    byMessages.set(messages, translator);
  }
  return translator;
}

/**
 * Every namespace of a language, on the server only: `app/entry.server.tsx` provides the
 * catalogue (`provideEveryMessage`), which no browser code imports. React Router encodes every
 * loader's data for the browser as it renders a document, whether the page sends it or not: an
 * islands page, which never sends its root data, paid 7 ms of CPU a render to encode every
 * namespace (249 KB) for nothing (docs/decisions/0117).
 */
let everyMessageOf: ((lang: Lang) => Readonly<CompiledMessages>) | undefined;

export function provideEveryMessage(catalogue: (lang: Lang) => Readonly<CompiledMessages>) {
  everyMessageOf = catalogue;
}

/** The root loader's language and messages, read from a meta function's or a hook's matches. */
export function rootI18nFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>,
): RootI18n | undefined {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as
    | (Partial<RootI18n> & { messagesPath?: string })
    | undefined;
  if (!data || !isLang(data.lang)) return undefined;
  // A document's root data names its messages' address (./message-sets.ts), a navigation's
  // carries them. An islands page's names its language alone: the server renders it with every
  // namespace from the catalogue, which its data never carries (`everyMessageOf`).
  const messages =
    data.messages ??
    (data.messagesPath ? messageSetAt(data.messagesPath) : undefined) ??
    everyMessageOf?.(data.lang);
  return messages ? { lang: data.lang, messages } : undefined;
}

/** The page's translator in a meta function: `translatorFromMatches(matches).t("seo.…")`. */
export function translatorFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>,
  lang: Lang = DEFAULT_LANG,
): Translator {
  const i18n = rootI18nFromMatches(matches);
  return i18n ? translatorOf(i18n.lang, i18n.messages) : createTranslator(lang, {});
}

/** The messages of some namespaces, picked from all of a language's. */
function pickNamespaces(
  messages: CompiledMessages,
  namespaces: readonly Namespace[],
): CompiledMessages {
  const prefixes = namespaces.map((namespace) => `${namespace}.`);
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}

/**
 * Each catalogue's islands messages as the page writes them, picked and encoded once per list of
 * namespaces: an islands page's messages are the frozen catalogue of its language (`everyMessageOf`),
 * the same on every render, and picking 2,900 keys and encoding the rest was a twentieth of such a
 * page's server time (docs/decisions/0119). A catalogue built per render is simply not reused.
 */
const pageMessagesTexts = new WeakMap<Readonly<CompiledMessages>, Map<string, string>>();

/** The JSON of a page's islands messages: its language and the namespaces its islands use. */
export function pageMessagesText(
  { lang, messages }: RootI18n,
  namespaces: readonly Namespace[],
): string {
  let texts = pageMessagesTexts.get(messages);
  if (!texts) {
    texts = new Map();
    pageMessagesTexts.set(messages, texts);
  }
  const key = `${lang}:${namespaces.join(",")}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = JSON.stringify({ lang, messages: pickNamespaces(messages, namespaces) });
    texts.set(key, text);
  }
  return text;
}

/**
 * The islands' messages in the page (`pageMessagesText`): inert data in a template, which the
 * browser neither shows nor runs. Not a script element: a page shared by caches lists in its
 * policy the hashes of the application's own scripts (app/ui/inline-scripts.ts), and this text
 * differs by page.
 */
export function PageMessages({ text }: { text: string }) {
  return <template id={PAGE_MESSAGES_ID}>{text}</template>;
}

/** In the browser: the translator of the page's islands, from the JSON the server wrote. */
export function translatorFromPage(document: Document): Translator {
  const element = document.getElementById(PAGE_MESSAGES_ID) as HTMLTemplateElement | null;
  try {
    const text = element?.content.textContent ?? "{}";
    const { lang, messages } = JSON.parse(text) as Partial<RootI18n>;
    if (isLang(lang) && messages) return createTranslator(lang, messages);
  } catch {
    // A page without its messages shows keys, which its tests would catch.
  }
  return createTranslator(DEFAULT_LANG, {});
}
