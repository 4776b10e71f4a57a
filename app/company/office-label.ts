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
