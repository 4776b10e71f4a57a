import { z } from "zod";
import { typedDollars } from "~/forms/dollars";
import { emailSchema, optionalEmailSchema } from "~/forms/email";
import { MARKET_SLUGS } from "~/site/markets";
import { SERVICE_SLUGS } from "~/site/page-table";

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

/**
 * The schema's messages are keys of the `admin` catalogue (docs/decisions/0047): a rule's
 * `{label}` is its field's, found from the issue's path (`profileErrors`, profile-messages.server.ts).
 */
const NOT_VALID = { error: "admin.profile.invalid" };

/** A one-line plain text: trimmed, bounded, without angle brackets (no markup, no scripts). */
function plainText(max: number) {
  return z
    .string({ error: "admin.profile.required" })
    .trim()
    .min(1, "admin.profile.required")
    .max(max, "admin.profile.tooLong")
    .regex(/^[^<>]*$/, "admin.profile.plainText")
    .regex(/^[^\p{Cc}]*$/u, "admin.profile.oneLine");
}

function optionalPlainText(max: number) {
  return z
    .string(NOT_VALID)
    .trim()
    .max(max, "admin.profile.tooLong")
    .regex(/^[^<>]*$/, "admin.profile.plainText")
    .regex(/^[^\p{Cc}]*$/u, "admin.profile.oneLine")
    .default("");
}

function phoneNumber() {
  return z
    .string({ error: "admin.profile.required" })
    .trim()
    .min(1, "admin.profile.required")
    .max(30, "admin.profile.tooLong")
    .regex(/^\+?[0-9 ().-]+$/, "admin.profile.phoneCharacters")
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, "admin.profile.phoneDigits");
}

function extension() {
  return z
    .string(NOT_VALID)
    .trim()
    .regex(/^\d{0,6}$/, "admin.profile.extension")
    .default("");
}

function emailAddress() {
  return emailSchema({ invalid: "admin.profile.email", tooLong: "admin.profile.tooLong" });
}

function webAddress() {
  return z
    .string({ error: "admin.profile.required" })
    .trim()
    .max(2000, "admin.profile.tooLong")
    .pipe(z.url({ protocol: /^https?$/, error: "admin.profile.webAddress" }));
}

/** A calendar day (YYYY-MM-DD) that exists, or blank: an expiry the office may not know. */
function optionalDate() {
  return z
    .string(NOT_VALID)
    .trim()
    .default("")
    .refine((value) => value === "" || isCalendarDay(value), "admin.profile.date");
}

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An optional code of a fixed form (upper-cased): blank, or matching `pattern`. */
function optionalCode(pattern: RegExp, message: string) {
  return z
    .string(NOT_VALID)
    .trim()
    .toUpperCase()
    .default("")
    .refine((value) => value === "" || pattern.test(value), message);
}

/** An address the profile may leave blank (the on-call addresses of docs/service-desk.md). */
function optionalEmailAddress() {
  return optionalEmailSchema({
    invalid: "admin.profile.email",
    tooLong: "admin.profile.tooLong",
  }).default("");
}

/** The longest wait before an unacknowledged emergency escalates: four hours. */
export const MAX_ESCALATION_MINUTES = 240;

/** Minutes before an unacknowledged emergency escalates: whole, 1 to 240; 15 unless set. */
function escalationMinutes() {
  return z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z
        .number({ error: "admin.profile.escalationMinutes" })
        .int("admin.profile.escalationMinutes")
        .min(1, "admin.profile.escalationMinutes")
        .max(MAX_ESCALATION_MINUTES, "admin.profile.escalationMinutes"),
    )
    .default(15);
}

