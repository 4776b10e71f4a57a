import type { DbOrTx } from "~/db/client.server";
import type { MailSettings } from "./mailer.server";
import { enqueueMail } from "./outbox.server";
import { type LeadForMail, mailsForNewLead } from "./templates.server";

/** Queues a new lead's e-mail; pass the transaction that stores the lead. */
export async function enqueueLeadMail(db: DbOrTx, lead: LeadForMail, settings: MailSettings) {
  for (const mail of mailsForNewLead(lead, settings)) {
    await enqueueMail(db, mail);
  }
}
