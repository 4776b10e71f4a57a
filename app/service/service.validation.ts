import { z } from "zod";
import { isTimeZoneName } from "~/company/time-zone";
import { emailSchema } from "~/forms/email";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { LANGUAGES } from "~/i18n/languages";
import { MAX_PRIORITIES, MAX_WINDOW_MINUTES, REQUEST_LEVELS } from "./service";

/**
 * The service desk's checks (docs/service-desk.md). Messages are keys of the `service`
 * namespace: the admin pages say them in English, the request form in the page's language.
 */

export const SERVICE_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  siteNumber: 40,
  address: 300,
  timeZone: 64,
  priorityName: 40,
  po: 60,
  trade: 80,
  description: 2000,
  location: 200,
  meet: 120,
  /** Whole dollars: a million at most. */
  nteDollars: 1_000_000,
  /** A contact's site list, as site numbers. */
  siteList: 2000,
} as const;

const required = (max: number) =>
  z
    .string("service.error.required")
    .trim()
    .min(1, "service.error.required")
    .max(max, "service.error.tooLong");

const optional = (max: number) =>
  z.string("service.error.tooLong").trim().max(max, "service.error.tooLong");

const email = emailSchema({
  required: "service.error.required",
  tooLong: "service.error.tooLong",
  invalid: "service.error.emailInvalid",
});

const phone = z
  .string("service.error.phoneInvalid")
  .trim()
  .max(SERVICE_LIMITS.phone, "service.error.tooLong")
  .regex(/^[0-9+().\-\s]*(?:(?:x|ext\.?)\s*\d{1,6})?$/i, "service.error.phoneInvalid");

export const timeZoneField = z
  .string("service.error.timeZoneInvalid")
  .trim()
  .min(1, "service.error.required")
  .max(SERVICE_LIMITS.timeZone, "service.error.timeZoneInvalid")
  .refine(isTimeZoneName, "service.error.timeZoneInvalid");

/** "" or whole dollars (commas allowed) up to the limit, as cents; "" is null. */
const dollars = z
  .string("service.error.amountInvalid")
  .trim()
  .transform((value) => value.replaceAll(",", "").replace(/^\$/, ""))
  .pipe(
    z
      .string()
      .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "service.error.amountInvalid")
      .refine((value) => value === "" || Number(value) <= SERVICE_LIMITS.nteDollars, {
        message: "service.error.amountInvalid",
      }),
  )
  .transform((value) => (value === "" ? null : Math.round(Number(value) * 100)));

const windowMinutes = z.coerce
  .number("service.error.windowInvalid")
  .int("service.error.windowInvalid")
  .min(1, "service.error.windowInvalid")
  .max(MAX_WINDOW_MINUTES, "service.error.windowInvalid");

export const prioritySchema = z.object({
  name: required(SERVICE_LIMITS.priorityName),
  respondMinutes: windowMinutes,
  onSiteMinutes: windowMinutes,
  completeMinutes: windowMinutes,
});

/** A client: its name and terms. The priorities come as rows (priority0Name…), read apart. */
export const clientSchema = z.object({
  name: required(SERVICE_LIMITS.name),
  poRequired: z.enum(["", "on"], "service.error.required").transform((value) => value === "on"),
  defaultNte: dollars,
});

export const prioritiesSchema = z
  .array(prioritySchema, "service.error.priorityNeeded")
  .min(1, "service.error.priorityNeeded")
  .max(MAX_PRIORITIES, "service.error.tooMany")
  .refine((rows) => new Set(rows.map((row) => row.name.toLowerCase())).size === rows.length, {
    message: "service.error.priorityDuplicate",
  });

export const siteSchema = z.object({
  siteNumber: required(SERVICE_LIMITS.siteNumber),
  name: required(SERVICE_LIMITS.name),
  address: required(SERVICE_LIMITS.address),
  timeZone: timeZoneField,
});

/** A contact: `sites` is "" (all the client's sites) or site numbers separated by commas. */
export const contactSchema = z.object({
  name: required(SERVICE_LIMITS.name),
  email,
  phone,
  language: z.enum(LANGUAGES, "service.error.required"),
  sites: optional(SERVICE_LIMITS.siteList).transform((value) =>
    value
      .split(/[,\n]/)
      .map((number) => number.trim())
      .filter(Boolean),
  ),
});

