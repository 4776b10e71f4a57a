import type { AppLoadContext } from "react-router";
import { messages } from "~/site/messages";
import { recordContactMessage, recordPricingRequest, recordTrialSignup } from "./leads.server";
import { contactMessageSchema, pricingRequestSchema, trialSignupSchema } from "./leads.validation";
import { submitLeadForm } from "./submission.server";
import type { LeadFormName } from "./useLeadForm";

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
      success: messages.contactSuccess,
      failure: messages.contactFailure,
    }),
  pricing: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, {
      name: "pricing",
      fields: ["name", "email", "phone", "company_size", "industry", "message"],
      schema: pricingRequestSchema,
      store: recordPricingRequest,
      success: messages.pricingSuccess,
      failure: messages.pricingFailure,
    }),
  trial: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, {
      name: "trial",
      fields: ["name", "email"],
      schema: trialSignupSchema,
      store: recordTrialSignup,
      success: messages.trialSuccess,
      failure: messages.trialFailure,
    }),
} satisfies Record<LeadFormName, unknown>;

export function isLeadFormName(name: string | undefined): name is LeadFormName {
  return name !== undefined && Object.hasOwn(submitLead, name);
}
