import {
  defaultConfiguration,
  type IntegrationConfiguration,
} from "~/integrations/integrations.validation";

/**
 * Three submitted cards: an enabled Microsoft Graph card and a QuickBooks card with secrets filled
 * in, and an unknown provider whose name holds markup. `SAMPLE_SECRETS` are the secret values.
 */
export const SAMPLE_CARDS: IntegrationConfiguration[] = [
  {
    ...defaultConfiguration("msgraph"),
    is_enabled: true,
    tenant_id: "contoso",
    client_id: "deadbeef",
    client_secret: "graph-secret-1",
  },
  {
    ...defaultConfiguration("quickbooks"),
    consumer_key: "key",
    consumer_secret: "qb-secret-2",
    access_token: "qb-token-3",
  },
  { provider_type: "", provider_name: "dropbox <b>", is_enabled: false },
];
export const SAMPLE_SECRETS = ["graph-secret-1", "qb-secret-2", "qb-token-3"];

/** Cards that break every rule of the card editor between them. */
export const FAILING_CARDS: IntegrationConfiguration[] = [
  { provider_type: "", provider_name: "", is_enabled: true },
  { provider_type: "file_storage", provider_name: "dropbox", is_enabled: true },
  {
    provider_type: "file_storage",
    provider_name: "msgraph",
    is_enabled: true,
    client_id: "not-a-guid!",
    authority: "not a url",
    redirect_uri: "ftp://example.com",
  },
  { provider_type: "accounting", provider_name: "quickbooks", is_enabled: true, base_url: "nope" },
  { provider_type: "file_storage", provider_name: "google_drive", is_enabled: true },
];
