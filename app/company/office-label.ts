import type { Lang } from "~/i18n/languages";
import type { OfficeFacts } from "./facts";

/**
 * An office's label in a page's language: the profile's Spanish name on Spanish pages (the name
 * itself when the admin left it blank). Its own module, without the profile's schema, so that
 * components in islands may use it.
 */
export function officeLabel(office: Pick<OfficeFacts, "label" | "labelEs">, lang: Lang): string {
  return lang === "es" ? office.labelEs : office.label;
}

/**
 * An office as a list or a choice names it, where offices stand side by side (careers, the
 * leads an office's page sends, the business's structured data): its label and its city,
 * "Headquarters (Glendora, CA)", since a label alone ("Florida Office") does not say where.
 */
export function officeWithCity(
  office: Pick<OfficeFacts, "label" | "labelEs" | "city" | "region">,
  lang: Lang,
): string {
  return `${officeLabel(office, lang)} (${office.city}, ${office.region})`;
}
