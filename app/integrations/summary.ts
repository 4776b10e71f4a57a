import { company } from "~/company/fixed-facts";
import {
  type FieldKey,
  fieldDefinitions,
  type IntegrationConfiguration,
  isSecretField,
  providerFields,
  providerLabel,
  providerTypeLabels,
} from "./configuration-fields";

/**
 * Readable views of a set of configurations, shared by the page (mailto, JSON download) and the
 * server (notification e-mail). Anything meant to leave the browser by e-mail is masked here.
 */

export const SECRET_MASK = "********";
export const NOT_SET = "(not set)";

interface SummaryRow {
  label: string;
  value: string;
}

interface CardSummary {
  title: string;
  rows: SummaryRow[];
}

function displayValue(key: FieldKey, value: string | boolean | undefined): string {
  if (typeof value === "boolean") return value ? "On" : "Off";
  if (!value) return NOT_SET;
  return isSecretField(key) ? SECRET_MASK : value;
}

/** Each card as a title and label/value rows, secret values masked. */
export function summarizeConfigurations(cards: IntegrationConfiguration[]): CardSummary[] {
  return cards.map((card, index) => {
    const name = card.provider_name.trim();
    const label = providerLabel(name);
    const title = `${index + 1}. ${label}${label !== name && name ? ` (${name})` : ""}`;
    const rows: SummaryRow[] = [
      {
        label: "Provider type",
        value: card.provider_type ? providerTypeLabels[card.provider_type] : NOT_SET,
      },
      { label: "Enabled", value: card.is_enabled ? "Yes" : "No" },
      ...providerFields(name).map((key) => ({
        label: fieldDefinitions[key].label,
        value: displayValue(key, card[key]),
      })),
    ];
    return { title, rows };
  });
}

/** Plain text of the summary, one block per card. */
export function summaryText(cards: IntegrationConfiguration[]): string {
  return summarizeConfigurations(cards)
    .map(({ title, rows }) =>
      [title, ...rows.map((row) => `   ${row.label}: ${row.value}`)].join("\n"),
    )
    .join("\n\n");
}

const MAIL_SUBJECT = `${company.software.name} integration configuration`;

/** Who the configuration is e-mailed to: the company profile's name and general e-mail. */
export interface ConfigurationRecipient {
  name: string;
  email: string;
}

/** The mailto link of Open Email Client: to the company inbox, secrets masked. */
export function mailtoHref(cards: IntegrationConfiguration[], recipient: ConfigurationRecipient) {
  const inbox = recipient.email;
  const body = [
    `Hello ${recipient.name},`,
    "",
    `Please find our ${company.software.name} integration configuration below. Secret values are masked; we will share them through a secure channel.`,
    "",
    summaryText(cards),
  ].join("\n");
  const query = `subject=${encodeURIComponent(MAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
  return `mailto:${inbox}?${query}`;
}

/** "gatsy-configuration-2025-01-31.json", from the local date. */
export function exportFileName(now: Date = new Date()): string {
  const date = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, "0"),
    String(now.getDate()).padStart(2, "0"),
  ].join("-");
  return `${company.software.name.toLowerCase()}-configuration-${date}.json`;
}

/** The downloaded and copied document: the configurations as the customer entered them. */
export function exportDocument(cards: IntegrationConfiguration[]): string {
  return `${JSON.stringify({ configurations: cards }, null, 2)}\n`;
}
