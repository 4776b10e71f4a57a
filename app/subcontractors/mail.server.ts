import type { CompanyFacts } from "~/company/facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { button, companySignature, composeMail, link, list, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";

/** The subcontractor's e-mails, in the language kept with their record. */

interface Recipient {
  to: string;
  company: string;
  lang: Lang;
}

/** The invitation (or a renewed link): the personal link, no password. */
export function portalLinkMail(
  recipient: Recipient,
  url: string,
  company: CompanyFacts,
  forBroker = false,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  return composeMail({
    to: recipient.to,
    lang: recipient.lang,
    subject: t("subcontractors.mail.link.subject", { company: company.shortName }),
    heading: t("subcontractors.mail.link.heading", { company: company.name }),
    sections: [
      [
        paragraph(
          forBroker
            ? t("subcontractors.mail.link.broker", { subcontractor: recipient.company })
            : t("subcontractors.mail.link.body", { subcontractor: recipient.company }),
        ),
        paragraph(t("subcontractors.mail.link.noPassword")),
      ],
      [button(url, t("subcontractors.mail.link.button"))],
      [companySignature(company)],
    ],
  });
}

/**
 * Every gap at once: each rejected item with its reason. Only the token's hash is kept, so the
 * mail points to the invitation's link, and to the public page that sends a new one.
 */
export function gapsMail(
  recipient: Recipient,
  gaps: readonly { title: string; reason: string }[],
  publicPageUrl: string,
  company: CompanyFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  return composeMail({
    to: recipient.to,
    lang: recipient.lang,
    subject: t("subcontractors.mail.gaps.subject", { subcontractor: recipient.company }),
    heading: t("subcontractors.mail.gaps.heading"),
    sections: [
      [paragraph(t("subcontractors.mail.gaps.body", { subcontractor: recipient.company }))],
      [list(gaps.map((gap) => `${gap.title}: ${gap.reason}`))],
      [paragraph(t("subcontractors.mail.gaps.again")), link(publicPageUrl, publicPageUrl)],
      [companySignature(company)],
    ],
  });
}

/** The weekly reminder while items are missing or rejected after a request. */
export function reminderMail(
  recipient: Recipient,
  gaps: readonly string[],
  publicPageUrl: string,
  company: CompanyFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  return composeMail({
    to: recipient.to,
    lang: recipient.lang,
    subject: t("subcontractors.mail.reminder.subject", { subcontractor: recipient.company }),
    heading: t("subcontractors.mail.reminder.heading"),
    sections: [
      [paragraph(t("subcontractors.mail.reminder.body", { subcontractor: recipient.company }))],
      [list(gaps)],
      [paragraph(t("subcontractors.mail.gaps.again")), link(publicPageUrl, publicPageUrl)],
      [companySignature(company)],
    ],
  });
}

/** An expiry reminder: 30 or 14 days before (`days`), or on the day (0 or fewer). */
export function expiryMail(
  recipient: Recipient,
  document: { item: string; expiresOn: string; days: number },
  publicPageUrl: string,
  company: CompanyFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  const values = {
    item: document.item,
    subcontractor: recipient.company,
    date: document.expiresOn,
    days: String(document.days),
  };
  return composeMail({
    to: recipient.to,
    lang: recipient.lang,
    subject: t("subcontractors.mail.expiry.subject", values),
    heading: t("subcontractors.mail.expiry.heading"),
    sections: [
      [
        paragraph(
          document.days > 0
            ? t("subcontractors.mail.expiry.soon", values)
            : t("subcontractors.mail.expiry.today", values),
        ),
      ],
      [paragraph(t("subcontractors.mail.gaps.again")), link(publicPageUrl, publicPageUrl)],
      [companySignature(company)],
    ],
  });
}
