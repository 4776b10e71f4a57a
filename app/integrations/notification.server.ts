import { company } from "~/company/fixed-facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import { composeMail, fields, link, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import type { IntegrationConfiguration } from "./integrations.validation";
import { summarizeConfigurations } from "./summary";

/** The office reads English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * The e-mail telling the company a configuration arrived. Composed entirely here: recipient,
 * subject and markup never come from the browser, and secret values are masked.
 */
export function submissionNotification(options: {
  inbox: string;
  publicUrl: string;
  submissionId: string;
  cards: IntegrationConfiguration[];
}): OutgoingMail {
  const { inbox, publicUrl, submissionId, cards } = options;
  const adminUrl = `${publicUrl}/admin/integrations#submission-${submissionId}`;
  const enabled = cards.filter((card) => card.is_enabled).length;
  const subject = t("admin.integrations.mail.subject", {
    software: company.software.name,
    cards: cards.length,
    enabled,
  });
  return composeMail({
    to: inbox,
    subject,
    sections: [
      [paragraph(t("admin.integrations.mail.intro"))],
      [link(adminUrl, t("admin.integrations.mail.open"))],
      ...summarizeConfigurations(cards, t).map(({ title, rows }) => [fields(rows, title)]),
    ],
  });
}