/** The public request form (docs/service-desk.md#requests). */
export const serviceRequestSchema = z.object({
  name: required(SERVICE_LIMITS.name),
  email,
  phone: phone.pipe(z.string().min(1, "service.error.required")),
  company: required(SERVICE_LIMITS.name),
  site: required(SERVICE_LIMITS.address),
  trade: required(SERVICE_LIMITS.trade),
  priority: z.enum(REQUEST_LEVELS, "service.error.required"),
  description: required(SERVICE_LIMITS.description),
  location: optional(SERVICE_LIMITS.location),
  po: optional(SERVICE_LIMITS.po),
  meet: optional(SERVICE_LIMITS.meet),
});

export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export type ClientInput = z.infer<typeof clientSchema>;
export type SiteInput = z.infer<typeof siteSchema>;
export type ContactInput = z.infer<typeof contactSchema>;

/** An amount that must be given: dollars and cents, more than zero. */
const amountDue = dollars.refine((cents) => cents !== null && cents > 0, {
  message: "service.error.amountInvalid",
});

export const CLIENT_VIEW_LIMITS = { reason: 500, invoiceNumber: 40 } as const;

/** The office asks the client to raise the not-to-exceed: the new amount and why. */
export const nteRaiseSchema = z.object({
  amount: amountDue,
  reason: required(CLIENT_VIEW_LIMITS.reason),
});

/** An invoice the office records on a completed work order. */
export const invoiceSchema = z.object({
  number: required(CLIENT_VIEW_LIMITS.invoiceNumber),
  issuedOn: z
    .string("service.error.dateInvalid")
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "service.error.dateInvalid")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "service.error.dateInvalid"),
  amount: amountDue,
});

/** A request for service sent again from the client's view: the site chosen from their list. */
export const repeatRequestSchema = serviceRequestSchema.omit({ site: true }).extend({
  siteId: z.uuid("service.error.siteChoose"),
});

/** The visit's bounds (docs/service-desk.md#the-visit). */
export const VISIT_LIMITS = {
  note: 2000,
  workDone: 4000,
  partsUsed: 2000,
  signoff: 120,
  caption: 200,
  /** A drawn signature as the canvas gives it (a PNG data URL): a few kilobytes, bounded well above. */
  signature: 200_000,
} as const;

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The office's dispatch: a technician and a time on the site's clock ("2026-06-02T09:30"). */
export const dispatchSchema = z.object({
  technician: required(64),
  scheduledFor: z
    .string("service.error.timeInvalid")
    .trim()
    .regex(WALL_TIME, "service.error.timeInvalid"),
});

/** A note on a work order's timeline, a technician's or a client contact's. */
export const noteSchema = z.object({ note: required(VISIT_LIMITS.note) });
export const partsSchema = z.object({ partsUsed: optional(VISIT_LIMITS.partsUsed) });

const SIGNATURE_DATA = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** Check-out: what was done, the parts, the customer's sign-off; the signature if drawn. */
export const checkOutSchema = z.object({
  workDone: required(VISIT_LIMITS.workDone),
  partsUsed: optional(VISIT_LIMITS.partsUsed),
  signoffName: required(VISIT_LIMITS.signoff),
  signoffTitle: required(VISIT_LIMITS.signoff),
  signature: z
    .string("service.error.signatureInvalid")
    .max(VISIT_LIMITS.signature, "service.error.signatureInvalid")
    .refine(
      (value) => value === "" || SIGNATURE_DATA.test(value),
      "service.error.signatureInvalid",
    ),
});

/**
 * Making a work order of a service request lead (docs/service-desk.md#from-a-lead): `client` is
 * an existing client's id, or "" for a new one named `clientName`; a site the client has not got
 * needs its name and address too (checked once the site number is looked up).
 */
export const leadOrderSchema = z
  .object({
    client: z.union([z.literal(""), z.uuid("service.error.required")], "service.error.required"),
    clientName: optional(SERVICE_LIMITS.name),
    siteNumber: required(SERVICE_LIMITS.siteNumber),
    siteName: optional(SERVICE_LIMITS.name),
    siteAddress: optional(SERVICE_LIMITS.address),
    timeZone: timeZoneField,
    addContact: z.enum(["", "on"], "service.error.required").transform((value) => value === "on"),
  })
  .refine((form) => form.client !== "" || form.clientName !== "", {
    message: "service.error.required",
    path: ["clientName"],
  });
