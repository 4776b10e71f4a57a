import type { DbOrTx } from "~/db/client.server";
import { singleLine } from "~/mail/escape";
import {
  companySignature,
  composeMail,
  fields,
  link,
  type MailField,
  paragraph,
} from "~/mail/layout.server";
import type { CompanyMailSettings } from "~/mail/mailer.server";
import { enqueueMail, type OutgoingMail } from "~/mail/outbox.server";
import { mayAcknowledge } from "./acknowledgement-limit.server";
import type { Lead } from "./leads.schema";

/** What a notification needs of a stored lead. */
export type LeadForMail = Pick<
  Lead,
  "id" | "kind" | "name" | "email" | "phone" | "message" | "source" | "details" | "createdAt"
>;

const SUBJECT_NAME_LENGTH = 60;

const KIND_TITLES: Record<Lead["kind"], string> = {
  trial: "New trial sign-up",
  contact: "New contact message",
  pricing: "New pricing request",
};

/** Queues a new lead's e-mail; pass the transaction that stores the lead. */
export async function enqueueLeadMail(
  db: DbOrTx,
  lead: LeadForMail,
  settings: CompanyMailSettings,
) {
  for (const mail of mailsForNewLead(lead, settings)) {
    if (isAcknowledgement(mail, settings) && !(await mayAcknowledge(db, mail.to))) continue;
    await enqueueMail(db, mail);
  }
}

/** Every lead mail but the company's notification goes to the address the visitor typed. */
function isAcknowledgement(mail: OutgoingMail, settings: CompanyMailSettings) {
  return mail.to !== settings.companyInbox;
}

/**
 * The mail a new lead sends: the company's notification, and for a contact message the visitor's
 * acknowledgement. Only the company inbox and the visitor's own address are ever recipients.
 */
export function mailsForNewLead(lead: LeadForMail, settings: CompanyMailSettings): OutgoingMail[] {
  const notification = leadNotification(lead, settings);
  return lead.kind === "contact"
    ? [notification, contactAcknowledgement(lead, settings)]
    : [notification];
}

/** The company's notification of a new lead: every field, replies go to the visitor. */
export function leadNotification(lead: LeadForMail, settings: CompanyMailSettings): OutgoingMail {
  const title = KIND_TITLES[lead.kind];
  return composeMail({
    to: settings.companyInbox,
    replyTo: lead.email,
    subject: `${title} from ${singleLine(lead.name, SUBJECT_NAME_LENGTH)}`,
    heading: title,
    sections: [
      [
        paragraph(
          `${title} from the website. Reply to this e-mail to answer ${lead.name} directly.`,
        ),
      ],
      [fields(leadFields(lead))],
      [link(settings.leadsDashboardUrl, "Open the leads dashboard", "Leads dashboard")],
    ],
  });
}

/**
 * The visitor's acknowledgement of a contact message. It repeats nothing the visitor typed:
 * the form could otherwise be used to send any text to any address in the company's name.
 */
export function contactAcknowledgement(
  lead: Pick<LeadForMail, "email">,
  settings: CompanyMailSettings,
): OutgoingMail {
  const { company } = settings;
  return composeMail({
    to: lead.email,
    replyTo: settings.companyInbox,
    subject: `We received your message | ${company.name}`,
    heading: "We received your message",
    sections: [
      [
        paragraph(
          `Thank you for contacting ${company.name}. We received your message and will get back to you soon.`,
        ),
      ],
      [
        paragraph(
          `If your request is urgent, call us at ${company.phone.display} (24/7 emergency line ${company.emergencyPhone.display}).`,
        ),
      ],
      [companySignature(company)],
    ],
  });
}

function leadFields(lead: LeadForMail): MailField[] {
  const rows: MailField[] = [
    { label: "Name", value: lead.name },
    { label: "Email", value: lead.email },
  ];
  if (lead.phone) rows.push({ label: "Phone", value: lead.phone });
  // Sorted by label: jsonb does not keep the order the keys were written in.
  const details = Object.entries(lead.details)
    .filter(([, value]) => value)
    .map(([key, value]): MailField => ({ label: detailLabel(key), value }))
    .sort((a, b) => a.label.localeCompare(b.label));
  rows.push(...details);
  if (lead.message) rows.push({ label: "Message", value: lead.message });
  rows.push(
    { label: "Source", value: lead.source },
    { label: "Received", value: lead.createdAt.toUTCString() },
  );
  return rows;
}

/** company_size or companySize → "Company size". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
