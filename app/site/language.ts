import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/languages";

/**
 * A lead's or a person's language (app/i18n/languages.ts) as the company's English screens and
 * notifications name it: the admin reads "Spanish", the visitor's selector says "Español".
 */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Lang, string> = { en: "English", es: "Spanish" };

/** A posted or stored value as a language: anything the site does not speak is `fallback`. */
export function langOr(value: unknown, fallback: Lang = DEFAULT_LANG): Lang {
  return isLang(value) ? value : fallback;
}
