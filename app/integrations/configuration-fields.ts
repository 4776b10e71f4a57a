import { type MessageKey, namesOf, type Translator, valueKeys } from "~/i18n/translator";

/**
 * The integration configuration's fields, providers, defaults and card rules, shared by the page
 * and the server. Free of Zod, so that the page's card editor does not carry it: the schemas of
 * what travels and is stored are in `integrations.validation.ts`, which re-exports this module.
 */

export const PROVIDER_TYPES = ["file_storage", "accounting"] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const MAX_CONFIGURATIONS = 20;
export const MAX_BODY_BYTES = 64 * 1024;

/** Length bounds of every text the page accepts. */
export const LIMITS = {
  providerName: 100,
  identifier: 256,
  url: 2_048,
  scope: 1_024,
  secret: 4_096,
} as const;

type FieldKind = "text" | "url" | "secret" | "switch";

interface FieldDefinition {
  kind: FieldKind;
  maxLength: number;
  placeholder?: string;
}

/** Every provider field and how it is entered; its label is the catalogue's (`FIELD_LABELS`). */
export const fieldDefinitions = {
  tenant_id: {
    kind: "text",
    maxLength: LIMITS.identifier,
    placeholder: "00000000-0000-0000-0000-000000000000",
  },
  client_id: { kind: "text", maxLength: LIMITS.identifier },
  client_secret: { kind: "secret", maxLength: LIMITS.secret },
  redirect_uri: {
    kind: "url",
    maxLength: LIMITS.url,
    placeholder: "https://app.example.com/oauth/callback",
  },
  scope: { kind: "text", maxLength: LIMITS.scope },
  authority: {
    kind: "url",
    maxLength: LIMITS.url,
    placeholder: "https://login.microsoftonline.com/your-tenant-id",
  },
  api_version: { kind: "text", maxLength: LIMITS.identifier },
  consumer_key: { kind: "text", maxLength: LIMITS.identifier },
  consumer_secret: { kind: "secret", maxLength: LIMITS.secret },
  access_token: { kind: "secret", maxLength: LIMITS.secret },
  access_token_secret: { kind: "secret", maxLength: LIMITS.secret },
  sandbox: { kind: "switch", maxLength: 0 },
  company_id: { kind: "text", maxLength: LIMITS.identifier },
  base_url: {
    kind: "url",
    maxLength: LIMITS.url,
    placeholder: "https://sandbox-quickbooks.api.intuit.com",
  },
} as const satisfies Record<string, FieldDefinition>;

export type FieldKey = keyof typeof fieldDefinitions;
export type TextFieldKey = Exclude<FieldKey, "sandbox">;

export const SECRET_FIELDS = [
  "client_secret",
  "consumer_secret",
  "access_token",
  "access_token_secret",
] as const satisfies readonly FieldKey[];
export type SecretFieldKey = (typeof SECRET_FIELDS)[number];

export function isSecretField(key: string): key is SecretFieldKey {
  return (SECRET_FIELDS as readonly string[]).includes(key);
}

export const KNOWN_PROVIDERS = ["msgraph", "google_drive", "quickbooks"] as const;
export type KnownProviderName = (typeof KNOWN_PROVIDERS)[number];

interface ProviderDefinition {
  label: string;
  type: ProviderType;
  fields: readonly FieldKey[];
  /** Fields that must not be blank on an enabled card. */
  required: readonly TextFieldKey[];
  /** Fields that, when filled in, must be valid URLs. */
  urls: readonly TextFieldKey[];
  defaults: Partial<Record<FieldKey, string | boolean>>;
}

export const providers: Record<KnownProviderName, ProviderDefinition> = {
  msgraph: {
    label: "Microsoft Graph",
    type: "file_storage",
    fields: [
      "tenant_id",
      "client_id",
      "client_secret",
      "redirect_uri",
      "scope",
      "authority",
      "api_version",
    ],
    required: ["client_id", "client_secret", "tenant_id"],
    urls: ["authority", "redirect_uri"],
    // The Graph ".default" scope (docs/product.md#integration-configuration) (written with its resource, as Microsoft expects it).
    defaults: { scope: "https://graph.microsoft.com/.default", api_version: "v1.0" },
  },
  google_drive: {
    label: "Google Drive",
    type: "file_storage",
    fields: ["client_id", "client_secret", "redirect_uri", "scope"],
    required: ["client_id", "client_secret"],
    urls: ["redirect_uri"],
    defaults: {},
  },
  quickbooks: {
    label: "QuickBooks",
    type: "accounting",
    fields: [
      "consumer_key",
      "consumer_secret",
      "access_token",
      "access_token_secret",
      "sandbox",
      "company_id",
      "base_url",
    ],
    required: ["consumer_key", "consumer_secret", "company_id"],
    urls: ["base_url"],
    defaults: { sandbox: true },
  },
};

function isKnownProvider(name: string): name is KnownProviderName {
  return (KNOWN_PROVIDERS as readonly string[]).includes(name);
}

/** The fields a card shows and sends: its provider's, or none for an unknown provider. */
export function providerFields(providerName: string): readonly FieldKey[] {
  const name = providerName.trim();
  return isKnownProvider(name) ? providers[name].fields : [];
}

