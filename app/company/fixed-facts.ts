/**
 * The company's fixed facts, beside its profile (edited at /admin/company; docs/decisions/0019):
 * pages, titles, legal texts, JSON-LD, e-mails and Better Auth read the current profile
 * (`useCompany()`, `companyNameFromMatches`, `context.company`), never the identity values here.
 * What still reads this object, and why:
 * - facts the profile does not hold: the founding year and years of experience, the support
 *   hours line, and the software's name and tagline (file names, subjects, the pricing page);
 * - the service pages' license explanations, written per license class (the lead forms' failure
 *   texts name the profile's phone, which each form island gets as a prop);
 * - the example defaults: the no-reply sender before a profile exists (DEFAULT_MAIL_FROM) and the
 *   tests, which compare pages with the example profile these values mirror.
 * Values are placeholders that are plainly placeholders: 555-01xx and example.com are fiction.
 */
export const company = {
  name: "Example Electric & Contracting",
  shortName: "Example Electric",
  founded: 2002,
  yearsOfExperience: "20+",
  states: ["California", "Florida"],
  phone: { display: "(555) 010-0100", tel: "+15550100100" },
  supportExtension: "224",
  fax: { display: "(555) 010-0199" },
  emergencyPhone: { display: "(555) 010-0911", tel: "+15550100911" },
  email: "info@example.com",
  hr: {
    name: "Human Resources",
    email: "hr@example.com",
    phone: "(555) 010-0100",
    extension: "205",
  },
  offices: [
    {
      id: "glendora",
      label: "Headquarters",
      street: "100 Example Avenue",
      city: "Glendora",
      region: "CA",
      postalCode: "91741",
    },
    {
      id: "pompano-beach",
      label: "Florida Office",
      street: "200 Example Boulevard",
      city: "Pompano Beach",
      region: "FL",
      postalCode: "33060",
    },
  ],
  licenses: ["B-General Contractor", "C10-Electrical", "C7-Low Voltage Systems"],
  hours: [
    { days: "Monday-Friday", short: "Mon-Fri", time: "9:00 AM-5:00 PM" },
    { days: "Saturday", short: "Sat", time: "10:00 AM-2:00 PM" },
    { days: "Sunday", short: "Sun", time: "Closed" },
  ],
  supportHours: "Technical and software development support: 24/7",
  software: { name: "Gatsy", tagline: "Contractor management software" },
} as const;

/** The external quote form; a deployment sets QUOTE_FORM_URL. */
export const DEFAULT_QUOTE_FORM_URL = "https://forms.example.com/quote";
/** Our address for it: the server redirects to the configured form (see marketing/routes/quote.ts). */
export const QUOTE_PATH = "/quote";

export function formatAddress(office: {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
}
