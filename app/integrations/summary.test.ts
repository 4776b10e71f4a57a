import { describe, expect, it } from "vitest";
import { company } from "~/site/company";
import { defaultConfiguration, type IntegrationConfiguration } from "./integrations.validation";
import { exportDocument, exportFileName, mailtoHref, SECRET_MASK, summaryText } from "./summary";

const cards: IntegrationConfiguration[] = [
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
const secrets = ["graph-secret-1", "qb-secret-2", "qb-token-3"];

describe("configuration summaries", () => {
  it("mask every filled-in secret and mark empty values", () => {
    const text = summaryText(cards);
    expect(text).toContain("1. Microsoft Graph (msgraph)");
    expect(text).toContain(`Client Secret: ${SECRET_MASK}`);
    expect(text).toContain("Tenant ID: contoso");
    expect(text).toContain("Access Token Secret: (not set)");
    expect(text).toContain("Sandbox: On");
    expect(text).toContain("3. dropbox <b>");
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("open a mailto to the company inbox only, secrets masked", () => {
    const href = mailtoHref(cards);
    expect(href.startsWith(`mailto:${company.email}?subject=`)).toBe(true);
    const body = decodeURIComponent(href.slice(href.indexOf("body=") + 5));
    expect(body).toContain(`Client Secret: ${SECRET_MASK}`);
    for (const secret of secrets) expect(body).not.toContain(secret);
  });

  it("name the download after the suite and the date", () => {
    expect(exportFileName(new Date(2025, 0, 5))).toBe("gatsy-configuration-2025-01-05.json");
  });

  it("export the configurations as entered", () => {
    expect(JSON.parse(exportDocument(cards))).toEqual({ configurations: cards });
  });
});
