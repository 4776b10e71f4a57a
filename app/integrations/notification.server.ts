import { company } from "~/company/fixed-facts";
import { composeMail, fields, link, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import type { IntegrationConfiguration } from "./integrations.validation";
import { summarizeConfigurations } from "./summary";

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
  const subject = `New ${company.software.name} integration configuration (${cards.length} ${cards.length === 1 ? "card" : "cards"}, ${enabled} enabled)`;
  return composeMail({
    to: inbox,
    subject,
    sections: [
      [
        paragraph(
          "A customer submitted an integration configuration from the Software Solutions configuration page. Secret values are masked here; they are stored encrypted and can be revealed one at a time in the admin view.",
        ),
      ],
      [link(adminUrl, "Open it in the admin view")],
      ...summarizeConfigurations(cards).map(({ title, rows }) => [fields(rows, title)]),
    ],
  });
}
