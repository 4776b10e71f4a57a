import { company } from "~/company/fixed-facts";
import type { Translator } from "~/i18n/translator";
import {
  type FieldKey,
  fieldLabel,
  type IntegrationConfiguration,
  isSecretField,
  providerFields,
  providerLabel,
  typeLabel,
} from "./configuration-fields";

/**
 * Readable views of a set of configurations, shared by the page (mailto, JSON download) and the
 * server (notification e-mail), in the translator's words: the page's language, or the office's
 * English for the company's e-mail. Anything meant to leave the browser by e-mail is masked here.
 */

export const SECRET_MASK = "********";

interface SummaryRow {
  label: string;
  value: string;
}

interface CardSummary {
  title: string;
  rows: SummaryRow[];
}

function displayValue(
  t: Translator["t"],
  key: FieldKey,
  value: string | boolean | undefined,
): string {
  if (typeof value === "boolean")
    return t(value ? "integrations.summary.on" : "integrations.summary.off");
  if (!value) return t("integrations.summary.notSet");
  return isSecretField(key) ? SECRET_MASK : value;
}

/** Each card as a title and label/value rows, secret values masked. */
export function summarizeConfigurations(
  cards: IntegrationConfiguration[],
  t: Translator["t"],
): CardSummary[] {
  return cards.map((card, index) => {
    const name = card.provider_name.trim();
    const label = providerLabel(name);
    const title = `${index + 1}. ${label}${label !== name && name ? ` (${name})` : ""}`;
    const rows: SummaryRow[] = [
      {
        label: t("integrations.card.providerType"),
        value: card.provider_type
          ? typeLabel(t, card.provider_type)
          : t("integrations.summary.notSet"),
      },
      {
        label: t("integrations.card.enabled"),
        value: t(card.is_enabled ? "integrations.summary.yes" : "integrations.summary.no"),
      },
      ...providerFields(name).map((key) => ({
        label: fieldLabel(t, key),
        value: displayValue(t, key, card[key]),
      })),
    ];
    return { title, rows };
  });
}

/** Plain text of the summary, one block per card. */
export function summaryText(cards: IntegrationConfiguration[], t: Translator["t"]): string {
  return summarizeConfigurations(cards, t)
    .map(({ title, rows }) =>
      [title, ...rows.map((row) => `   ${row.label}: ${row.value}`)].join("\n"),
    )
    .join("\n\n");
}

/** Who the configuration is e-mailed to: the company profile's name and general e-mail. */
export interface ConfigurationRecipient {
  name: string;
  email: string;
}

/** The mailto link of Open Email Client: to the company inbox, secrets masked. */
export function mailtoHref(
  cards: IntegrationConfiguration[],
  recipient: ConfigurationRecipient,
  t: Translator["t"],
) {
  const inbox = recipient.email;
  const software = company.software.name;
  const body = [
    t("integrations.email.greeting", { name: recipient.name }),
    "",
    t("integrations.email.intro", { software }),
    "",
    summaryText(cards, t),
  ].join("\n");
  const subject = t("integrations.email.subject", { software });
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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
