import { z } from "zod";
import { onboardingMessages } from "~/site/messages";
import { FORM_COUNT } from "./catalogue";
import { ONBOARDING_LIMITS } from "./limits";
import { MAX_ONE_WAY_MILES } from "./mileage";
import { type PersonName, toPersonName } from "./names";

/** Bounds of every onboarding text field (the pages import them from ./limits). */
export { ONBOARDING_LIMITS };

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .max(
      ONBOARDING_LIMITS.name,
      `Please keep your ${label} under ${ONBOARDING_LIMITS.name} characters.`,
    );

/** The tracker's check: both names, trimmed (docs/product.md#new-hires-portal). */
export const personNameSchema = z
  .object({ firstName: nameField("first name"), lastName: nameField("last name") })
  .transform((value, context): PersonName => {
    const person = toPersonName(value.firstName, value.lastName);
    if (!person) {
      // Reported beside whichever field is blank (the first one when both are).
      const path = value.firstName ? "lastName" : "firstName";
      context.addIssue({ code: "custom", message: onboardingMessages.missingName, path: [path] });
      return z.NEVER;
    }
    return person;
  });

export type NameFields = { firstName: string; lastName: string };

/** The admin's name search: any text, bounded. */
export const searchSchema = z
  .string()
  .trim()
  .max(
    ONBOARDING_LIMITS.search,
    `Please keep the search under ${ONBOARDING_LIMITS.search} characters.`,
  );

/** HR marks one form completed by hand, saying why. */
export const manualCompletionSchema = z.object({
  formNumber: z.coerce
    .number({ error: "Choose a form." })
    .int("Choose a form.")
    .min(1, "Choose a form.")
    .max(FORM_COUNT, "Choose a form."),
  note: z
    .string()
    .trim()
    .min(1, "Please add a note, for example where the paper form is filed.")
    .max(
      ONBOARDING_LIMITS.note,
      `Please keep the note under ${ONBOARDING_LIMITS.note} characters.`,
    ),
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
    .string()
    .trim()
    .regex(/^[0-9]{1,30}$/, "submissionID must be a submission id"),
});
