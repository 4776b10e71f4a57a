import type { AppLoadContext } from "react-router";
import type { LeadFormName } from "./lead-forms";
import { recordContactMessage, recordPricingRequest, recordTrialSignup } from "./leads.server";
import { contactMessageSchema, pricingRequestSchema, trialSignupSchema } from "./leads.validation";
import { submitLeadForm } from "./submission.server";

const _mainPhone = (context: AppLoadContext) => context.company.facts().phone.display;

/**
 * The three lead forms: what each reads, checks and stores, and what it answers. Without
 * JavaScript each is posted to its page; the page's script posts it to /api/leads/<name>.
 */
export const submitLead = {
  contact: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, {
      name: "contact",
      fields: ["name", "email", "phone", "message"],
      schema: contactMessageSchema,
      store: recordContactMessage,
      success: "forms.contact.success",
      failure: "forms.contact.failure",
    }),
  pricing: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, {
      name: "pricing",
      fields: ["name", "email", "phone", "company_size", "industry", "message"],
      schema: pricingRequestSchema,
      store: recordPricingRequest,
      success: "forms.pricing.success",
      failure: "forms.pricing.failure",
    }),
  trial: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, {
      name: "trial",
      fields: ["name", "email"],
      schema: trialSignupSchema,
      store: recordTrialSignup,
      success: "forms.trial.success",
      failure: "forms.trial.failure",
    }),
} satisfies Record<LeadFormName, unknown>;
