import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { credentialsView } from "~/company/credentials/credentials-view";
import { exampleProfile } from "~/company/profile";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import type { Lang } from "~/i18n/languages";
import { CredentialsPage } from "./CredentialsPage";

function bankingCard(lang: Lang, remittanceAddress: string[]) {
  const view = credentialsView({ ...exampleProfile, remittanceAddress });
  const markup = renderToStaticMarkup(
    <I18nProvider value={serverTranslator(lang)}>
      <CredentialsPage view={view} coiForm={null} />
    </I18nProvider>,
  );
  const card = /id="banking"[\s\S]*?<\/section>|id="banking"[\s\S]*?<\/li>/.exec(markup)?.[0];
  return (card ?? "").replace(/<[^>]+>/g, "");
}

describe("the banking and remittance card", () => {
  it("promises what it gives: the remittance address, and ACH details by phone, never by e-mail", () => {
    const card = bankingCard("en", ["Accounts Receivable", "PO Box 4100", "Glendora, CA 91740"]);
    expect(card).toContain(
      "Where to mail checks, and how to ask for our bank details to pay by ACH: by phone, never by e-mail.",
    );
    expect(card).toContain("Mail checks toAccounts ReceivablePO Box 4100Glendora, CA 91740");
    expect(card).toContain(
      "To pay by ACH (electronic bank transfer), call (555) 010-0100: we give our bank details by phone only, never by e-mail.",
    );
    expect(card).not.toContain("set up electronic payments");
  });

  it("says the same in Spanish, and whom to call when no address is entered", () => {
    const card = bankingCard("es", []);
    expect(card).toContain("Para pagar por ACH");
    expect(card).toContain("llame al (555) 010-0100");
    expect(card).not.toContain("configurar pagos electrónicos");
  });
});
