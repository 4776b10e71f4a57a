import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { SAMPLE_CARDS, SAMPLE_SECRETS } from "../../tests/support/integrations";
import { exportDocument, exportFileName, mailtoHref, SECRET_MASK, summaryText } from "./summary";

const cards = SAMPLE_CARDS;
const secrets = SAMPLE_SECRETS;
const { t } = serverTranslator("en");

describe("configuration summaries", () => {
  it("mask every filled-in secret and mark empty values", () => {
    const text = summaryText(cards, t);
    expect(text).toContain("1. Microsoft Graph (msgraph)");
    expect(text).toContain(`Client Secret: ${SECRET_MASK}`);
    expect(text).toContain("Tenant ID: contoso");
    expect(text).toContain("Access Token Secret: (not set)");
    expect(text).toContain("Sandbox: On");
    expect(text).toContain("3. dropbox <b>");
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("speak the translator's language: the page's, or the office's English in its e-mail", () => {
    const text = summaryText(cards, serverTranslator("es").t);
    expect(text).toContain("Tipo de proveedor: Almacenamiento");
    expect(text).toContain("(sin definir)");
    expect(text).not.toContain("(not set)");
  });

  it("open a mailto to the company inbox only, secrets masked", () => {
    const href = mailtoHref(cards, { name: "North Star Power", email: "office@north.test" }, t);
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
