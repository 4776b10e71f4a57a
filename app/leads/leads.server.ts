import { type OfficeFacts, officePath } from "~/company/facts";
import { officeWithCity } from "~/company/office-label";
import type { Database, Transaction } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import { mayAcknowledge } from "~/mail/acknowledgement-limit.server";
import type { CompanyMailSettings } from "~/mail/mailer.server";
import type {
  CoiRequest,
  ContactMessage,
  PricingRequest,
  TrialSignup,
} from "./forms/leads.validation";
import { TRIAL_INTEREST, TRIAL_SOURCE } from "./forms/trial-lead";
import { acknowledgesVisitor, enqueueLeadMail } from "./lead-mail.server";
import type { Lead, NewLead } from "./leads.schema";
import { insertReceivedLead } from "./pipeline/pipeline.server";

export type NewLeadValues = Omit<NewLead, "id" | "createdAt" | "lastActivityAt">;

/**
 * Stores a lead, its "received" timeline entry and its e-mail in one transaction: a stored lead
 * always has its notification queued, and delivery (later, with retries) can never lose the lead.
 */
export async function storeLead(
  db: Database,
  values: NewLeadValues,
  mail: CompanyMailSettings,
  now = new Date(),
): Promise<Lead> {
  return db.transaction((tx) => insertLead(tx, values, mail, now));
}

/**
 * `storeLead`'s work inside a transaction the caller holds (the forms count the client's post in
 * the same one). The visitor's acknowledgement is counted there too and queued only while the
 * address has some left today, so a lead that is not stored uses none of them.
 */
export async function insertLead(
  tx: Transaction,
  values: NewLeadValues,
  mail: CompanyMailSettings,
  now = new Date(),
): Promise<Lead> {
  const stored = await insertReceivedLead(tx, { ...values, createdAt: now, lastActivityAt: now });
  const acknowledge =
    acknowledgesVisitor(stored.kind) &&
    (await mayAcknowledge(tx, stored.email, now, mail.acknowledgementsPerDomain));
  await enqueueLeadMail(tx, stored, mail, acknowledge);
  return stored;
}

const CONTACT_SOURCE = "Contact Form";
export const PRICING_SOURCE = "Pricing Form";
const COI_SOURCE = "Certificate of Insurance Request";

/** The wording a certificate must carry, as the office reads it. */
function coiWording(request: CoiRequest): string {
  const wording = [
    request.additional_insured ? "additional insured" : "",
    request.waiver_of_subrogation ? "waiver of subrogation" : "",
    request.primary_noncontributory ? "primary and non-contributory" : "",
  ].filter(Boolean);
  return wording.length > 0 ? wording.join(", ") : "none named";
}

/**
 * How a lead names the office it came from: "Headquarters (Glendora, CA) /locations/glendora".
 * A slug the profile no longer has (renamed since the page was loaded) is kept as sent.
 */
function officeNamed(slug: string, offices: readonly OfficeFacts[]): string {
  const office = offices.find((candidate) => candidate.id === slug);
  const path = officePath(slug);
  return office ? `${officeWithCity(office, "en")} ${path}` : path;
}

/** The lead each form's checked value makes, in the language of the page it came from. */
export const leadValues = {
  trial: (signup: TrialSignup, language: Lang): NewLeadValues => ({
    kind: "trial",
    name: signup.name,
    email: signup.email,
    message: TRIAL_INTEREST,
    source: TRIAL_SOURCE,
    language,
  }),
  /** From an office's page, the office travels in the details (the inbox and the e-mail name it). */
  contact: (
    contact: ContactMessage,
    language: Lang,
    offices: readonly OfficeFacts[] = [],
  ): NewLeadValues => ({
    kind: "contact",
    name: contact.name,
    email: contact.email,
    phone: contact.phone ?? null,
    message: contact.message,
    source: CONTACT_SOURCE,
    ...(contact.office ? { details: { office: officeNamed(contact.office, offices) } } : {}),
    language,
  }),
  /** Size and industry travel in the lead's details. */
  pricing: (request: PricingRequest, language: Lang): NewLeadValues => ({
    kind: "pricing",
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: request.message || null,
    source: PRICING_SOURCE,
    details: { company_size: request.company_size, industry: request.industry },
    language,
  }),
  /** The request's fields travel in the details; the date needed is the lead's follow-up. */
  coi: (request: CoiRequest, language: Lang): NewLeadValues => ({
    kind: "coi",
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: null,
    source: COI_SOURCE,
    details: {
      company: request.company,
      project_name: request.project_name,
      project_address: request.project_address,
      certificate_holder: request.holder_name,
      certificate_holder_address: request.holder_address,
      wording_needed: coiWording(request),
      needed_by: request.needed_by,
    },
    followUpOn: request.needed_by,
    language,
  }),
};
