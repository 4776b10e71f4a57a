import type { AppLoadContext } from "react-router";
import { serverTranslator } from "~/i18n/catalogue.server";
import { singleLine } from "~/mail/escape";
import { companySignature, composeMail, fields, link, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import type { JobApplicationRow, JobPostingRow } from "./careers.schema";

type NewApplication = JobApplicationRow & { hasResume: boolean };

/**
 * A new application's mail: the office's notice (to the profile's HR address, replies going to
 * the applicant) and the applicant's confirmation in the language of the page they applied from.
 * The confirmation repeats nothing they typed: the form could otherwise send any text to any
 * address in the company's name. `confirm`: whether the address may get one today
 * (`mayAcknowledge`, app/mail/acknowledgement-limit.server.ts); the notice always goes.
 */
export function applicationMails(
  context: AppLoadContext,
  posting: JobPostingRow,
  application: NewApplication,
  confirm: boolean,
): OutgoingMail[] {
  const facts = context.company.facts();
  const adminUrl = new URL(
    `/admin/careers/applications/${application.id}`,
    context.config.publicUrl,
  );
  const notice = composeMail({
    to: facts.hr.email,
    replyTo: application.email,
    subject: `New application for ${singleLine(posting.title, 60)} from ${singleLine(application.name, 60)}`,
    heading: "New application",
    sections: [
      [
        fields([
          { label: "Posting", value: posting.title },
          { label: "Name", value: application.name },
          { label: "Email", value: application.email },
          { label: "Phone", value: application.phone },
          { label: "Licenses and certifications", value: application.licenses || "None given" },
          {
            label: "Years in the trade",
            value:
              application.yearsInTrade === null ? "Not given" : String(application.yearsInTrade),
          },
          { label: "Résumé", value: application.hasResume ? "Attached on the site" : "None" },
          { label: "Message", value: application.message || "None" },
          { label: "Language", value: LANGUAGE_NAMES_IN_ENGLISH[application.language] },
        ]),
      ],
      [link(adminUrl.toString(), "Open this application", "This application")],
    ],
  });
  const lang = application.language;
  const { t } = serverTranslator(lang);
  const title = (lang === "es" && posting.titleEs) || posting.title;
  const confirmation = composeMail({
    to: application.email,
    replyTo: facts.hr.email,
    lang,
    subject: t("careers.mail.confirmSubject", { title: singleLine(title, 80) }),
    heading: t("careers.mail.confirmHeading"),
    sections: [
      [paragraph(t("careers.mail.confirmThanks", { company: facts.name, title }))],
      [companySignature(facts)],
    ],
  });
  return confirm ? [notice, confirmation] : [notice];
}
