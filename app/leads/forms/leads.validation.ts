import { z } from "zod";
import { ticked } from "~/forms/checkbox";
import { emailSchema } from "~/forms/email";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "./form-bounds";

/**
 * Bounds and choices shared by every lead form (the forms import them from ./limits). Each
 * message is a key of the forms catalogue, translated in the page's language with the values of
 * `leadMessageValues` (docs/decisions/0024-i18n-lingui-core.md).
 */
export { COMPANY_SIZES, INDUSTRIES, LIMITS };

const name = z
  .string("forms.error.nameRequired")
  .trim()
  .min(1, "forms.error.nameRequired")
  .max(LIMITS.name, "forms.error.nameTooLong");

const email = emailSchema({
  required: "forms.error.emailRequired",
  tooLong: "forms.error.emailTooLong",
  invalid: "forms.error.emailInvalid",
});

export const trialSignupSchema = z.object({ name, email });
export type TrialSignup = z.infer<typeof trialSignupSchema>;

const phone = z
  .string("forms.error.phoneCharacters")
  .trim()
  .max(LIMITS.phone, "forms.error.phoneTooLong")
  .regex(/^[0-9+()\-.\s xX#]*$/, "forms.error.phoneCharacters");

const message = z
  .string("forms.error.messageRequired")
  .trim()
  .max(LIMITS.message, "forms.error.messageTooLong");

export const contactMessageSchema = z.object({
  name,
  email,
  phone: phone.optional().transform((value) => value || undefined),
  message: message.min(1, "forms.error.messageRequired"),
  /** The office page it was sent from (its slug); none from the home page. */
  office: z
    .string("offices.form.badOffice")
    .trim()
    .max(60, "offices.form.badOffice")
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "offices.form.badOffice")
    .optional()
    .transform((value) => value || undefined),
});
/** The office may be left out: the home page's form has none. */
export type ContactMessage = Omit<z.infer<typeof contactMessageSchema>, "office"> & {
  office?: string;
};

export const pricingRequestSchema = z.object({
  name,
  email,
  phone: phone.min(1, "forms.error.phoneRequired"),
  company_size: z.enum([...COMPANY_SIZES, ""], "forms.error.companySize"),
  industry: z.enum([...INDUSTRIES, ""], "forms.error.industry"),
  message,
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;

/** A one-line answer of the certificate request: required, bounded, plain (no markup). */
const plainLine = z
  .string("forms.error.required")
  .trim()
  .min(1, "forms.error.required")
  .max(LIMITS.text, "forms.error.textTooLong")
  .regex(/^[^<>]*$/, "forms.error.noMarkup");

/** A calendar day (YYYY-MM-DD), not before yesterday (UTC: today somewhere in the US). */
const neededBy = z
  .string("forms.error.neededBy")
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) return false;
    return day.getTime() >= Date.now() - 2 * 24 * 60 * 60 * 1000;
  }, "forms.error.neededBy");

/** A request for a certificate of insurance (docs/product.md#credentials). */
export const coiRequestSchema = z.object({
  name,
  email,
  phone: phone.min(1, "forms.error.phoneRequired"),
  company: plainLine,
  project_name: plainLine,
  project_address: plainLine,
  holder_name: plainLine,
  holder_address: plainLine,
  additional_insured: ticked,
  waiver_of_subrogation: ticked,
  primary_noncontributory: ticked,
  needed_by: neededBy,
});
export type CoiRequest = z.infer<typeof coiRequestSchema>;

/** The values the lead forms' messages name: the bounds and the company sizes. */
export function leadMessageValues(formatNumber: (value: number) => string) {
  return {
    nameMax: formatNumber(LIMITS.name),
    emailMax: formatNumber(LIMITS.email),
    phoneMax: formatNumber(LIMITS.phone),
    messageMax: formatNumber(LIMITS.message),
    textMax: formatNumber(LIMITS.text),
    sizes: COMPANY_SIZES.join(", "),
  };
}
