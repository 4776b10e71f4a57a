import { createContext, Fragment, type ReactNode, useContext } from "react";
import { DEFAULT_LANG, type Lang, pathIn } from "./languages";
import {
  createTranslator,
  type MessageKey,
  type MessageValues,
  type Translator,
} from "./translator";

/**
 * The page's translator for components, server-rendered ones and islands alike: the root layout
 * provides it on the server and on React Router pages, the islands entry in the browser from the
 * page's own messages (docs/architecture.md#languages).
 */
const I18nContext = createContext<Translator | null>(null);

/** Without a provider (a component rendered alone in a test), keys show as themselves. */
const fallback = createTranslator(DEFAULT_LANG, {});

export const I18nProvider = I18nContext.Provider;

export function useTranslator(): Translator {
  return useContext(I18nContext) ?? fallback;
}

/** `t` of the page's language. */
export function useT(): Translator["t"] {
  return useTranslator().t;
}

export function useLang(): Lang {
  return useTranslator().lang;
}

/** A site path in the page's language ("/features" → "/es/features" on a Spanish page). */
export function useLocalPath(): (href: string) => string {
  const lang = useLang();
  return (href) => pathIn(lang, href);
}

/**
 * A message with markup: each `<name>…</name>` in the text is rendered by `tags[name]`, so that
 * translators move a link or a bold phrase within the sentence without splitting it in pieces.
 */
export function RichText({
  k,
  values,
  tags,
}: {
  k: MessageKey;
  values?: MessageValues;
  tags: Record<string, (chunk: string) => ReactNode>;
}) {
  const text = useT()(k, values);
  return <>{renderTags(text, tags)}</>;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

function renderTags(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", chunk = ""] = match;
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
