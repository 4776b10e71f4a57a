import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { PERMISSION_NAMES } from "./permissions";

const namePart = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(60, `Please keep the ${label} under 60 characters.`);

/** The language a person reads the portal and their e-mails in; blank means English. */
export function languageSchema() {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(LANGUAGES, "Please choose English or Spanish.").default("en"),
  );
}

/** A hire choosing their own language (/employees/info). */
export const ownLanguageSchema = z.object({ language: languageSchema() });

export const invitationSchema = z.object({
  firstName: namePart("first name"),
  lastName: namePart("last name"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "Please keep the e-mail address under 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
  language: languageSchema(),
});

/** Giving or taking away one permission: "grant:leads", "remove:leads". */
export const permissionIntentSchema = z.templateLiteral([
  z.enum(["grant", "remove"]),
  ":",
  z.enum(PERMISSION_NAMES),
]);

export const personActionSchema = z.object({
  intent: z.union([z.enum(["resend", "disable", "enable", "reset"]), permissionIntentSchema]),
  userId: z.string().min(1).max(100),
});
