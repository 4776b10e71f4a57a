import type { MessageKey, Translator } from "~/i18n/translator";
import { integrationMessages as text } from "~/site/messages";
import {
  type ConfigurationErrors,
  type FieldKey,
  fieldDefinitions,
  type IntegrationConfiguration,
  isKnownProvider,
  type ProviderType,
  providers,
} from "./configuration-fields";

/**
 * The card editor's words in the page's language (docs/architecture.md#languages). The rules of
 * `configuration-fields.ts` stay in the spec's English, which the server answers with and its
 * tests hold; the editor translates a field's label, a type and an error where it shows them.
 */
const FIELD_LABELS: Record<FieldKey, MessageKey> = {
  tenant_id: "integrations.field.tenant_id",
  client_id: "integrations.field.client_id",
  client_secret: "integrations.field.client_secret",
  redirect_uri: "integrations.field.redirect_uri",
  scope: "integrations.field.scope",
  authority: "integrations.field.authority",
  api_version: "integrations.field.api_version",
  consumer_key: "integrations.field.consumer_key",
  consumer_secret: "integrations.field.consumer_secret",
  access_token: "integrations.field.access_token",
  access_token_secret: "integrations.field.access_token_secret",
  sandbox: "integrations.field.sandbox",
  company_id: "integrations.field.company_id",
  base_url: "integrations.field.base_url",
};

const TYPE_LABELS: Record<ProviderType, MessageKey> = {
  file_storage: "integrations.type.file_storage",
  accounting: "integrations.type.accounting",
};

export function fieldLabel(t: Translator["t"], field: FieldKey): string {
  return t(FIELD_LABELS[field]);
}

export function typeLabel(t: Translator["t"], type: ProviderType): string {
  return t(TYPE_LABELS[type]);
}

/**
 * An error of `validateConfiguration` for one of the card's fields, in the page's language: each
 * rule's English text is matched exactly, so an unknown text (none today) shows as it is.
 */
export function localizedError(
  t: Translator["t"],
  card: IntegrationConfiguration,
  field: keyof ConfigurationErrors,
  message: string,
): string {
  const fixed: Record<string, MessageKey> = {
    [text.providerNameRequired]: "integrations.error.providerNameRequired",
    [text.providerTypeRequired]: "integrations.error.providerTypeRequired",
    [text.unknownProvider]: "integrations.error.unknownProvider",
    [text.clientIdFormat]: "integrations.error.clientIdFormat",
  };
  const key = fixed[message];
  if (key) return t(key);
  if (field === "provider_name" || field === "provider_type") return message;
  const english = fieldDefinitions[field].label;
  const name = card.provider_name.trim();
  if (isKnownProvider(name) && message === text.requiredFor(english, providers[name].label)) {
    return t("integrations.error.requiredFor", {
      field: fieldLabel(t, field),
      provider: providers[name].label,
    });
  }
  if (message === text.invalidUrl(english)) {
    return t("integrations.error.invalidUrl", { field: fieldLabel(t, field) });
  }
  return message;
}
