import { z } from "zod";
import { SERVICE_SLUGS } from "~/site/page-table";
import { MARKET_SLUGS } from "./markets";

/**
 * The company's own identity as its office edits it at /admin/company: one schema for the
 * admin form, the JSON file a fresh install may start from (COMPANY_PROFILE_FILE) and the
 * stored copy. Every text is bounded and plain (no markup), every address http(s).
 */

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LIMITS = {
  offices: 6,
  licenses: 8,
  states: 10,
  socialLinks: 8,
  certifications: 8,
  insurance: 8,
  naicsCodes: 12,
  remittanceLines: 5,
} as const;

/** A one-line plain text: trimmed, bounded, without angle brackets (no markup, no scripts). */
function plainText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^<>]*$/, `${label} must be plain text, without < or >`)
    .regex(/^[^\p{Cc}]*$/u, `${label} must be on one line`);
}

function optionalPlainText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^<>]*$/, `${label} must be plain text, without < or >`)
    .regex(/^[^\p{Cc}]*$/u, `${label} must be on one line`)
    .default("");
}

function phoneNumber(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(30, `${label} must be at most 30 characters`)
    .regex(
      /^\+?[0-9 ().-]+$/,
      `${label} must be a phone number: digits, spaces, ( ) - . and a leading +`,
    )
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, `${label} must have 7 to 15 digits`);
}

function extension(label: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, `${label} must be up to 6 digits`)
    .default("");
}

function emailAddress(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email(`${label} must be one e-mail address`));
}

function webAddress(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .pipe(
      z.url({ protocol: /^https?$/, error: `${label} must be an http:// or https:// address` }),
    );
}

/** A calendar day (YYYY-MM-DD) that exists, or blank: an expiry the office may not know. */
function optionalDate(label: string) {
  return z
    .string()
    .trim()
    .default("")
    .refine(
      (value) => value === "" || isCalendarDay(value),
      `${label} must be a date (YYYY-MM-DD)`,
    );
}

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An optional code of a fixed form (upper-cased): blank, or matching `pattern`. */
function optionalCode(label: string, pattern: RegExp, form: string) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .default("")
    .refine((value) => value === "" || pattern.test(value), `${label} must be ${form}`);
}

/** Whole dollars, typed with or without "$" and thousands separators. */
function dollars(label: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const digits = value.replace(/[$,\s]/g, "");
      return digits === "" ? undefined : Number(digits);
    },
    z
      .number({ error: `${label} is required, in whole dollars` })
      .int(`${label} must be whole dollars`)
      .min(1, `${label} must be more than 0`)
      .max(1_000_000_000, `${label} must be at most $1,000,000,000`),
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One day's opening hours: both times (24-hour HH:MM), or null when the office is closed. */
const dayHours = (day: string) =>
  z
    .object({
      opens: z.string().trim().regex(TIME, `${day}: opening time must be HH:MM (24-hour)`),
      closes: z.string().trim().regex(TIME, `${day}: closing time must be HH:MM (24-hour)`),
    })
    .refine((hours) => hours.closes > hours.opens, {
      message: `${day}: closing time must be after opening time`,
      path: ["closes"],
    })
    .nullable();

const capitalized = (day: Weekday) => day[0]?.toUpperCase() + day.slice(1);

const weekHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(capitalized(day))])) as Record<
    Weekday,
    ReturnType<typeof dayHours>
  >,
);

/** An office page's address part (/locations/<slug>): lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Pompano Beach" → "pompano-beach": the slug an office gets when none is typed. */
export function slugOf(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60)
      .replace(/-$/, "") || "office"
  );
}

/** A coordinate typed as text or stored as a number, within `bound` degrees either way. */
function coordinate(label: string, bound: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      return value.trim() === "" ? undefined : Number(value.trim());
    },
    z
      .number({ error: `${label} must be a number of degrees` })
      .min(-bound, `${label} must be between -${bound} and ${bound}`)
      .max(bound, `${label} must be between -${bound} and ${bound}`),
  );
}

/** Where an office is on the map (its page's JSON-LD `geo`): optional. */
const geoSchema = z.object({
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});

