import type { CompanyFacts } from "~/company/facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { button, companySignature, composeMail, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import { calendarDayInWords } from "~/site/locale-format";

/** The job a hire made from an application starts (careers' Hire), as their invitation names it. */
export interface HiredFor {
  /** The posting's title in the hire's language. */
  title: string;
  /** The first working day, "2026-12-01". */
  startDate: string;
}

/**
 * A new hire's invitation, in the language the admin chose for them; a hire made from an
 * application is told the job and the first working day.
 */
export function invitationMail(
  to: string,
  firstName: string,
  url: string,
  company: CompanyFacts,
  lang: Lang = "en",
  job?: HiredFor,
): OutgoingMail {
  const { t } = serverTranslator(lang);
  const joining = job
    ? [
        paragraph(
          t("mail.invitation.job", {
            title: job.title,
            startDate: calendarDayInWords(job.startDate, lang),
          }),
        ),
      ]
    : [];
  return composeMail({
    to,
    lang,
    subject: t("mail.invitation.subject", { company: company.shortName }),
    heading: t("mail.invitation.heading", { company: company.name }),
    sections: [
      [
        paragraph(t("mail.invitation.hello", { name: firstName })),
        ...joining,
        paragraph(t("mail.invitation.body")),
        paragraph(t("mail.invitation.expiry")),
      ],
      [button(url, t("mail.invitation.button"))],
      [companySignature(company)],
    ],
  });
}

/** A password reset link, in the person's language. */
export function passwordResetMail(
  to: string,
  url: string,
  company: CompanyFacts,
  lang: Lang = "en",
): OutgoingMail {
  const { t } = serverTranslator(lang);
  return composeMail({
    to,
    lang,
    subject: t("mail.reset.subject", { company: company.shortName }),
    heading: t("mail.reset.heading"),
    sections: [
      [paragraph(t("mail.reset.body")), paragraph(t("mail.reset.expiry"))],
      [button(url, t("mail.reset.button"))],
      [companySignature(company)],
    ],
  });
}
