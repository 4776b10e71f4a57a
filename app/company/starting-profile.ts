import { type CompanyProfile, exampleProfile } from "./profile";

/**
 * What a fresh install's profile starts from without COMPANY_PROFILE_FILE: the example profile,
 * with the quote form and lead inbox a deployment already configured. Once stored, the profile
 * wins; these settings are not read again.
 */
export function startingProfile(env: {
  QUOTE_FORM_URL?: string;
  COMPANY_INBOX?: string;
}): CompanyProfile {
  return {
    ...exampleProfile,
    quoteFormUrl: env.QUOTE_FORM_URL ?? exampleProfile.quoteFormUrl,
    leadInbox: env.COMPANY_INBOX ?? exampleProfile.leadInbox,
  };
}