const officeFields = z.object({
  name: plainText("Office name", 60),
  /** The name Spanish pages show ("Oficina central"); blank: the name above, in every language. */
  nameEs: optionalPlainText("Office name in Spanish", 60),
  street: plainText("Street", 120),
  city: plainText("City", 60),
  state: plainText("State", 40),
  zip: z
    .string({ error: "ZIP is required" })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "ZIP must be 5 digits, or 5+4 (12345-6789)"),
  phone: phoneNumber("Office phone"),
  hours: weekHours,
  headquarters: z.boolean().default(false),
  /** Its page's address, /locations/<slug>; blank: made from the city, then kept as stored. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(60, "Page address must be at most 60 characters")
    .refine(
      (value) => value === "" || SLUG.test(value),
      "Page address must be lower-case letters, digits and single hyphens (pompano-beach)",
    )
    .default(""),
  geo: geoSchema.nullable().default(null),
  /** What its page says the office does: the six services' slugs and the markets'; all by default. */
  services: z
    .array(z.enum(SERVICE_SLUGS, "Choose services from the list"))
    .default([...SERVICE_SLUGS]),
  markets: z.array(z.enum(MARKET_SLUGS, "Choose markets from the list")).default([...MARKET_SLUGS]),
});

export const officeSchema = officeFields.transform((office) => ({
  ...office,
  slug: office.slug || slugOf(office.city),
}));

export const licenseSchema = z.object({
  name: plainText("License name", 80),
  number: optionalPlainText("License number", 40),
  /** The classification as the state writes it ("B", "C-10", "EC"). */
  classification: optionalPlainText("License class", 20),
  /** The issuing state's two-letter code: it picks the public look-up (app/company/lookups.ts). */
  state: optionalCode("License state", /^[A-Z]{2}$/, "a two-letter state code (CA, FL)"),
  expires: optionalDate("License expiry"),
});

export const certificationSchema = z.object({
  name: plainText("Certification", 80),
  number: optionalPlainText("Certification number", 40),
  expires: optionalDate("Certification expiry"),
});

export const insurancePolicySchema = z
  .object({
    kind: plainText("Coverage", 60),
    carrier: plainText("Carrier", 80),
    perOccurrence: dollars("Per-occurrence limit"),
    aggregate: dollars("Aggregate limit"),
    expires: optionalDate("Policy expiry"),
  })
  .refine((policy) => policy.aggregate >= policy.perOccurrence, {
    message: "Aggregate limit must be at least the per-occurrence limit",
    path: ["aggregate"],
  });

/** The current W-9 (a stored file, app/files) and the tax year it was signed for. */
export const w9Schema = z.object({
  fileId: z.uuid(),
  name: plainText("W-9 file name", 120),
  taxYear: z.number().int().min(2000).max(2100),
});

export const socialLinkSchema = z.object({
  label: plainText("Link name", 40),
  url: webAddress("Profile address"),
});

export const companyProfileSchema = z
  .object({
    legalName: plainText("Legal name", 120),
    shortName: plainText("Short name", 60),
    tagline: plainText("Tagline", 160),
    mainPhone: phoneNumber("Main phone"),
    fax: phoneNumber("Fax"),
    emergencyPhone: phoneNumber("24/7 emergency line"),
    aboutExtension: extension("24/7 support extension"),
    email: emailAddress("General e-mail"),
    hrEmail: emailAddress("HR e-mail"),
    hrExtension: extension("HR extension"),
    offices: z
      .array(officeSchema, { error: "Offices must be a list" })
      .min(1, "Give at least one office")
      .max(LIMITS.offices, `At most ${LIMITS.offices} offices`),
    licenses: z
      .array(licenseSchema, { error: "Licenses must be a list" })
      .max(LIMITS.licenses, `At most ${LIMITS.licenses} licenses`),
    statesServed: z
      .array(plainText("State served", 40), { error: "States served must be a list" })
      .min(1, "Give at least one state served")
      .max(LIMITS.states, `At most ${LIMITS.states} states`),
    socialLinks: z
      .array(socialLinkSchema, { error: "Social links must be a list" })
      .max(LIMITS.socialLinks, `At most ${LIMITS.socialLinks} social links`),
    quoteFormUrl: webAddress("Quote form address"),
    leadInbox: emailAddress("Lead inbox"),
    // Credentials (docs/product.md#credentials): none is needed by a fresh install.
    /** California DIR public-works contractor registration: ten digits. */
    dirNumber: optionalCode("DIR registration number", /^\d{10}$/, "10 digits"),
    dirExpires: optionalDate("DIR registration expiry"),
    /** SAM.gov's Unique Entity ID: 12 letters and digits. */
    uei: optionalCode("UEI", /^[A-Z0-9]{12}$/, "12 letters and digits"),
    cage: optionalCode("CAGE code", /^[A-Z0-9]{5}$/, "5 letters and digits"),
    naicsCodes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{6}$/, "Each NAICS code must be 6 digits"),
        {
          error: "NAICS codes must be a list",
        },
      )
      .max(LIMITS.naicsCodes, `At most ${LIMITS.naicsCodes} NAICS codes`)
      .default([]),
    certifications: z
      .array(certificationSchema, { error: "Certifications must be a list" })
      .max(LIMITS.certifications, `At most ${LIMITS.certifications} certifications`)
      .default([]),
    insurance: z
      .array(insurancePolicySchema, { error: "Insurance policies must be a list" })
      .max(LIMITS.insurance, `At most ${LIMITS.insurance} insurance policies`)
      .default([]),
    /** Where checks are mailed: up to five lines ("Accounts Receivable", "PO Box 12"…). */
    remittanceAddress: z
      .array(plainText("Remittance address line", 80), {
        error: "The remittance address must be a list of lines",
      })
      .max(LIMITS.remittanceLines, `At most ${LIMITS.remittanceLines} lines`)
      .default([]),
    w9: w9Schema.nullable().default(null),
  })
  .superRefine((profile, context) => {
    const seen = new Set<string>();
    profile.offices.forEach((office, index) => {
      const key = office.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          message: `Another office is already named "${office.name}"`,
          path: ["offices", index, "name"],
        });
      }
      seen.add(key);
    });
    const slugs = new Set<string>();
    profile.offices.forEach((office, index) => {
      if (slugs.has(office.slug)) {
        context.addIssue({
          code: "custom",
          message: `Another office already has the page address "${office.slug}"`,
          path: ["offices", index, "slug"],
        });
      }
      slugs.add(office.slug);
    });
    const headquarters = profile.offices.filter((office) => office.headquarters).length;
    if (headquarters !== 1) {
      context.addIssue({
        code: "custom",
        message: "Exactly one office must be the headquarters",
        path: ["offices"],
      });
    }
  });

