import { z } from "zod";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "./limits";

/** Bounds and choices shared by every lead form (the forms import them from ./limits). */
export { COMPANY_SIZES, INDUSTRIES, LIMITS };

const name = z
  .string()
  .trim()
  .min(1, "Please enter your name.")
  .max(LIMITS.name, `Please keep your name under ${LIMITS.name} characters.`);

const email = z
  .string()
  .trim()
  .min(1, "Please enter your email address.")
  .max(LIMITS.email, `Please keep your email address under ${LIMITS.email} characters.`)
  .pipe(z.email("Please enter a valid email address."));

export const trialSignupSchema = z.object({ name, email });
export type TrialSignup = z.infer<typeof trialSignupSchema>;

const phone = z
  .string()
  .trim()
  .max(LIMITS.phone, `Please keep the phone number under ${LIMITS.phone} characters.`)
  .regex(
    /^[0-9+()\-.\s xX#]*$/,
    "Please enter a phone number using digits, spaces and + ( ) - . only.",
  );

const message = z
  .string()
  .trim()
  .max(
    LIMITS.message,
    `Please keep your message under ${LIMITS.message.toLocaleString("en-US")} characters.`,
  );

export const contactMessageSchema = z.object({
  name,
  email,
  phone: phone.optional().transform((value) => value || undefined),
  message: message.min(1, "Please enter a message."),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const pricingRequestSchema = z.object({
  name,
  email,
  phone: phone.min(1, "Please enter your phone number."),
  company_size: z.enum(
    [...COMPANY_SIZES, ""],
    `Please choose a company size: ${COMPANY_SIZES.join(", ")}.`,
  ),
  industry: z.enum([...INDUSTRIES, ""], "Please choose an industry from the list."),
  message,
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;
