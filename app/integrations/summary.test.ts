import { describe, expect, it } from "vitest";
import { SAMPLE_CARDS, SAMPLE_SECRETS } from "../../tests/support/integrations";
import { exportDocument, exportFileName, mailtoHref, SECRET_MASK, summaryText } from "./summary";

const cards = SAMPLE_CARDS;
const secrets = SAMPLE_SECRETS;

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
    const href = mailtoHref(cards, { name: "North Star Power", email: "office@north.test" });
    expect(href.startsWith("mailto:office@north.test?subject=")).toBe(true);
    const body = decodeURIComponent(href.slice(href.indexOf("body=") + 5));
    expect(body).toContain("Hello North Star Power,");
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
