import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";

/**
 * The lead forms' bounds and choices, without the schemas: the forms render them in the browser,
 * and importing them from leads.validation would send Zod to every public page.
 */
export const LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  message: 5_000,
  text: 200,
} as const;

/** The pricing form's choices (docs/product.md#lead-forms); an empty value means "not given". */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "200+"] as const;
export const INDUSTRIES = [
  "electrical",
  "telecommunications",
  "construction",
  "utility",
  "other",
] as const;
