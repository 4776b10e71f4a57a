import { describe, expect, it } from "vitest";
import { company } from "~/company/fixed-facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import { messages } from "../../../tests/support/spec-texts";
import { rateLimitedMessage } from "./submission.server";

/** The English catalogue says the product's own words (docs/product.md#lead-forms). */
describe("the lead forms' English messages", () => {
  const { t } = serverTranslator("en");
  const phone = { phone: company.phone.display };

  it("are the product's texts, word for word", () => {
    expect(t("forms.contact.success")).toBe(messages.contactSuccess);
    expect(t("forms.contact.failure", phone)).toBe(messages.contactFailure(company.phone.display));
    expect(t("forms.pricing.success")).toBe(messages.pricingSuccess);
    expect(t("forms.pricing.failure", phone)).toBe(messages.pricingFailure(company.phone.display));
    expect(t("forms.trial.success")).toBe(messages.trialSuccess);
    expect(t("forms.trial.failure", phone)).toBe(messages.trialFailure(company.phone.display));
    expect(rateLimitedMessage(company.phone.display)).toBe(
      `You have sent several requests in a short time. Please wait 15 minutes and try again, or call us at ${company.phone.display}.`,
    );
  });
});
