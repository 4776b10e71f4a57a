import { escapeHtml } from "~/mail/escape";
import type { OutgoingMail } from "~/mail/outbox.server";
import { company } from "~/site/company";
import type { IntegrationConfiguration } from "./integrations.validation";
import { summarizeConfigurations, summaryText } from "./summary";

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
  const intro =
    "A customer submitted an integration configuration from the Software Solutions configuration page. Secret values are masked here; they are stored encrypted and can be revealed one at a time in the admin view.";

  const text = [intro, "", `Open it in the admin view: ${adminUrl}`, "", summaryText(cards)].join(
    "\n",
  );

  const cardsHtml = summarizeConfigurations(cards)
    .map(
      ({ title, rows }) =>
        `<h3 style="margin:20px 0 6px;font-size:15px">${escapeHtml(title)}</h3><table style="border-collapse:collapse;font-size:14px">${rows
          .map(
            (row) =>
              `<tr><th style="text-align:left;padding:2px 16px 2px 0;font-weight:600">${escapeHtml(row.label)}</th><td style="padding:2px 0">${escapeHtml(row.value)}</td></tr>`,
          )
          .join("")}</table>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(adminUrl)}">Open it in the admin view</a></p>
${cardsHtml}
</body>
</html>`;

  return { to: inbox, subject, text, html };
}
