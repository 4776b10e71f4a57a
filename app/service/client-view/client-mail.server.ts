import type { CompanyFacts } from "~/company/facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { companySignature, composeMail, fields, link, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import { localeFormat } from "~/site/locale-format";
import { CLIENT_VIEW_PATH, type SentContactLink } from "../clients/contact-links.server";
import type { ServiceContactRow } from "../service.schema";
import { linkSection } from "./request-mail.server";

/**
 * The e-mails of the client's view (docs/service-desk.md#the-clients-view), each in the contact's
 * language and carrying their own link: the link itself (sent by the office or asked for again),
 * and the office's request to raise a work order's not-to-exceed.
 */

/** The contact's link, sent by the office or asked for with "Lost your link?". */
export function contactLinkMail(
  facts: CompanyFacts,
  contact: ServiceContactRow,
  sent: SentContactLink,
): OutgoingMail {
  const lang = contact.language;
  const { t } = serverTranslator(lang);
  return composeMail({
    to: contact.email,
    lang,
    subject: t("service.mail.linkSubject"),
    heading: t("service.mail.linkHeading"),
    sections: [
      [paragraph(t("service.mail.linkHello", { name: contact.name }))],
      linkSection(sent, lang),
      [companySignature(facts)],
    ],
  });
}

interface RaiseMailFacts {
  number: string;
  site: string;
  currentCents: number | null;
  amountCents: number;
  reason: string;
}

/** The office asks the contact to raise a work order's NTE; they answer behind their link. */
export function nteRaiseMail(
  facts: CompanyFacts,
  origin: string,
  contact: ServiceContactRow,
  raise: RaiseMailFacts,
  sent: SentContactLink | null,
): OutgoingMail {
  const lang = contact.language;
  const { t } = serverTranslator(lang);
  const money = (cents: number | null) =>
    cents === null ? t("service.client.none") : localeFormat(lang).dollars(cents / 100);
  return composeMail({
    to: contact.email,
    lang,
    subject: t("service.mail.raiseSubject", { number: raise.number }),
    heading: t("service.mail.raiseHeading", { number: raise.number }),
    sections: [
      [paragraph(t("service.mail.raiseIntro", { name: contact.name, number: raise.number }))],
      [
        fields([
          { label: t("service.mail.number"), value: raise.number },
          { label: t("service.mail.site"), value: raise.site },
          { label: t("service.mail.raiseCurrent"), value: money(raise.currentCents) },
          { label: t("service.mail.raiseAmount"), value: money(raise.amountCents) },
          { label: t("service.mail.raiseReason"), value: raise.reason },
        ]),
      ],
      sent
        ? [link(sent.url, t("service.mail.raiseButton"))]
        : [
            paragraph(t("service.mail.raiseNoLink")),
            link(`${origin}${pathIn(lang, CLIENT_VIEW_PATH)}`, t("service.mail.lostLink")),
          ],
      [companySignature(facts)],
    ],
  });
}
