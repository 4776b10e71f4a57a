import type { MessageKey, Translator } from "~/i18n/translator";
import { FORM_DEFINITIONS } from "./catalogue";

/**
 * The 20 forms' short names in the catalogue (docs/product.md#new-hires-portal), by position:
 * in English they are the product's names; in Spanish, the names hires know them by (the
 * federal and state form numbers stay as they are).
 */
export const FORM_NAME_KEYS: readonly MessageKey[] = [
  "onboarding.form.1",
  "onboarding.form.2",
  "onboarding.form.3",
  "onboarding.form.4",
  "onboarding.form.5",
  "onboarding.form.6",
  "onboarding.form.7",
  "onboarding.form.8",
  "onboarding.form.9",
  "onboarding.form.10",
  "onboarding.form.11",
  "onboarding.form.12",
  "onboarding.form.13",
  "onboarding.form.14",
  "onboarding.form.15",
  "onboarding.form.16",
  "onboarding.form.17",
  "onboarding.form.18",
  "onboarding.form.19",
  "onboarding.form.20",
];

/** What each form is, for the Employee Resources tab, by position (the English is the catalogue's). */
export const FORM_DESCRIPTION_KEYS: readonly MessageKey[] = [
  "onboarding.formDescription.1",
  "onboarding.formDescription.2",
  "onboarding.formDescription.3",
  "onboarding.formDescription.4",
  "onboarding.formDescription.5",
  "onboarding.formDescription.6",
  "onboarding.formDescription.7",
  "onboarding.formDescription.8",
  "onboarding.formDescription.9",
  "onboarding.formDescription.10",
  "onboarding.formDescription.11",
  "onboarding.formDescription.12",
  "onboarding.formDescription.13",
  "onboarding.formDescription.14",
  "onboarding.formDescription.15",
  "onboarding.formDescription.16",
  "onboarding.formDescription.17",
  "onboarding.formDescription.18",
  "onboarding.formDescription.19",
  "onboarding.formDescription.20",
];

/** 'Form 3: I-9' / 'Formulario 3: I-9', the label a form is listed under. */
export function formLabel(translator: Pick<Translator, "t">, number: number): string {
  const key = FORM_NAME_KEYS[number - 1];
  const name = key ? translator.t(key) : (FORM_DEFINITIONS[number - 1]?.name ?? "");
  return translator.t("onboarding.formLabel", { number, name });
}
