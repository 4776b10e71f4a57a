import { z } from "zod";
import { FORM_COUNT } from "./catalogue";
import { ONBOARDING_LIMITS } from "./limits";
import { MAX_ONE_WAY_MILES } from "./mileage";
import { type PersonName, toPersonName } from "./names";

/** Bounds of every onboarding text field (the pages import them from ./limits). */
export { ONBOARDING_LIMITS };

/** The values the messages below name (docs/architecture.md#languages). */
export const onboardingMessageValues = {
  nameMax: ONBOARDING_LIMITS.name,
  noteMax: ONBOARDING_LIMITS.note,
  searchMax: ONBOARDING_LIMITS.search,
};

const nameField = (tooLong: string) =>
  z.string("onboarding.missingName").trim().max(ONBOARDING_LIMITS.name, tooLong);

/** The tracker's check: both names, trimmed (docs/product.md#new-hires-portal). */
export const personNameSchema = z
  .object({
    firstName: nameField("onboarding.error.firstNameTooLong"),
    lastName: nameField("onboarding.error.lastNameTooLong"),
  })
  .transform((value, context): PersonName => {
    const person = toPersonName(value.firstName, value.lastName);
    if (!person) {
      // Reported beside whichever field is blank (the first one when both are).
      const path = value.firstName ? "lastName" : "firstName";
      context.addIssue({ code: "custom", message: "onboarding.missingName", path: [path] });
      return z.NEVER;
    }
    return person;
  });

export type NameFields = { firstName: string; lastName: string };

/** The admin's name search: any text, bounded. */
export const searchSchema = z
  .string("admin.progress.searchTooLong")
  .trim()
  .max(ONBOARDING_LIMITS.search, "admin.progress.searchTooLong");

/** HR marks one form completed by hand, saying why. */
export const manualCompletionSchema = z.object({
  formNumber: z.coerce
    .number({ error: "admin.progress.chooseForm" })
    .int("admin.progress.chooseForm")
    .min(1, "admin.progress.chooseForm")
    .max(FORM_COUNT, "admin.progress.chooseForm"),
  note: z
    .string("admin.progress.noteRequired")
    .trim()
    .min(1, "admin.progress.noteRequired")
    .max(ONBOARDING_LIMITS.note, "admin.progress.noteTooLong"),
});

/** The mileage calculator's query (a GET form, so it works without JavaScript). */
export const mileageQuerySchema = z.object({
  miles: z.coerce
    .number({ error: "onboarding.mileage.error.number" })
    .min(0, "onboarding.mileage.error.negative")
    .max(MAX_ONE_WAY_MILES, "onboarding.mileage.error.tooMany"),
  trip: z.enum(["one-way", "round-trip"]).catch("round-trip"),
});

/** The webhook's fields that matter: the rest is fetched back from the service. */
export const webhookSchema = z.object({
  submissionID: z
    .string("admin.progress.submissionId")
    .trim()
    .regex(/^[0-9]{1,30}$/, "admin.progress.submissionId"),
});
