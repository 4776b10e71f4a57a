import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";

/** The attributes of the first element with this tag, in the markup. */
function attributesOf(markup: string, tag: string): Record<string, string> {
  const element = markup.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? "";
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ""]),
  );
}

describe("form fields", () => {
  it("name their ids after the prefix and link the label to the control", () => {
    const markup = renderToStaticMarkup(
      <TextField idPrefix="contact" label="Email" name="email" type="email" />,
    );
    const input = attributesOf(markup, "input");
    expect(input).toMatchObject({ id: "contact-email", name: "email", type: "email" });
    expect(attributesOf(markup, "label").for).toBe("contact-email");
    expect(input).not.toHaveProperty("aria-invalid");
    expect(input).not.toHaveProperty("aria-describedby");
  });

  it("mark a field with an error invalid and describe it by its hint and its error", () => {
    const markup = renderToStaticMarkup(
      <TextAreaField
        idPrefix="pricing"
        label="Message"
        name="message"
        hint="Tell us more."
        error="Please keep your message shorter."
      />,
    );
    expect(attributesOf(markup, "textarea")).toMatchObject({
      id: "pricing-message",
      "aria-invalid": "true",
      "aria-describedby": "pricing-message-hint pricing-message-error",
    });
    expect(markup).toMatch(/<p id="pricing-message-hint"[^>]*>Tell us more\.<\/p>/);
    expect(markup).toMatch(
      /<p id="pricing-message-error"[^>]*>Please keep your message shorter\.<\/p>/,
    );
  });

  it("say '(optional)' after an optional field's label, in the page's language", () => {
    const optional = (lang: "en" | "es") =>
      renderToStaticMarkup(
        <I18nProvider value={serverTranslator(lang)}>
          <SelectField idPrefix="pricing" label="Industry" name="industry" optional>
            <option value="">Select industry</option>
          </SelectField>
        </I18nProvider>,
      );
    expect(optional("en")).toMatch(/<label[^>]*>Industry<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(optional("es")).toMatch(/<span[^>]*> \(opcional\)<\/span><\/label>/);
    expect(attributesOf(optional("en"), "select").id).toBe("pricing-industry");
  });

  it("wire a checkbox the same way, its label around it", () => {
    const markup = renderToStaticMarkup(
      <CheckboxField idPrefix="card-1" label="Enabled" name="enabled" error="Choose one." />,
    );
    expect(attributesOf(markup, "input")).toMatchObject({
      type: "checkbox",
      id: "card-1-enabled",
      "aria-invalid": "true",
      "aria-describedby": "card-1-enabled-error",
    });
    expect(markup).toMatch(/<p id="card-1-enabled-error"[^>]*>Choose one\.<\/p>/);
  });
});
