import type { FieldErrors } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { translateMessage } from "~/i18n/translator";

/** A form's errors (message keys of the schemas) in a language: English on the admin pages. */
export function translatedErrors(lang: Lang, errors: FieldErrors): FieldErrors {
  const translator = serverTranslator(lang);
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, translateMessage(translator, key)]),
  );
}
