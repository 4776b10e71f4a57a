import { authPolicy } from "~/auth/policy";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type Lang, langOfPath } from "~/i18n/languages";
import { translateMessage } from "~/i18n/translator";

/** The language of the page a request came from (/es/... is Spanish). */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A password form's errors (message keys of the schema) in the page's language. */
export function passwordErrors(lang: Lang, errors: Record<string, string>): Record<string, string> {
  const translator = serverTranslator(lang);
  const values = { min: authPolicy.minPasswordLength, max: authPolicy.maxPasswordLength };
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      translateMessage(translator, key, values),
    ]),
  );
}
