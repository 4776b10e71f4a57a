import type { DbOrTx } from "~/db/client.server";
import { mayAcknowledge } from "./acknowledgement-limit.server";
import type { MailSettings } from "./mailer.server";
import { enqueueMail, type OutgoingMail } from "./outbox.server";
import { type LeadForMail, mailsForNewLead } from "./templates.server";

/** Queues a new lead's e-mail; pass the transaction that stores the lead. */
export async function enqueueLeadMail(db: DbOrTx, lead: LeadForMail, settings: MailSettings) {
  for (const mail of mailsForNewLead(lead, settings)) {
    if (isAcknowledgement(mail, settings) && !(await mayAcknowledge(db, mail.to))) continue;
    await enqueueMail(db, mail);
  }
}

/** Every lead mail but the company's notification goes to the address the visitor typed. */
function isAcknowledgement(mail: OutgoingMail, settings: MailSettings) {
  return mail.to !== settings.companyInbox;
}
