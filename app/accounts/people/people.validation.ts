import { z } from "zod";
import { PERMISSION_NAMES } from "~/auth/permissions";
import { emailSchema } from "~/forms/email";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { LANGUAGES } from "~/i18n/languages";

/** Bounds of the invitation's fields; `peopleMessageValues` gives them to the messages. */
export const PEOPLE_LIMITS = { name: 60, email: EMAIL_MAX_LENGTH } as const;

/** The values the messages below name (docs/architecture.md#languages). */
export const peopleMessageValues = { nameMax: PEOPLE_LIMITS.name, emailMax: PEOPLE_LIMITS.email };

const namePart = (required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(PEOPLE_LIMITS.name, tooLong);

/** The language a person reads the portal and their e-mails in; blank means English. */
export function languageSchema() {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(LANGUAGES, "auth.account.languageInvalid").default("en"),
  );
}

/** A hire choosing their own language (/employees/info). */
export const ownLanguageSchema = z.object({ language: languageSchema() });

export const invitationSchema = z.object({
  firstName: namePart("admin.people.firstNameRequired", "admin.people.firstNameTooLong"),
  lastName: namePart("admin.people.lastNameRequired", "admin.people.lastNameTooLong"),
  email: emailSchema({
    invalid: "auth.invalidEmail",
    tooLong: "admin.people.emailTooLong",
  }).transform((address) => address.toLowerCase()),
  language: languageSchema(),
});

/** Giving or taking away one permission: "grant:leads", "remove:leads". */
export const permissionIntentSchema = z.templateLiteral(
  [z.enum(["grant", "remove"]), ":", z.enum(PERMISSION_NAMES)],
  "admin.people.chooseAction",
);

export const personActionSchema = z.object({
  intent: z.union(
    [z.enum(["resend", "disable", "enable", "reset"]), permissionIntentSchema],
    "admin.people.chooseAction",
  ),
  userId: z
    .string("admin.people.choosePerson")
    .min(1, "admin.people.choosePerson")
    .max(100, "admin.people.choosePerson"),
});
