import { useLang } from "~/i18n/I18nContext";
import { LANGUAGE_FIELD } from "./lead-forms";

/** Posts the page's language with a lead form: the lead is answered in it. */
export function LanguageField() {
  return <input type="hidden" name={LANGUAGE_FIELD} value={useLang()} />;
}
