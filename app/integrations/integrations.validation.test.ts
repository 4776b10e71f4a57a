import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { localizedErrors } from "./configuration-fields";
import {
  type ConfigurationErrors,
  defaultConfiguration,
  describeBodyIssues as describeIssues,
  type IntegrationConfiguration,
  isValidClientId,
  isValidUrl,
  MAX_CONFIGURATIONS,
  newCustomConfiguration,
  SECRET_FIELDS,
  submitBodySchema,
  validateAll as validateAllKeys,
  validateConfiguration as validateKeys,
  withProviderFields,
} from "./integrations.validation";

/** The rules give message keys; these tests read them as the spec's English words. */
const english = serverTranslator("en");

function validateConfiguration(card: IntegrationConfiguration): ConfigurationErrors {
  return localizedErrors(english.t, card, validateKeys(card));
}

function validateAll(cards: IntegrationConfiguration[]): Map<number, ConfigurationErrors> {
  const problems = validateAllKeys(cards);
  return new Map(
    [...problems].map(([index, errors]) => [
      index,
      localizedErrors(english.t, cards[index]!, errors),
    ]),
  );
}

function describeBodyIssues(error: Parameters<typeof describeIssues>[0]): string {
  return describeIssues(error, english);
}

const GUID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

function graph(overrides: Partial<IntegrationConfiguration> = {}): IntegrationConfiguration {
  return {
    ...defaultConfiguration("msgraph"),
    is_enabled: true,
    tenant_id: "contoso.onmicrosoft.com",
    client_id: GUID,
    client_secret: "graph-secret",
    ...overrides,
  };
}

function drive(overrides: Partial<IntegrationConfiguration> = {}): IntegrationConfiguration {
  return {
    ...defaultConfiguration("google_drive"),
    is_enabled: true,
    client_id: "1234-abc.apps.googleusercontent.com",
    client_secret: "drive-secret",
    ...overrides,
  };
}

function books(overrides: Partial<IntegrationConfiguration> = {}): IntegrationConfiguration {
  return {
    ...defaultConfiguration("quickbooks"),
    is_enabled: true,
    consumer_key: "qb-key",
    consumer_secret: "qb-secret",
    company_id: "9130354501",
    ...overrides,
  };
}

describe("defaults (docs/product.md#integration-configuration)", () => {
  it("gives Microsoft Graph the .default scope and API version v1.0", () => {
    const card = defaultConfiguration("msgraph");
    expect(card).toMatchObject({
      provider_type: "file_storage",
      provider_name: "msgraph",
      is_enabled: false,
      api_version: "v1.0",
    });
    expect(card.scope).toMatch(/\/\.default$/);
    expect(Object.keys(card).sort()).toEqual(
      [
        "provider_type",
        "provider_name",
        "is_enabled",
        "tenant_id",
        "client_id",
        "client_secret",
        "redirect_uri",
        "scope",
        "authority",
        "api_version",
      ].sort(),
    );
  });

  it("gives Google Drive its four fields, empty", () => {
    expect(defaultConfiguration("google_drive")).toEqual({
      provider_type: "file_storage",
      provider_name: "google_drive",
      is_enabled: false,
      client_id: "",
      client_secret: "",
      redirect_uri: "",
      scope: "",
    });
  });

  it("turns QuickBooks sandbox on", () => {
    expect(defaultConfiguration("quickbooks")).toEqual({
      provider_type: "accounting",
      provider_name: "quickbooks",
      is_enabled: false,
      consumer_key: "",
      consumer_secret: "",
      access_token: "",
      access_token_secret: "",
      sandbox: true,
      company_id: "",
      base_url: "",
    });
  });

  it("starts a custom card not enabled, with no provider name or type", () => {
    expect(newCustomConfiguration()).toEqual({
      provider_type: "",
      provider_name: "",
      is_enabled: false,
    });
  });

  it("treats exactly the four secret fields as secret", () => {
    expect([...SECRET_FIELDS].sort()).toEqual(
      ["access_token", "access_token_secret", "client_secret", "consumer_secret"].sort(),
    );
  });

  it("keeps only the fields of the card's provider", () => {
    const card = withProviderFields({ ...graph(), provider_name: "google_drive" });
    expect(Object.keys(card).sort()).toEqual(
      [
        "provider_type",
        "provider_name",
        "is_enabled",
        "client_id",
        "client_secret",
        "redirect_uri",
        "scope",
      ].sort(),
    );
    expect(card.client_secret).toBe("graph-secret");
  });
});

