import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { FORM_COUNT, FORM_DEFINITIONS } from "./catalogue";
import { FORM_DESCRIPTION_KEYS, FORM_NAME_KEYS } from "./form-names";

describe("the forms' names and descriptions in the catalogue", () => {
  it("has one of each per form, the English ones the product's", () => {
    expect(FORM_NAME_KEYS).toHaveLength(FORM_COUNT);
    expect(FORM_DESCRIPTION_KEYS).toHaveLength(FORM_COUNT);
    const english = serverTranslator("en");
    FORM_DEFINITIONS.forEach((form, index) => {
      expect(english.t(FORM_NAME_KEYS[index]!)).toBe(form.name);
      expect(english.t(FORM_DESCRIPTION_KEYS[index]!)).toBe(form.description);
    });
  });

  it("gives each form a Spanish description of its own", () => {
    const spanish = serverTranslator("es");
    const texts = FORM_DESCRIPTION_KEYS.map((key) => spanish.t(key));
    expect(new Set(texts).size).toBe(FORM_COUNT);
    FORM_DEFINITIONS.forEach((form, index) => {
      expect(texts[index]).not.toBe(form.description);
    });
  });
});
