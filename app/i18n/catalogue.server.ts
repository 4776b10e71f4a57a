import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGES, type Lang } from "./languages";
import en from "./messages/en";
import es from "./messages/es";
import {
  type CompiledMessages,
  createTranslator,
  type MessageValues,
  type Namespace,
  type Translator,
  translateMessage,
} from "./translator";

/**
 * Both languages' catalogues, compiled once from ICU MessageFormat on the server. The browser
 * gets only its page's language, already compiled (docs/decisions/0024-i18n-lingui-core.md).
 */
const catalogues: Record<Lang, Partial<Record<Namespace, Record<string, string>>>> = { en, es };

/** Every namespace of the catalogue. */
export const NAMESPACE_NAMES = Object.keys(en) as Namespace[];

/**
 * A language's namespaces, the office's English ones (docs/decisions/0096) standing in where the
 * language has none: a key of the admin area never shows as itself.
 */
function namespacesOf(lang: Lang): Record<Namespace, Record<string, string>> {
  return { ...en, ...catalogues[lang] };
}

function compile(lang: Lang): Record<Namespace, CompiledMessages> {
  const compiled = {} as Record<Namespace, CompiledMessages>;
  for (const [namespace, messages] of Object.entries(namespacesOf(lang))) {
    compiled[namespace as Namespace] = Object.fromEntries(
      Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, compileMessage(text)]),
    );
  }
  return compiled;
}

const compiledByLang = Object.fromEntries(LANGUAGES.map((lang) => [lang, compile(lang)])) as Record<
  Lang,
  Record<Namespace, CompiledMessages>
>;

/** The compiled messages of some namespaces (all when none is named) in one language. */
export function messagesFor(lang: Lang, namespaces?: readonly Namespace[]): CompiledMessages {
  const byNamespace = compiledByLang[lang];
  const chosen = namespaces ?? (Object.keys(byNamespace) as Namespace[]);
  return Object.assign({}, ...chosen.map((namespace) => byNamespace[namespace]));
}

const translators = new Map<Lang, Translator>();

/** The server's `t` for a language: loaders, actions, e-mails, workers. */
export function serverTranslator(lang: Lang): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = createTranslator(lang, messagesFor(lang));
    translators.set(lang, translator);
  }
  return translator;
}

/**
 * A form's messages (its validators' keys, field by field) in a language, with the values they
 * name (the bounds); a text that is not a key passes through.
 */
export function translateMessages<T extends Partial<Record<string, string>>>(
  lang: Lang,
  messages: T,
  values?: MessageValues,
): T {
  const translator = serverTranslator(lang);
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [
      field,
      message === undefined ? message : translateMessage(translator, message, values),
    ]),
  ) as T;
}

/** Every key of a language's catalogue ("namespace.key"), for the catalogue's tests. */
export function catalogueKeys(lang: Lang): string[] {
  return Object.entries(catalogues[lang]).flatMap(([namespace, messages]) =>
    Object.keys(messages).map((key) => `${namespace}.${key}`),
  );
}

/** The source text of a key, for the catalogue's tests (English against the spec's wording). */
export function sourceText(lang: Lang, key: string): string | undefined {
  const [namespace = "", ...rest] = key.split(".");
  return catalogues[lang][namespace as Namespace]?.[rest.join(".")];
}