describe("rules for every card", () => {
  it("requires a provider name and a provider type, even on a disabled card", () => {
    expect(validateConfiguration(newCustomConfiguration())).toEqual({
      provider_name: "Provider name is required",
      provider_type: "Provider type is required",
    });
  });

  it("counts a name of spaces as missing", () => {
    const errors = validateConfiguration({
      provider_type: "accounting",
      provider_name: "   ",
      is_enabled: true,
    });
    expect(errors).toEqual({ provider_name: "Provider name is required" });
  });

  it("runs no provider checks on a card that is not enabled", () => {
    expect(validateConfiguration(defaultConfiguration("msgraph"))).toEqual({});
    expect(validateConfiguration(defaultConfiguration("google_drive"))).toEqual({});
    expect(validateConfiguration(defaultConfiguration("quickbooks"))).toEqual({});
    expect(
      validateConfiguration(graph({ is_enabled: false, client_id: "zz", authority: "nope" })),
    ).toEqual({});
    expect(
      validateConfiguration({
        provider_type: "accounting",
        provider_name: "xero",
        is_enabled: false,
      }),
    ).toEqual({});
  });

  it("rejects an unknown provider name on an enabled card", () => {
    expect(
      validateConfiguration({
        provider_type: "accounting",
        provider_name: "xero",
        is_enabled: true,
      }),
    ).toEqual({ provider_name: "Unknown provider name" });
  });

  it("keeps 'Provider name is required' for an enabled card without a name", () => {
    expect(
      validateConfiguration({ provider_type: "", provider_name: "", is_enabled: true }),
    ).toEqual({
      provider_name: "Provider name is required",
      provider_type: "Provider type is required",
    });
  });

  it("applies a known provider's rules to a custom card named after it", () => {
    const custom = { ...newCustomConfiguration(), provider_name: "quickbooks", is_enabled: true };
    expect(validateConfiguration(custom)).toEqual({
      provider_type: "Provider type is required",
      consumer_key: "Consumer Key is required for QuickBooks integration",
      consumer_secret: "Consumer Secret is required for QuickBooks integration",
      company_id: "Company ID is required for QuickBooks integration",
    });
  });
});

describe("Microsoft Graph", () => {
  it("accepts a complete card", () => {
    expect(validateConfiguration(graph())).toEqual({});
  });

  it("requires Client ID, Client Secret and Tenant ID with the product's wording (docs/product.md#integration-configuration)", () => {
    const errors = validateConfiguration(
      graph({ client_id: "", client_secret: " ", tenant_id: "" }),
    );
    expect(errors).toEqual({
      client_id: "Client ID is required for Microsoft Graph integration",
      client_secret: "Client Secret is required for Microsoft Graph integration",
      tenant_id: "Tenant ID is required for Microsoft Graph integration",
    });
  });

  const formatMessage =
    "Client ID should be a valid GUID or application ID format (hexadecimal characters)";

  it.each([
    ["a lowercase GUID", GUID],
    ["an uppercase GUID", GUID.toUpperCase()],
    ["an 8-character hexadecimal id", "deadBEEF"],
    ["a long hexadecimal id", "0123456789abcdef0123456789abcdef"],
    ["a GUID with surrounding spaces", ` ${GUID} `],
  ])("accepts %s as Client ID", (_name, clientId) => {
    expect(isValidClientId(clientId)).toBe(true);
    expect(validateConfiguration(graph({ client_id: clientId }))).toEqual({});
  });

  it.each([
    ["a 7-character hexadecimal id", "abcdef1"],
    ["a non-hexadecimal id", "my-application"],
    ["8 characters with a non-hex letter", "abcdefg1"],
    ["a GUID with a missing digit", "3f2504e0-4f89-11d3-9a0c-0305e82c330"],
    ["a GUID in braces", `{${GUID}}`],
    ["a GUID with a non-hex letter", "3f2504e0-4f89-11d3-9a0c-0305e82c330z"],
  ])("rejects %s as Client ID", (_name, clientId) => {
    expect(isValidClientId(clientId)).toBe(false);
    expect(validateConfiguration(graph({ client_id: clientId }))).toEqual({
      client_id: formatMessage,
    });
  });

  it("checks Authority and Redirect URI only when they are filled in", () => {
    expect(validateConfiguration(graph({ authority: "", redirect_uri: "" }))).toEqual({});
    expect(
      validateConfiguration(
        graph({
          authority: "https://login.microsoftonline.com/contoso.onmicrosoft.com",
          redirect_uri: "http://localhost:3000/auth/callback",
        }),
      ),
    ).toEqual({});
  });

  it("rejects an Authority and a Redirect URI without a scheme", () => {
    expect(
      validateConfiguration(
        graph({
          authority: "login.microsoftonline.com/common",
          redirect_uri: "app.example.com/callback",
        }),
      ),
    ).toEqual({
      authority: "Authority must be a valid URL",
      redirect_uri: "Redirect URI must be a valid URL",
    });
  });

  it("reports every problem of a card at once", () => {
    expect(
      validateConfiguration(graph({ client_id: "1234567", tenant_id: "", authority: "x" })),
    ).toEqual({
      client_id: formatMessage,
      tenant_id: "Tenant ID is required for Microsoft Graph integration",
      authority: "Authority must be a valid URL",
    });
  });
});

