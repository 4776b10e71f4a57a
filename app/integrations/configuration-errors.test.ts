import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { FAILING_CARDS } from "../../tests/support/integrations";
import {
  type ConfigurationErrors,
  type IntegrationConfiguration,
  localizedError,
  validateConfiguration,
} from "./configuration-fields";

function everyError(): { card: IntegrationConfiguration; field: string; message: string }[] {
  return FAILING_CARDS.flatMap((card) =>
    Object.entries(validateConfiguration(card)).map(([field, message]) => ({
      card,
      field,
      message: message as string,
    })),
  );
}

describe("the card editor's errors in the page's language", () => {
  it("are message keys, said in English with the field and the provider", () => {
    const { t } = serverTranslator("en");
    const english = everyError().map(({ card, field, message }) =>
      localizedError(t, card, field as keyof ConfigurationErrors, message),
    );
    expect(english).toContain("Client Secret is required for Microsoft Graph integration");
    expect(english).toContain("Authority must be a valid URL");
    expect(english).toContain("Provider name is required");
    for (const { message } of everyError()) expect(message).toMatch(/^integrations\.error\./);
  });

  it("are translated in Spanish, every rule of them", () => {
    const { t } = serverTranslator("es");
    const errors = everyError();
    expect(errors.length).toBeGreaterThan(8);
    for (const { card, field, message } of errors) {
      const spanish = localizedError(t, card, field as keyof ConfigurationErrors, message);
      expect(spanish, message).not.toBe(message);
      expect(spanish, message).not.toContain("integrations.");
    }
  });
});
