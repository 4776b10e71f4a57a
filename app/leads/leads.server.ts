import type { Database } from "~/db/client.server";
import type { CompanyMailSettings } from "~/mail/mailer.server";
import { TRIAL_INTEREST, TRIAL_SOURCE } from "~/site/messages";
import { enqueueLeadMail } from "./lead-mail.server";
import { type Lead, leads, type NewLead } from "./leads.schema";
import type { ContactMessage, PricingRequest, TrialSignup } from "./leads.validation";

/**
 * Stores a lead and queues its e-mail in one transaction: a stored lead always has its
 * notification queued, and delivery (later, with retries) can never lose the lead.
 */
async function storeLead(db: Database, values: NewLead, mail: CompanyMailSettings): Promise<Lead> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.insert(leads).values(values).returning();
    await enqueueLeadMail(tx, lead!, mail);
    return lead!;
  });
}

/** Stores a trial sign-up; the lead is kept before anything else is attempted. */
export async function recordTrialSignup(
  db: Database,
  signup: TrialSignup,
  mail: CompanyMailSettings,
) {
  return storeLead(
    db,
    {
      kind: "trial",
      name: signup.name,
      email: signup.email,
      message: TRIAL_INTEREST,
      source: TRIAL_SOURCE,
    },
    mail,
  );
}

export const CONTACT_SOURCE = "Contact Form";

/** Stores a contact message from the home page. */
export async function recordContactMessage(
  db: Database,
  contact: ContactMessage,
  mail: CompanyMailSettings,
) {
  return storeLead(
    db,
    {
      kind: "contact",
      name: contact.name,
      email: contact.email,
      phone: contact.phone ?? null,
      message: contact.message,
      source: CONTACT_SOURCE,
    },
    mail,
  );
}

export const PRICING_SOURCE = "Pricing Form";

/** Stores a pricing request from /pricing; size and industry travel in the lead's details. */
export async function recordPricingRequest(
  db: Database,
  request: PricingRequest,
  mail: CompanyMailSettings,
) {
  return storeLead(
    db,
    {
      kind: "pricing",
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message || null,
      source: PRICING_SOURCE,
      details: { company_size: request.company_size, industry: request.industry },
    },
    mail,
  );
}
