import type { Database } from "~/db/client.server";
import { TRIAL_INTEREST, TRIAL_SOURCE } from "~/site/messages";
import { leads } from "./leads.schema";
import type { ContactMessage, TrialSignup } from "./leads.validation";

/** Stores a trial sign-up; the lead is kept before anything else is attempted. */
export async function recordTrialSignup(db: Database, signup: TrialSignup) {
  const [lead] = await db
    .insert(leads)
    .values({
      kind: "trial",
      name: signup.name,
      email: signup.email,
      message: TRIAL_INTEREST,
      source: TRIAL_SOURCE,
    })
    .returning();
  return lead!;
}

export const CONTACT_SOURCE = "Contact Form";

/** Stores a contact message from the home page. */
export async function recordContactMessage(db: Database, contact: ContactMessage) {
  const [lead] = await db
    .insert(leads)
    .values({
      kind: "contact",
      name: contact.name,
      email: contact.email,
      phone: contact.phone ?? null,
      message: contact.message,
      source: CONTACT_SOURCE,
    })
    .returning();
  return lead!;
}
