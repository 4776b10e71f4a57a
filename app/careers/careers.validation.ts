import { z } from "zod";
import { PEOPLE_LIMITS } from "~/accounts/people/people.validation";
import { ticked } from "~/forms/checkbox";
import { typedDollars } from "~/forms/dollars";
import { emailSchema } from "~/forms/email";
import {
  APPLICATION_LIMITS,
  EMPLOYMENT_TYPES,
  PAY_PERIODS,
  POSTING_LIMITS,
  POSTING_STATUSES,
} from "./careers";

/** The careers forms' schemas: every message is a key of the careers catalogue. */

/** The values the messages name, written in a locale ("10,000"). */
export function careersMessageValues(format: (value: number) => string) {
  return {
    titleMax: format(POSTING_LIMITS.title),
    textMax: format(POSTING_LIMITS.text),
    nameMax: format(APPLICATION_LIMITS.name),
    licensesMax: format(APPLICATION_LIMITS.licenses),
    messageMax: format(APPLICATION_LIMITS.message),
    yearsMax: format(APPLICATION_LIMITS.years),
    hireNameMax: format(PEOPLE_LIMITS.name),
  };
}

const required = (key: string, tooLong: string, max: number) =>
  z.string(key).trim().min(1, key).max(max, tooLong);
const optional = (tooLong: string, max: number) =>
  z
    .string(tooLong)
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null);
/** Whole dollars, typed as people write pay: "38", "$38", "$120,000". */
const dollars = (key: string) =>
  z.preprocess(typedDollars, z.number(key).int(key).min(1, key).max(POSTING_LIMITS.pay, key));

/** The admin's posting form (/admin/careers/postings/…): the pay range is required. */
export const postingFormSchema = z
  .object({
    title: required(
      "careers.posting.titleRequired",
      "careers.posting.titleTooLong",
      POSTING_LIMITS.title,
    ),
    titleEs: optional("careers.posting.titleTooLong", POSTING_LIMITS.title),
    officeId: z
      .string("careers.posting.chooseOffice")
      .trim()
      .min(1, "careers.posting.chooseOffice")
      .max(80, "careers.posting.chooseOffice"),
    employmentType: z.enum(EMPLOYMENT_TYPES, "careers.posting.chooseType"),
    payMin: dollars("careers.posting.payRequired"),
    payMax: dollars("careers.posting.payRequired"),
    payPeriod: z.enum(PAY_PERIODS, "careers.posting.choosePeriod"),
    description: required(
      "careers.posting.descriptionRequired",
      "careers.posting.textTooLong",
      POSTING_LIMITS.text,
    ),
    descriptionEs: optional("careers.posting.textTooLong", POSTING_LIMITS.text),
    requirements: required(
      "careers.posting.requirementsRequired",
      "careers.posting.textTooLong",
      POSTING_LIMITS.text,
    ),
    requirementsEs: optional("careers.posting.textTooLong", POSTING_LIMITS.text),
    closesOn: z.iso.date("careers.posting.closesOnRequired"),
    status: z.enum(POSTING_STATUSES, "careers.posting.chooseStatus"),
  })
  .superRefine((form, context) => {
    if (form.payMax < form.payMin) {
      context.addIssue({ code: "custom", path: ["payMax"], message: "careers.posting.payOrder" });
    }
  });

export type PostingForm = z.infer<typeof postingFormSchema>;

/**
 * The application form (/careers/<posting>): no question about convictions (California's Fair
 * Chance Act). Years in the trade and the résumé are optional; the résumé is checked by
 * app/files.
 */
export const applicationFormSchema = z.object({
  name: required(
    "careers.apply.nameRequired",
    "careers.apply.nameTooLong",
    APPLICATION_LIMITS.name,
  ),
  email: emailSchema({
    invalid: "careers.apply.emailInvalid",
    tooLong: "careers.apply.emailInvalid",
  }),
  phone: z
    .string("careers.apply.phoneInvalid")
    .trim()
    .max(APPLICATION_LIMITS.phone, "careers.apply.phoneInvalid")
    .regex(/^[0-9+()\-.\s xX#]*$/, "careers.apply.phoneInvalid")
    .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 7, "careers.apply.phoneInvalid"),
  licenses: z
    .string("careers.apply.licensesTooLong")
    .trim()
    .max(APPLICATION_LIMITS.licenses, "careers.apply.licensesTooLong"),
  yearsInTrade: z
    .string("careers.apply.yearsInvalid")
    .trim()
    .regex(/^\d{0,2}$/, "careers.apply.yearsInvalid")
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(
      z
        .number()
        .int("careers.apply.yearsInvalid")
        .max(APPLICATION_LIMITS.years, "careers.apply.yearsInvalid")
        .nullable(),
    ),
  message: z
    .string("careers.apply.messageTooLong")
    .trim()
    .max(APPLICATION_LIMITS.message, "careers.apply.messageTooLong"),
});

/** The bound of a hire's first and last name, as an invitation at /admin/people has it. */
export const HIRE_NAME_MAX = PEOPLE_LIMITS.name;

/**
 * The applicant page's Hire form: the names the account is made with (started from the
 * application's), the first working day and whether the posting closes now.
 */
export const hireFormSchema = z.object({
  firstName: required("careers.hire.firstNameRequired", "careers.hire.nameTooLong", HIRE_NAME_MAX),
  lastName: required("careers.hire.lastNameRequired", "careers.hire.nameTooLong", HIRE_NAME_MAX),
  startDate: z.iso.date("careers.hire.startDateRequired"),
  closePosting: ticked,
});

export type HireForm = z.infer<typeof hireFormSchema>;

/** The applicant page's Reject form: with or without the courteous e-mail, chosen each time. */
export const rejectFormSchema = z.object({
  sendEmail: ticked,
});
