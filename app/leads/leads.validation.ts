import { z } from "zod";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "./limits";

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

const email = z
  .string("forms.error.emailRequired")
  .trim()
  .min(1, "forms.error.emailRequired")
  .max(LIMITS.email, "forms.error.emailTooLong")
  .pipe(z.email("forms.error.emailInvalid"));

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
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const pricingRequestSchema = z.object({
  name,
  email,
  phone: phone.min(1, "forms.error.phoneRequired"),
  company_size: z.enum([...COMPANY_SIZES, ""], "forms.error.companySize"),
  industry: z.enum([...INDUSTRIES, ""], "forms.error.industry"),
  message,
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;

/** The values the lead forms' messages name: the bounds and the company sizes. */
export function leadMessageValues(formatNumber: (value: number) => string) {
  return {
    nameMax: formatNumber(LIMITS.name),
    emailMax: formatNumber(LIMITS.email),
    phoneMax: formatNumber(LIMITS.phone),
    messageMax: formatNumber(LIMITS.message),
    sizes: COMPANY_SIZES.join(", "),
  };
}
