import { z } from "zod";
import { typedDollars } from "~/forms/dollars";
import { emailSchema, optionalEmailSchema } from "~/forms/email";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { LANGUAGES } from "~/i18n/languages";
import { RETENTION } from "~/jobs/retention";
import { type CoiLimit, PORTAL_HEADINGS, REQUIREMENT_KINDS } from "./requirements/requirements";

/**
 * The subcontractor forms' checks (docs/product.md#subcontractors). Messages are keys of the
 * `subcontractors` namespace: the admin pages say them in English, the subcontractor's page in
 * their language.
 */

export const SUBCONTRACTOR_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  title: 120,
  description: 600,
  wording: 600,
  reason: 1000,
  number: 40,
} as const;

const required = (max: number) =>
  z
    .string("subcontractors.error.required")
    .trim()
    .min(1, "subcontractors.error.required")
    .max(max, "subcontractors.error.tooLong");

const optionalText = (max: number) =>
  z.string("subcontractors.error.tooLong").trim().max(max, "subcontractors.error.tooLong");

const emailMessages = {
  required: "subcontractors.error.required",
  tooLong: "subcontractors.error.tooLong",
  invalid: "subcontractors.error.emailInvalid",
};
const email = emailSchema(emailMessages);
const optionalEmail = optionalEmailSchema(emailMessages);

const id = z.uuid("subcontractors.error.unknown");

/**
 * A whole-dollar limit, optional: typed as the company profile's amounts are ("$1,000,000",
 * "1,000,000", "1000000"), at most a billion.
 */
const limit = z.preprocess(
  typedDollars,
  z
    .number("subcontractors.error.amountInvalid")
    .int("subcontractors.error.amountInvalid")
    .min(0, "subcontractors.error.amountInvalid")
    .max(1_000_000_000, "subcontractors.error.amountInvalid")
    .optional(),
);

const limits = {
  glOccurrence: limit,
  glAggregate: limit,
  auto: limit,
  umbrella: limit,
  workersComp: limit,
} satisfies Record<CoiLimit, typeof limit>;

export const requirementSetSchema = z.object({ name: required(SUBCONTRACTOR_LIMITS.title) });

export const requirementItemSchema = z.object({
  setId: id,
  kind: z.enum(REQUIREMENT_KINDS, "subcontractors.error.required"),
  title: optionalText(SUBCONTRACTOR_LIMITS.title),
  description: optionalText(SUBCONTRACTOR_LIMITS.description),
  heading: z.enum(PORTAL_HEADINGS, "subcontractors.error.required"),
  ...limits,
  additionalInsured: z.enum(["", "on"], "subcontractors.error.required"),
  waiver: z.enum(["", "on"], "subcontractors.error.required"),
  holderWording: optionalText(SUBCONTRACTOR_LIMITS.wording),
  licenseClass: optionalText(SUBCONTRACTOR_LIMITS.number),
});

export const inviteSchema = z.object({
  company: required(SUBCONTRACTOR_LIMITS.name),
  trade: required(SUBCONTRACTOR_LIMITS.name),
  contactName: required(SUBCONTRACTOR_LIMITS.name),
  email,
  brokerEmail: optionalEmail,
  setId: id,
  language: z.enum(LANGUAGES, "subcontractors.error.required"),
});

/** The public page's "send my link again": only an address. */
export const renewLinkSchema = z.object({ email });

/** What the subcontractor enters beside a file. */
export const documentFieldsSchema = z.object({
  requirementId: id,
  expiresOn: z
    .string("subcontractors.error.dateInvalid")
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "subcontractors.error.dateInvalid")
    .refine((value) => value === "" || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: "subcontractors.error.dateInvalid",
    }),
  number: optionalText(SUBCONTRACTOR_LIMITS.number),
});

export const reviewSchema = z
  .object({
    documentId: id,
    decision: z.enum(["approve", "reject"], "subcontractors.error.required"),
    reason: optionalText(SUBCONTRACTOR_LIMITS.reason),
  })
  .refine((review) => review.decision !== "reject" || review.reason !== "", {
    message: "subcontractors.error.reasonRequired",
    path: ["reason"],
  });

export const waiveSchema = z.object({
  requirementId: id,
  note: required(SUBCONTRACTOR_LIMITS.reason),
});

/** The admin's retention period for removed subcontractors' documents: whole years, 1 to 10. */
export const retentionSchema = z.object({
  years: z.coerce
    .number("subcontractors.error.unknown")
    .int("subcontractors.error.unknown")
    .min(RETENTION.subcontractorDocumentYears.min, "subcontractors.error.unknown")
    .max(RETENTION.subcontractorDocumentYears.max, "subcontractors.error.unknown"),
});