/** One card's fields as the page keeps them and sends them (docs/product.md). */
export interface IntegrationConfiguration {
  provider_type: ProviderType | "";
  provider_name: string;
  is_enabled: boolean;
  tenant_id?: string;
  client_id?: string;
  client_secret?: string;
  redirect_uri?: string;
  scope?: string;
  authority?: string;
  api_version?: string;
  consumer_key?: string;
  consumer_secret?: string;
  access_token?: string;
  access_token_secret?: string;
  sandbox?: boolean;
  company_id?: string;
  base_url?: string;
}

export function providerLabel(providerName: string): string {
  const name = providerName.trim();
  return isKnownProvider(name) ? providers[name].label : name || "a custom provider";
}

/** A built-in provider's card as Reset leaves it (docs/product.md#integration-configuration). */
export function defaultConfiguration(name: KnownProviderName): IntegrationConfiguration {
  const provider = providers[name];
  const card: IntegrationConfiguration = {
    provider_type: provider.type,
    provider_name: name,
    is_enabled: false,
  };
  return withProviderFields(card, name);
}

/** A new custom card: not enabled, no provider name yet (docs/product.md#integration-configuration). */
export function newCustomConfiguration(): IntegrationConfiguration {
  return { provider_type: "", provider_name: "", is_enabled: false };
}

/** The card with exactly its provider's fields: missing ones filled with defaults, others dropped. */
export function withProviderFields(
  card: IntegrationConfiguration,
  providerName: string = card.provider_name,
): IntegrationConfiguration {
  const next: IntegrationConfiguration = {
    provider_type: card.provider_type,
    provider_name: card.provider_name,
    is_enabled: card.is_enabled,
  };
  const name = providerName.trim();
  const defaults = isKnownProvider(name) ? providers[name].defaults : {};
  for (const key of providerFields(providerName)) {
    const value = card[key] ?? defaults[key] ?? (key === "sandbox" ? false : "");
    Object.assign(next, { [key]: value });
  }
  return next;
}

/**
 * A card's errors, field → message key (docs/architecture.md#languages). The values a message
 * names (the field's label, the provider) follow from the field and the card:
 * `localizedError` says them in a language.
 */
export type ConfigurationErrors = Partial<
  Record<"provider_name" | "provider_type" | FieldKey, string>
>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_APPLICATION_ID = /^[0-9a-f]{8,}$/i;

/** A GUID, or a hexadecimal application id of at least 8 characters. */
export function isValidClientId(value: string): boolean {
  const id = value.trim();
  return GUID.test(id) || HEX_APPLICATION_ID.test(id);
}

/** An absolute http(s) URL with a host: what an authority, redirect URI or base URL must be. */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** The card rules of docs/product.md#integration-configuration for one card: field → message key, empty when the card is valid. */
export function validateConfiguration(card: IntegrationConfiguration): ConfigurationErrors {
  const errors: ConfigurationErrors = {};
  if (isBlank(card.provider_name)) errors.provider_name = "integrations.error.providerNameRequired";
  if (isBlank(card.provider_type)) errors.provider_type = "integrations.error.providerTypeRequired";
  if (!card.is_enabled || errors.provider_name) return errors;

  const name = card.provider_name.trim();
  if (!isKnownProvider(name)) {
    errors.provider_name = "integrations.error.unknownProvider";
    return errors;
  }
  const provider = providers[name];
  for (const key of provider.required) {
    if (isBlank(card[key])) {
      errors[key] = "integrations.error.requiredFor";
    }
  }
  if (name === "msgraph" && !errors.client_id && !isValidClientId(card.client_id ?? "")) {
    errors.client_id = "integrations.error.clientIdFormat";
  }
  for (const key of provider.urls) {
    const value = card[key];
    if (!isBlank(value) && !isValidUrl(value as string)) {
      errors[key] = "integrations.error.invalidUrl";
    }
  }
  return errors;
}

export function hasErrors(errors: ConfigurationErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Every card's problems, by position; empty when all cards pass. */
export function validateAll(cards: IntegrationConfiguration[]): Map<number, ConfigurationErrors> {
  const problems = new Map<number, ConfigurationErrors>();
  cards.forEach((card, index) => {
    const errors = validateConfiguration(card);
    if (hasErrors(errors)) problems.set(index, errors);
  });
  return problems;
}

/** The catalogue's names of the fields and the provider types (`integrations` namespace). */
export const FIELD_LABELS = valueKeys(
  "integrations.field",
  Object.keys(fieldDefinitions) as FieldKey[],
);

export const TYPE_LABELS = valueKeys("integrations.type", PROVIDER_TYPES);

/**
 * The card editor's words in the page's language (docs/architecture.md#languages): a field's
 * label, a type, and the card rules' errors, which `validateConfiguration` gives as keys.
 */
export function fieldLabel(t: Translator["t"], field: FieldKey): string {
  return t(FIELD_LABELS[field]);
}

export function typeLabel(t: Translator["t"], type: ProviderType): string {
  return t(TYPE_LABELS[type]);
}

/**
 * The fields' and types' names in one language, for a page that is not sent the editor's
 * namespace: the office's list of submissions gets them from its loader (a few hundred bytes
 * rather than the whole `integrations` namespace).
 */
export function configurationNames(t: Translator["t"]) {
  return {
    fields: namesOf(t, FIELD_LABELS),
    types: namesOf(t, TYPE_LABELS),
    notSet: t("integrations.summary.notSet"),
  };
}

export type ConfigurationNames = ReturnType<typeof configurationNames>;

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