describe("Google Drive", () => {
  it("accepts a complete card with any Client ID format", () => {
    expect(validateConfiguration(drive())).toEqual({});
  });

  it("requires Client ID and Client Secret with the product's wording (docs/product.md#integration-configuration)", () => {
    expect(validateConfiguration(drive({ client_id: "", client_secret: "" }))).toEqual({
      client_id: "Client ID is required for Google Drive integration",
      client_secret: "Client Secret is required for Google Drive integration",
    });
  });

  it("checks the Redirect URI when filled in", () => {
    expect(validateConfiguration(drive({ redirect_uri: "https://app.example.com/cb" }))).toEqual(
      {},
    );
    expect(validateConfiguration(drive({ redirect_uri: "app.example.com/cb" }))).toEqual({
      redirect_uri: "Redirect URI must be a valid URL",
    });
  });
});

describe("QuickBooks", () => {
  it("accepts a complete card; access tokens are optional", () => {
    expect(validateConfiguration(books())).toEqual({});
  });

  it("requires Consumer Key, Consumer Secret and Company ID with the product's wording (docs/product.md#integration-configuration)", () => {
    expect(
      validateConfiguration(books({ consumer_key: "", consumer_secret: "", company_id: "" })),
    ).toEqual({
      consumer_key: "Consumer Key is required for QuickBooks integration",
      consumer_secret: "Consumer Secret is required for QuickBooks integration",
      company_id: "Company ID is required for QuickBooks integration",
    });
  });

  it("checks the Base URL when filled in", () => {
    expect(
      validateConfiguration(books({ base_url: "https://sandbox-quickbooks.api.intuit.com" })),
    ).toEqual({});
    expect(validateConfiguration(books({ base_url: "sandbox-quickbooks.api.intuit.com" }))).toEqual(
      { base_url: "Base URL must be a valid URL" },
    );
  });
});

describe("URLs", () => {
  it.each([
    "https://login.microsoftonline.com/common",
    "http://localhost:3000/callback",
    "https://example.com",
    " https://example.com/padded ",
  ])("accepts %s", (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    "example.com",
    "www.example.com/path",
    "//example.com",
    "https://",
    "not a url",
    "javascript:alert(1)",
    "ftp://files.example.com",
    "mailto:someone@example.com",
  ])("rejects %s", (value) => {
    expect(isValidUrl(value)).toBe(false);
  });
});

describe("validating every card", () => {
  it("lists the problems of each failing card by position", () => {
    const problems = validateAll([graph(), drive({ client_secret: "" }), newCustomConfiguration()]);
    expect([...problems.keys()]).toEqual([1, 2]);
    expect(problems.get(1)).toEqual({
      client_secret: "Client Secret is required for Google Drive integration",
    });
  });

  it("is empty when every card passes", () => {
    expect(validateAll([graph(), drive(), books()]).size).toBe(0);
  });
});

