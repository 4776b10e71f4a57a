import type { Lead } from "~/leads/leads.schema";
import { company, formatAddress } from "~/site/company";
import { escapeHtml, singleLine } from "./escape";
import type { MailSettings } from "./mailer.server";
import type { OutgoingMail } from "./outbox.server";

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

/**
 * The mail a new lead sends: the company's notification, and for a contact message the visitor's
 * acknowledgement. Only the company inbox and the visitor's own address are ever recipients.
 */
export function mailsForNewLead(lead: LeadForMail, settings: MailSettings): OutgoingMail[] {
  const notification = leadNotification(lead, settings);
  return lead.kind === "contact"
    ? [notification, contactAcknowledgement(lead, settings)]
    : [notification];
}

/** The company's notification of a new lead: every field, replies go to the visitor. */
export function leadNotification(lead: LeadForMail, settings: MailSettings): OutgoingMail {
  const title = KIND_TITLES[lead.kind];
  const fields = leadFields(lead);
  const intro = `${title} from the website. Reply to this e-mail to answer ${lead.name} directly.`;
  return {
    to: settings.companyInbox,
    replyTo: lead.email,
    subject: `${title} from ${singleLine(lead.name, SUBJECT_NAME_LENGTH)}`,
    text: [
      intro,
      "",
      ...fields.map(([label, value]) => textField(label, value)),
      "",
      `Leads dashboard: ${settings.leadsDashboardUrl}`,
    ].join("\n"),
    html: htmlDocument(
      title,
      `<p>${escapeHtml(intro)}</p>
${htmlFieldTable(fields)}
<p><a href="${escapeHtml(settings.leadsDashboardUrl)}">Open the leads dashboard</a></p>`,
    ),
  };
}

/**
 * The visitor's acknowledgement of a contact message. It repeats nothing the visitor typed:
 * the form could otherwise be used to send any text to any address in the company's name.
 */
export function contactAcknowledgement(
  lead: Pick<LeadForMail, "email">,
  settings: MailSettings,
): OutgoingMail {
  const paragraphs = [
    `Thank you for contacting ${company.name}. We received your message and will get back to you soon.`,
    `If your request is urgent, call us at ${company.phone.display} (24/7 emergency line ${company.emergencyPhone.display}).`,
  ];
  const signature = [company.name, formatAddress(company.offices[0]), company.phone.display];
  return {
    to: lead.email,
    replyTo: settings.companyInbox,
    subject: `We received your message | ${company.name}`,
    text: `${paragraphs.join("\n\n")}\n\n${signature.join("\n")}`,
    html: htmlDocument(
      "We received your message",
      `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p>${signature.map(escapeHtml).join("<br>")}</p>`,
    ),
  };
}

type Field = readonly [label: string, value: string];

function leadFields(lead: LeadForMail): Field[] {
  const fields: Field[] = [
    ["Name", lead.name],
    ["Email", lead.email],
  ];
  if (lead.phone) fields.push(["Phone", lead.phone]);
  // Sorted by label: jsonb does not keep the order the keys were written in.
  const details = Object.entries(lead.details)
    .filter(([, value]) => value)
    .map(([key, value]): Field => [detailLabel(key), value])
    .sort(([a], [b]) => a.localeCompare(b));
  fields.push(...details);
  if (lead.message) fields.push(["Message", lead.message]);
  fields.push(["Source", lead.source], ["Received", lead.createdAt.toUTCString()]);
  return fields;
}

/** company_size or companySize → "Company size". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function textField(label: string, value: string): string {
  return value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`;
}

function htmlFieldTable(fields: Field[]): string {
  const rows = fields.map(
    ([label, value]) =>
      `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#1f365c">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;font-size:15px">
${rows.join("\n")}
</table>`;
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:20px;color:#0c1a33">${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}