/** Whole dollars, typed with or without "$" and thousands separators. */
function dollars() {
  return z.preprocess(
    typedDollars,
    z
      .number({ error: "admin.profile.dollarsRequired" })
      .int("admin.profile.wholeDollars")
      .min(1, "admin.profile.dollarsTooSmall")
      .max(1_000_000_000, "admin.profile.dollarsTooLarge"),
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One day's opening hours: both times (24-hour HH:MM), or null when the office is closed. */
const dayHours = z
  .object(
    {
      opens: z.string(NOT_VALID).trim().regex(TIME, "admin.profile.opens"),
      closes: z.string(NOT_VALID).trim().regex(TIME, "admin.profile.closes"),
    },
    NOT_VALID,
  )
  .refine((hours) => hours.closes > hours.opens, {
    message: "admin.profile.closesAfterOpens",
    path: ["closes"],
  })
  .nullable();

const weekHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
  NOT_VALID,
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
function coordinate(bound: 90 | 180) {
  const range = bound === 90 ? "admin.profile.latitudeRange" : "admin.profile.longitudeRange";
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      return value.trim() === "" ? undefined : Number(value.trim());
    },
    z.number({ error: "admin.profile.degrees" }).min(-bound, range).max(bound, range),
  );
}

/** Where an office is on the map (its page's JSON-LD `geo`): optional. */
const geoSchema = z.object(
  {
    latitude: coordinate(90),
    longitude: coordinate(180),
  },
  NOT_VALID,
);

const officeFields = z.object(
  {
    name: plainText(60),
    /** The name Spanish pages show ("Oficina central"); blank: the name above, in every language. */
    nameEs: optionalPlainText(60),
    street: plainText(120),
    city: plainText(60),
    state: plainText(40),
    zip: z
      .string({ error: "admin.profile.required" })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "admin.profile.zip"),
    phone: phoneNumber(),
    hours: weekHours,
    headquarters: z.boolean({ error: "admin.profile.yesOrNo" }).default(false),
    /** Its page's address, /locations/<slug>; blank: made from the city, then kept as stored. */
    slug: z
      .string(NOT_VALID)
      .trim()
      .toLowerCase()
      .max(60, "admin.profile.tooLong")
      .refine((value) => value === "" || SLUG.test(value), "admin.profile.slug")
      .default(""),
    geo: geoSchema.nullable().default(null),
    /** What its page says the office does: the six services' slugs and the markets'; all by default. */
    services: z
      .array(z.enum(SERVICE_SLUGS, "admin.profile.fromTheList"), NOT_VALID)
      .default([...SERVICE_SLUGS]),
    markets: z
      .array(z.enum(MARKET_SLUGS, "admin.profile.fromTheList"), NOT_VALID)
      .default([...MARKET_SLUGS]),
  },
  NOT_VALID,
);

export const officeSchema = officeFields.transform((office) => ({
  ...office,
  slug: office.slug || slugOf(office.city),
}));

export const licenseSchema = z.object(
  {
    name: plainText(80),
    number: optionalPlainText(40),
    /** The classification as the state writes it ("B", "C-10", "EC"). */
    classification: optionalPlainText(20),
    /** The issuing state's two-letter code: it picks the public look-up (app/company/lookups.ts). */
    state: optionalCode(/^[A-Z]{2}$/, "admin.profile.stateCode"),
    expires: optionalDate(),
  },
  NOT_VALID,
);

export const certificationSchema = z.object(
  {
    name: plainText(80),
    number: optionalPlainText(40),
    expires: optionalDate(),
  },
  NOT_VALID,
);

export const insurancePolicySchema = z
  .object(
    {
      kind: plainText(60),
      carrier: plainText(80),
      perOccurrence: dollars(),
      aggregate: dollars(),
      expires: optionalDate(),
    },
    NOT_VALID,
  )
  .refine((policy) => policy.aggregate >= policy.perOccurrence, {
    message: "admin.profile.aggregateBelowOccurrence",
    path: ["aggregate"],
  });

/** The current W-9 (a stored file, app/files) and the tax year it was signed for. */
export const w9Schema = z.object(
  {
    fileId: z.uuid(NOT_VALID),
    name: plainText(120),
    taxYear: z.number(NOT_VALID).int(NOT_VALID).min(2000, NOT_VALID).max(2100, NOT_VALID),
  },
  NOT_VALID,
);