describe("the submit body", () => {
  const body = (configurations: unknown[]) => ({ configurations });

  it("accepts the three built-in cards and trims what was typed", () => {
    const parsed = submitBodySchema.parse(body([graph({ tenant_id: "  t1  " }), drive(), books()]));
    expect(parsed.configurations).toHaveLength(3);
    expect(parsed.configurations[0]?.tenant_id).toBe("t1");
  });

  it(`accepts ${MAX_CONFIGURATIONS} cards and rejects ${MAX_CONFIGURATIONS + 1}`, () => {
    const cards = Array.from({ length: MAX_CONFIGURATIONS }, () => books());
    expect(submitBodySchema.safeParse(body(cards)).success).toBe(true);
    const result = submitBodySchema.safeParse(body([...cards, books()]));
    expect(result.success).toBe(false);
    expect(describeBodyIssues(result.error!)).toBe(
      "At most 20 configurations can be submitted at once",
    );
  });

  it("rejects an empty list", () => {
    const result = submitBodySchema.safeParse(body([]));
    expect(describeBodyIssues(result.error!)).toBe(
      "Add at least one configuration before submitting",
    );
  });

  it("rejects unknown fields on the body and on a card, naming them", () => {
    const top = submitBodySchema.safeParse({ ...body([books()]), to: "someone@example.com" });
    expect(describeBodyIssues(top.error!)).toBe('unknown field "to"');
    const card = submitBodySchema.safeParse(body([books(), { ...books(), html: "<b>x</b>" }]));
    expect(describeBodyIssues(card.error!)).toBe('Configuration 2: unknown field "html"');
  });

  it("rejects a field that belongs to another provider", () => {
    const result = submitBodySchema.safeParse(body([{ ...drive(), tenant_id: "t" }]));
    expect(describeBodyIssues(result.error!)).toBe(
      "Configuration 1: Tenant ID is not a field of Google Drive",
    );
  });

  it("rejects provider fields on a card whose provider is unknown", () => {
    const result = submitBodySchema.safeParse(
      body([{ provider_type: "accounting", provider_name: "xero", is_enabled: false, scope: "" }]),
    );
    expect(result.success).toBe(false);
  });

  it("rejects text the database cannot store: NUL and half a surrogate pair", () => {
    const nul = submitBodySchema.safeParse(body([books({ company_id: "91\u000030" })]));
    expect(describeBodyIssues(nul.error!)).toBe(
      "Configuration 1: Company ID contains characters that are not allowed",
    );
    const lone = submitBodySchema.safeParse(
      body([
        { ...newCustomConfiguration(), provider_type: "accounting", provider_name: "x\uD800" },
      ]),
    );
    expect(describeBodyIssues(lone.error!)).toBe(
      "Configuration 1: Provider name contains characters that are not allowed",
    );
    const emoji = body([
      { ...newCustomConfiguration(), provider_type: "accounting", provider_name: "Books 📚" },
    ]);
    expect(submitBodySchema.safeParse(emoji).success).toBe(true);
  });

  it("bounds every text", () => {
    const result = submitBodySchema.safeParse(body([graph({ client_secret: "s".repeat(4_097) })]));
    expect(describeBodyIssues(result.error!)).toBe(
      "Configuration 1: Client Secret must be at most 4,096 characters",
    );
    const name = submitBodySchema.safeParse(
      body([{ ...newCustomConfiguration(), provider_name: "n".repeat(101) }]),
    );
    expect(name.success).toBe(false);
  });

  it("rejects wrong types with the field named", () => {
    const result = submitBodySchema.safeParse(body([{ ...books(), sandbox: "yes" }]));
    expect(describeBodyIssues(result.error!)).toBe(
      "Configuration 1: Sandbox must be true or false",
    );
    const type = submitBodySchema.safeParse(body([{ ...books(), provider_type: "crm" }]));
    expect(describeBodyIssues(type.error!)).toBe(
      "Configuration 1: Provider type must be file_storage or accounting",
    );
  });

  it("rejects a body that is not an object with a list", () => {
    expect(submitBodySchema.safeParse([books()]).success).toBe(false);
    expect(submitBodySchema.safeParse({ configurations: "all" }).success).toBe(false);
  });
});
