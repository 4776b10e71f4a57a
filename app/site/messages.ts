import { company } from "./company";

/** Texts of SPEC.md section 8, word for word, in one place. */
export const messages = {
  trialSuccess: "Thank you for your interest! We'll be in touch soon via email.",
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactFailure: `There was an error sending your message. Please try again or contact us directly at ${company.phone.display}.`,
  pricingSuccess:
    "Pricing request sent successfully! We'll get back to you within 24 hours with a customized quote.",
  pricingFailure: `Failed to send your request. Please try again or contact us directly at ${company.phone.display}.`,
} as const;

/** The lead source SPEC.md gives trial sign-ups: the dropdown they come from. */
export const TRIAL_SOURCE = "Software Solutions Dropdown";
/** The interest text a trial sign-up carries as its message (SPEC.md section 7). */
export const TRIAL_INTEREST = `Interested in a free 7-day trial of ${company.software.name}.`;
