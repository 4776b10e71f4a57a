import type { z } from "zod";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { type MessageValues, type Translator, translateMessage } from "~/i18n/translator";

/**
 * The profile schema's messages by field path (as the admin form names its inputs,
 * `offices.0.name`), in English: the admin area's language. Each message is a key of the `admin`
 * catalogue; its `{label}` is the field's name, `{max}` the bound a text or list passed.
 */
export function profileErrors(error: z.ZodError, lang: Lang = "en"): Record<string, string> {
  const translator = serverTranslator(lang);
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    if (errors[key] !== undefined) continue;
    const values: MessageValues = { label: fieldLabel(translator, issue.path) };
    if (issue.code === "too_big") values.max = Number(issue.maximum);
    if (issue.code === "custom") Object.assign(values, issue.params);
    errors[key] = translateMessage(translator, issue.message, values);
  }
  return errors;
}

/**
 * A field's name from its path without row numbers: `offices.1.hours.monday.opens` is named by
 * `admin.profile.field.offices.hours.monday` ("Monday"), the nearest of its paths that has one.
 */
function fieldLabel(translator: Translator, path: readonly PropertyKey[]): string {
  const names = path.map(String).filter((segment) => !/^\d+$/.test(segment));
  for (let length = names.length; length > 0; length--) {
    const key = `admin.profile.field.${names.slice(0, length).join(".")}`;
    if (translator.has(key)) return translateMessage(translator, key);
  }
  return names.join(".");
}
