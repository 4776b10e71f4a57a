import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Lang, LOCALES } from "./languages";
import type en from "./messages/en";

/**
 * The message catalogues' shape, from the English one (docs/architecture.md#languages): one
 * namespace per domain, flat keys inside. `MessageKey` is "namespace.key", so a misspelt key
 * fails the type check. A type-only import: no catalogue reaches a bundle through this file.
 */
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;
export type MessageKey = {
  [N in Namespace]: `${N}.${Extract<keyof Catalogue[N], string>}`;
}[Namespace];
/**
 * The office's namespaces (docs/decisions/0096): the admin area stays in English, so only the
 * English catalogue has them; another language's translator falls back to the English text.
 */
export const OFFICE_NAMESPACES = [
  "admin",
  "adminCareers",
  "adminCompany",
  "adminAudit",
  "adminFrame",
  "adminIntegrations",
  "adminLeads",
  "adminLeadBoard",
  "adminLeadPage",
  "adminLeadWork",
  "adminOutbox",
  "adminPanels",
  "adminPeople",
  "adminPrivacy",
  "adminProgress",
  "adminProjects",
  "adminClients",
  "adminService",
  "adminSubcontractors",
] as const satisfies readonly Namespace[];
export type OfficeNamespace = (typeof OFFICE_NAMESPACES)[number];
/** The namespaces every language has: the public site's, the portals', the e-mails'. */
export type TranslatedNamespace = Exclude<Namespace, OfficeNamespace>;

/** A namespace's messages in another language: the same keys, each a string. */
export type NamespaceMessages<N extends Namespace> = Record<keyof Catalogue[N], string>;

/** Messages compiled from ICU MessageFormat (catalogue.server.ts), by full key: plain JSON. */
export type CompiledMessages = Messages;

export type MessageValues = Record<string, string | number>;

/** Translates a key in one language; `lang` and `locale` for links and `Intl`. */
export interface Translator {
  lang: Lang;
  /** BCP 47 tag for `Intl` ("en-US", "es-US"). */
  locale: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** Whether the catalogue has this key (a Zod message may be a key or a literal text). */
  has: (key: string) => boolean;
}

/**
 * A translator over compiled messages, on Lingui's core (a few KB in the browser; the ICU
 * compiler runs only on the server). A missing key shows itself, so it is seen and fixed.
 */
export function createTranslator(lang: Lang, messages: CompiledMessages): Translator {
  const i18n: I18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return {
    lang,
    locale: LOCALES[lang],
    t: (key, values) => i18n._(key, values),
    has: (key) => Object.hasOwn(messages, key),
  };
}

/** Translates a text that may be a message key (a Zod issue's message) and passes others through. */
export function translateMessage(translator: Translator, message: string, values?: MessageValues) {
  return translator.has(message) ? translator.t(message as MessageKey, values) : message;
}

/** A value's name from a map of keys, or the value itself when the map has none for it. */
export function labelOf(
  translate: Translator["t"],
  keys: Partial<Record<string, MessageKey>>,
  value: string,
) {
  const key = keys[value];
  return key ? translate(key) : value;
}

/** A map of keys as their texts: what a helper that takes names (a CSV's column of states) needs. */
export function namesOf<K extends string>(
  translate: Translator["t"],
  keys: Record<K, MessageKey>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageKey>(keys).map(([value, key]) => [value, translate(key)]),
  ) as Record<K, string>;
}

/** The rest of the catalogue's keys below a prefix: `KeysBelow<"adminService.status">` is "open" | …. */
export type KeysBelow<P extends string> = MessageKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * The keys naming each of some values, all below one prefix (docs/decisions/0096): an office
 * area's statuses, stages or kinds, which `labelOf` and `namesOf` read. A value with no key
 * below the prefix fails the type check, as a misspelt key does.
 */
export function valueKeys<const P extends string, const V extends KeysBelow<P>>(
  prefix: P,
  values: readonly V[],
): Record<V, MessageKey> {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])) as Record<
    V,
    MessageKey
  >;
}
