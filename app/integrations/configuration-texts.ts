import type { MessageKey, Translator } from "~/i18n/translator";
import {
  type ConfigurationErrors,
  type FieldKey,
  type IntegrationConfiguration,
  type ProviderType,
  providerLabel,
} from "./configuration-fields";

/**
 * The card editor's words in the page's language (docs/architecture.md#languages): a field's
 * label, a type, and the card rules' errors, which `configuration-fields.ts` gives as keys.
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
 * An error of `validateConfiguration` (a message key) for one of the card's fields, in the
 * translator's language, naming the field's label and the card's provider.
 */
export function localizedError(
  t: Translator["t"],
  card: IntegrationConfiguration,
  field: keyof ConfigurationErrors,
  message: string,
): string {
  const label =
    field === "provider_name" || field === "provider_type" ? undefined : fieldLabel(t, field);
  return t(message as MessageKey, {
    field: label ?? "",
    provider: providerLabel(card.provider_name),
  });
}

/** Every card's errors in a language: what the server answers with. */
export function localizedErrors(
  t: Translator["t"],
  card: IntegrationConfiguration,
  errors: ConfigurationErrors,
): ConfigurationErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message && localizedError(t, card, field as keyof ConfigurationErrors, message),
    ]),
  );
}
