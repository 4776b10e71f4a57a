import type { CompanyFacts } from "~/company/facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { singleLine } from "~/mail/escape";
import { companySignature, composeMail, fields, link, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import { localeFormat } from "~/site/locale-format";
import type { SentContactLink } from "../clients/contact-links.server";
import type { MatchedRequester } from "../desk/work-orders.server";
import { workOrderNumber } from "../service";
import type { WorkOrderRow } from "../service.schema";

/** A due time as its reader sees it: in the site's zone, naming it ("… PDT (America/Los_Angeles)"). */
export function dueText(instant: Date, timeZone: string, lang: Lang): string {
  return `${localeFormat(lang).dateTime(instant, timeZone)} (${timeZone})`;
}

/**
 * The requester's confirmation of a request that became a work order, in their language: its
 * number, the site, the priority and its due times in the site's zone, the PO (or that one is
 * asked for), and the 24/7 line.
 */
export function workOrderConfirmation(
  facts: CompanyFacts,
  order: WorkOrderRow,
  matched: Pick<MatchedRequester, "site">,
  link: SentContactLink | null = null,
): OutgoingMail {
  const lang = order.language;
  const { t } = serverTranslator(lang);
  const number = workOrderNumber(order.number);
  const zone = matched.site.timeZone;
  return composeMail({
    to: order.requesterEmail,
    lang,
    subject: t("service.mail.subjectOrder", { number }),
    heading: t("service.mail.heading"),
    sections: [
      [paragraph(t("service.mail.thanksOrder", { name: order.requesterName, number }))],
      [
        fields([
          { label: t("service.mail.number"), value: number },
          {
            label: t("service.mail.site"),
            value: `${matched.site.siteNumber} · ${matched.site.name} · ${matched.site.address}`,
          },
          { label: t("service.mail.priority"), value: order.priority },
          { label: t("service.mail.respondBy"), value: dueText(order.respondBy, zone, lang) },
          { label: t("service.mail.onSiteBy"), value: dueText(order.onSiteBy, zone, lang) },
          { label: t("service.mail.completeBy"), value: dueText(order.completeBy, zone, lang) },
          ...(order.poNumber ? [{ label: t("service.mail.po"), value: order.poNumber }] : []),
        ]),
      ],
      ...(order.poMissing ? [[paragraph(t("service.mail.poMissing"))]] : []),
      ...(link ? [linkSection(link, lang)] : []),
      [paragraph(t("service.mail.emergency", { phone: facts.emergencyPhone.display }))],
      [companySignature(facts)],
    ],
  });
}

/** The contact's personal link to their work orders, and until when it works. */
export function linkSection(sent: SentContactLink, lang: Lang) {
  const { t } = serverTranslator(lang);
  return [
    paragraph(
      t("service.mail.linkIntro", { until: localeFormat(lang).date(sent.expiresAt, "UTC") }),
    ),
    link(sent.url, t("service.mail.linkButton")),
  ];
}

/**
 * The confirmation of a request that went to the lead pipeline: it repeats nothing typed (the
 * form could otherwise send any text to any address in the company's name).
 */
export function requestConfirmation(
  facts: CompanyFacts,
  to: { email: string; name: string; lang: Lang },
): OutgoingMail {
  const { t } = serverTranslator(to.lang);
  return composeMail({
    to: to.email,
    lang: to.lang,
    subject: t("service.mail.subjectLead"),
    heading: t("service.mail.heading"),
    sections: [
      [paragraph(t("service.mail.thanksLead", { name: singleLine(to.name, 60) }))],
      [paragraph(t("service.mail.emergency", { phone: facts.emergencyPhone.display }))],
      [companySignature(facts)],
    ],
  });
}

/** The office's notice of a new work order (English, to the lead inbox; replies go to the requester). */
export function workOrderNotice(
  inbox: string,
  publicUrl: string,
  order: WorkOrderRow,
  matched: MatchedRequester,
): OutgoingMail {
  const number = workOrderNumber(order.number);
  const zone = matched.site.timeZone;
  return composeMail({
    to: inbox,
    replyTo: order.requesterEmail,
    subject: `New work order ${number}: ${singleLine(matched.client.name, 60)} site ${singleLine(matched.site.siteNumber, 40)} (${singleLine(order.priority, 40)})`,
    heading: `New work order ${number}`,
    sections: [
      [
        fields([
          { label: "Client", value: matched.client.name },
          { label: "Site", value: `${matched.site.siteNumber} · ${matched.site.name}` },
          { label: "Address", value: matched.site.address },
          { label: "Priority", value: order.priority },
          { label: "Respond by", value: dueText(order.respondBy, zone, "en") },
          { label: "On site by", value: dueText(order.onSiteBy, zone, "en") },
          { label: "Complete by", value: dueText(order.completeBy, zone, "en") },
          { label: "PO", value: order.poNumber || (order.poMissing ? "PO missing" : "None") },
          {
            label: "NTE",
            value:
              order.nteCents === null ? "None" : localeFormat("en").dollars(order.nteCents / 100),
          },
          { label: "Trade or category", value: order.trade },
          { label: "What is wrong", value: order.description },
          { label: "Where on site", value: order.location || "Not given" },
          { label: "Person to meet", value: order.meetPerson || "Not given" },
          { label: "Requester", value: `${order.requesterName} <${order.requesterEmail}>` },
          { label: "Phone", value: order.requesterPhone },
        ]),
      ],
      [
        link(
          new URL(`/admin/clients/${matched.client.id}`, publicUrl).toString(),
          "Open the client",
        ),
      ],
    ],
  });
}