export const socialLinkSchema = z.object(
  {
    label: plainText(40),
    url: webAddress(),
  },
  NOT_VALID,
);

export const companyProfileSchema = z
  .object(
    {
      legalName: plainText(120),
      shortName: plainText(60),
      tagline: plainText(160),
      mainPhone: phoneNumber(),
      fax: phoneNumber(),
      emergencyPhone: phoneNumber(),
      aboutExtension: extension(),
      email: emailAddress(),
      hrEmail: emailAddress(),
      hrExtension: extension(),
      offices: z
        .array(officeSchema, { error: "admin.profile.officesNotList" })
        .min(1, "admin.profile.officesNone")
        .max(LIMITS.offices, "admin.profile.officesTooMany"),
      licenses: z
        .array(licenseSchema, { error: "admin.profile.licensesNotList" })
        .max(LIMITS.licenses, "admin.profile.licensesTooMany"),
      statesServed: z
        .array(plainText(40), { error: "admin.profile.statesNotList" })
        .min(1, "admin.profile.statesNone")
        .max(LIMITS.states, "admin.profile.statesTooMany"),
      socialLinks: z
        .array(socialLinkSchema, { error: "admin.profile.socialLinksNotList" })
        .max(LIMITS.socialLinks, "admin.profile.socialLinksTooMany"),
      quoteFormUrl: webAddress(),
      leadInbox: emailAddress(),
      // Credentials (docs/product.md#credentials): none is needed by a fresh install.
      /** California DIR public-works contractor registration: ten digits. */
      dirNumber: optionalCode(/^\d{10}$/, "admin.profile.dirNumber"),
      dirExpires: optionalDate(),
      /** SAM.gov's Unique Entity ID: 12 letters and digits. */
      uei: optionalCode(/^[A-Z0-9]{12}$/, "admin.profile.uei"),
      cage: optionalCode(/^[A-Z0-9]{5}$/, "admin.profile.cage"),
      naicsCodes: z
        .array(
          z
            .string(NOT_VALID)
            .trim()
            .regex(/^\d{6}$/, "admin.profile.naicsCode"),
          { error: "admin.profile.naicsNotList" },
        )
        .max(LIMITS.naicsCodes, "admin.profile.naicsTooMany")
        .default([]),
      certifications: z
        .array(certificationSchema, { error: "admin.profile.certificationsNotList" })
        .max(LIMITS.certifications, "admin.profile.certificationsTooMany")
        .default([]),
      insurance: z
        .array(insurancePolicySchema, { error: "admin.profile.insuranceNotList" })
        .max(LIMITS.insurance, "admin.profile.insuranceTooMany")
        .default([]),
      /** Where checks are mailed: up to five lines ("Accounts Receivable", "PO Box 12"…). */
      remittanceAddress: z
        .array(plainText(80), { error: "admin.profile.remittanceNotList" })
        .max(LIMITS.remittanceLines, "admin.profile.remittanceTooMany")
        .default([]),
      w9: w9Schema.nullable().default(null),
      // The service desk's on-call settings (docs/service-desk.md#clocks): none is needed.
      onCallEmail: optionalEmailAddress(),
      escalationEmail: optionalEmailAddress(),
      escalationMinutes: escalationMinutes(),
    },
    { error: "admin.profile.notAnObject" },
  )
  .superRefine((profile, context) => {
    const seen = new Set<string>();
    profile.offices.forEach((office, index) => {
      const key = office.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          message: "admin.profile.officeNameTaken",
          params: { name: office.name },
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
          message: "admin.profile.officeSlugTaken",
          params: { slug: office.slug },
          path: ["offices", index, "slug"],
        });
      }
      slugs.add(office.slug);
    });
    const headquarters = profile.offices.filter((office) => office.headquarters).length;
    if (headquarters !== 1) {
      context.addIssue({
        code: "custom",
        message: "admin.profile.oneHeadquarters",
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
  onCallEmail: "",
  escalationEmail: "",
  escalationMinutes: 15,
};
