import type { DbOrTx } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translator";
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
import { enqueueMails, type OutgoingMail } from "~/mail/outbox.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { localeFormat } from "~/site/locale-format";
import type { Lead } from "./leads.schema";

/** What a notification needs of a stored lead. */
export type LeadForMail = Pick<
  Lead,
  | "id"
  | "kind"
  | "name"
  | "email"
  | "phone"
  | "message"
  | "source"
  | "details"
  | "createdAt"
  | "language"
>;

const SUBJECT_NAME_LENGTH = 60;

const KIND_TITLES: Record<Lead["kind"], string> = {
  trial: "New trial sign-up",
  contact: "New contact message",
  pricing: "New pricing request",
  coi: "New certificate of insurance request",
  service: "New service request",
};

/**
 * Queues a new lead's e-mail; pass the transaction that stores the lead. `acknowledge`: whether
 * the visitor may get an acknowledgement (`mayAcknowledge`, asked in the same transaction).
 */
export async function enqueueLeadMail(
  db: DbOrTx,
  lead: LeadForMail,
  settings: CompanyMailSettings,
  acknowledge: boolean,
) {
  const queued = mailsForNewLead(lead, settings).filter(
    (mail) => acknowledge || !isAcknowledgement(mail, settings),
  );
  // One statement for all of them: a contact message queues two.
  await enqueueMails(db, queued);
}

/** Whether a lead of this kind sends the visitor an acknowledgement (a contact message, a COI request). */
export function acknowledgesVisitor(kind: LeadForMail["kind"]): boolean {
  return kind === "contact" || kind === "coi";
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
  return acknowledgesVisitor(lead.kind)
    ? [notification, contactAcknowledgement(lead, settings, neededBy(lead))]
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
          lead.language === "en"
            ? `${title} from the website. Reply to this e-mail to answer ${lead.name} directly.`
            : `${title} from the website. Reply to this e-mail, in ${LANGUAGE_NAMES_IN_ENGLISH[lead.language]}, to answer ${lead.name} directly.`,
        ),
      ],
      [fields(leadFields(lead, settings.company.timeZone))],
      [link(`${settings.leadsDashboardUrl}/${lead.id}`, "Open this lead", "This lead")],
    ],
  });
}

/** A certificate request's date needed (checked as a calendar day when it was stored). */
function neededBy(lead: LeadForMail): string | undefined {
  const day = lead.kind === "coi" ? lead.details.needed_by : undefined;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/**
 * The visitor's acknowledgement of a contact message, in the language of the page they wrote
 * from; of a certificate request (`neededBy`), the date it is needed by. It repeats no text the
 * visitor typed (a checked date is no text): the form could otherwise be used to send any text
 * to any address in the company's name, so the project is named on the page only.
 */
export function contactAcknowledgement(
  lead: Pick<LeadForMail, "email"> & Partial<Pick<LeadForMail, "language">>,
  settings: CompanyMailSettings,
  neededBy?: string,
): OutgoingMail {
  const { company } = settings;
  const lang = lead.language ?? "en";
  const { t } = serverTranslator(lang);
  const thanks = neededBy
    ? t("mail.acknowledgement.coi.thanks", {
        date: localeFormat(lang).date(new Date(`${neededBy}T12:00:00Z`), "UTC"),
      })
    : t("mail.acknowledgement.thanks", { company: company.name });
  return composeMail({
    to: lead.email,
    replyTo: settings.companyInbox,
    lang,
    subject: t(neededBy ? "mail.acknowledgement.coi.subject" : "mail.acknowledgement.subject", {
      company: company.name,
    }),
    heading: t(neededBy ? "mail.acknowledgement.coi.heading" : "mail.acknowledgement.heading"),
    sections: [
      [paragraph(thanks)],
      [
        paragraph(
          t("mail.acknowledgement.urgent", {
            phone: company.phone.display,
            emergencyPhone: company.emergencyPhone.display,
          }),
        ),
      ],
      [companySignature(company)],
    ],
  });
}

/** The lead's fields; `timeZone`: the company's, in which the team reads when it came in. */
function leadFields(lead: LeadForMail, timeZone: string): MailField[] {
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
    { label: "Received", value: localeFormat("en").dateTime(lead.createdAt, timeZone) },
    { label: "Language", value: answerLanguage(lead.language) },
  );
  return rows;
}

/** "English", or "Spanish (answer in Spanish)": the team answers in the visitor's language. */
function answerLanguage(language: Lang): string {
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  return language === "en" ? name : `${name} (answer in ${name})`;
}

/** company_size or companySize → "Company size". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const REPLY_SUBJECTS = {
  contact: "mail.reply.subject.contact",
  pricing: "mail.reply.subject.pricing",
  trial: "mail.reply.subject.trial",
  coi: "mail.reply.subject.coi",
  service: "mail.reply.subject.service",
} as const satisfies Record<Lead["kind"], MessageKey>;

/**
 * What a reply starts from, in the lead's language (the one they wrote in): a subject the
 * visitor recognises, the greeting, and the sign-off the signature adds.
 */
export function replyStart(lead: Pick<Lead, "kind" | "name" | "language">) {
  const { t } = serverTranslator(lead.language);
  return {
    subject: t(REPLY_SUBJECTS[lead.kind]),
    body: `${t("mail.reply.greeting", { name: lead.name })}\n\n`,
    signOff: t("mail.reply.signOff"),
  };
}

/**
 * A reply written on the lead page: to the lead's address, answers coming back to the company's
 * lead inbox (see `writtenReply`).
 */
export function leadReply(
  lead: Pick<Lead, "email" | "language">,
  reply: { subject: string; body: string },
  settings: CompanyMailSettings,
): OutgoingMail {
  return writtenReply(lead, reply, { replyTo: settings.companyInbox, company: settings.company });
}

/**
 * A reply written by a person in the admin area (a lead's, an applicant's): the text as typed
 * (paragraphs at blank lines, line breaks within them kept), then the sign-off and the company's
 * signature in the recipient's language; answers go to `replyTo`.
 */
export function writtenReply(
  recipient: { email: string; language: Lang },
  reply: { subject: string; body: string },
  from: { replyTo: string; company: CompanyMailSettings["company"] },
): OutgoingMail {
  const { t } = serverTranslator(recipient.language);
  // One section per paragraph: the text keeps a blank line between them.
  const paragraphs = reply.body
    .split(/\r?\n\s*\r?\n/)
    .map((text) => text.trim().replace(/\r\n?/g, "\n"))
    .filter(Boolean)
    .map((text) => [paragraph(text)]);
  return composeMail({
    to: recipient.email,
    replyTo: from.replyTo,
    lang: recipient.language,
    subject: singleLine(reply.subject, 200),
    sections: [...paragraphs, [paragraph(t("mail.reply.signOff")), companySignature(from.company)]],
  });
}