export type CompanyProfile = z.output<typeof companyProfileSchema>;
export type Office = CompanyProfile["offices"][number];
export type License = CompanyProfile["licenses"][number];
export type Certification = CompanyProfile["certifications"][number];
export type InsurancePolicy = CompanyProfile["insurance"][number];
export type WeekHours = Office["hours"];

/** Field path (as the admin form names its inputs, `offices.0.name`) → its first message. */
export function profileErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

const officeHours: WeekHours = {
  monday: { opens: "09:00", closes: "17:00" },
  tuesday: { opens: "09:00", closes: "17:00" },
  wednesday: { opens: "09:00", closes: "17:00" },
  thursday: { opens: "09:00", closes: "17:00" },
  friday: { opens: "09:00", closes: "17:00" },
  saturday: { opens: "10:00", closes: "14:00" },
  sunday: null,
};

/**
 * The profile a fresh install starts from: plainly fictional values (555-01xx numbers,
 * example.com addresses), to be replaced before launch.
 */
export const exampleProfile: CompanyProfile = {
  legalName: "Example Electric & Contracting",
  shortName: "Example Electric",
  tagline: "Licensed electrical, telecommunications, low-voltage and general contractor",
  mainPhone: "(555) 010-0100",
  fax: "(555) 010-0199",
  emergencyPhone: "(555) 010-0911",
  aboutExtension: "224",
  email: "info@example.com",
  hrEmail: "hr@example.com",
  hrExtension: "205",
  offices: [
    {
      name: "Headquarters",
      nameEs: "Oficina central",
      street: "100 Example Avenue",
      city: "Glendora",
      state: "CA",
      zip: "91741",
      phone: "(555) 010-0100",
      hours: officeHours,
      headquarters: true,
      slug: "glendora",
      geo: null,
      services: [...SERVICE_SLUGS],
      markets: [...MARKET_SLUGS],
    },
    {
      name: "Florida Office",
      nameEs: "Oficina de Florida",
      street: "200 Example Boulevard",
      city: "Pompano Beach",
      state: "FL",
      zip: "33060",
      phone: "(555) 010-0100",
      hours: officeHours,
      headquarters: false,
      slug: "pompano-beach",
      geo: null,
      services: [...SERVICE_SLUGS],
      markets: [...MARKET_SLUGS],
    },
  ],
  licenses: [
    { name: "B-General Contractor", number: "", classification: "B", state: "CA", expires: "" },
    { name: "C10-Electrical", number: "", classification: "C-10", state: "CA", expires: "" },
    {
      name: "C7-Low Voltage Systems",
      number: "",
      classification: "C-7",
      state: "CA",
      expires: "",
    },
  ],
  statesServed: ["California", "Florida"],
  socialLinks: [],
  quoteFormUrl: "https://forms.example.com/quote",
  leadInbox: "info@example.com",
  dirNumber: "",
  dirExpires: "",
  uei: "",
  cage: "",
  naicsCodes: [],
  certifications: [],
  insurance: [],
  remittanceAddress: [],
  w9: null,
};
