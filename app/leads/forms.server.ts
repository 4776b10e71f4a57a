import type { AppLoadContext } from "react-router";
import type { FormFields } from "~/forms/form.server";
import type { LeadFormName } from "./lead-forms";
import { leadValues } from "./leads.server";
import {
  coiRequestSchema,
  contactMessageSchema,
  pricingRequestSchema,
  trialSignupSchema,
} from "./leads.validation";
import { answerLeadForm, type LeadForm, submitLeadForm } from "./submission.server";

/** A form's description, its value's type read from its schema. */
const leadForm = <T>(form: LeadForm<T>) => form;

/** The lead forms: what each reads, checks and stores, and what it answers. */
const LEAD_FORMS = {
  contact: leadForm({
    name: "contact",
    fields: ["name", "email", "phone", "message"],
    schema: contactMessageSchema,
    lead: leadValues.contact,
    success: "forms.contact.success",
    failure: "forms.contact.failure",
  }),
  pricing: leadForm({
    name: "pricing",
    fields: ["name", "email", "phone", "company_size", "industry", "message"],
    schema: pricingRequestSchema,
    lead: leadValues.pricing,
    success: "forms.pricing.success",
    failure: "forms.pricing.failure",
  }),
  trial: leadForm({
    name: "trial",
    fields: ["name", "email"],
    schema: trialSignupSchema,
    lead: leadValues.trial,
    success: "forms.trial.success",
    failure: "forms.trial.failure",
  }),
  coi: leadForm({
    name: "coi",
    fields: [
      "name",
      "email",
      "phone",
      "company",
      "project_name",
      "project_address",
      "holder_name",
      "holder_address",
      "additional_insured",
      "waiver_of_subrogation",
      "primary_noncontributory",
      "needed_by",
    ],
    schema: coiRequestSchema,
    lead: leadValues.coi,
    success: "forms.coi.success",
    failure: "forms.coi.failure",
  }),
};

/**
 * Each lead form's action on a request. Without JavaScript each is posted to its page; the
 * page's script posts it to /api/leads/<name>.
 */
export const submitLead = {
  contact: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.contact),
  pricing: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.pricing),
  trial: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.trial),
  coi: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.coi),
} satisfies Record<LeadFormName, unknown>;

/** The contact form's action on a body the server has read itself (server/contact-post.ts). */
export function answerContactForm(body: FormFields, pagePath: string, context: AppLoadContext) {
  return answerLeadForm(body, pagePath, context, LEAD_FORMS.contact);
}
