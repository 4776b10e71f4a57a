import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyProvider } from "~/company/CompanyContext";
import { companyFacts, exampleFacts } from "~/company/facts";
import { exampleProfile } from "~/company/profile";
import { serverTranslator } from "~/i18n/catalogue.server";
import { ContactSection } from "~/marketing/home/ContactSection";

const EXAMPLE_PHONE = exampleFacts.phone.display;
const { t } = serverTranslator("en");
const leadFailureMessage = (name: "contact" | "pricing" | "trial", phone: string) =>
  t(`forms.${name}.failure`, { phone });
const renumbered = companyFacts({ ...exampleProfile, mainPhone: "(213) 555-7788" });

describe("the lead forms' failure texts", () => {
  it("are the product's words, naming the example phone for the example profile", () => {
    expect(leadFailureMessage("contact", EXAMPLE_PHONE)).toBe(
      "There was an error sending your message. Please try again or contact us directly at (555) 010-0100.",
    );
    expect(leadFailureMessage("pricing", EXAMPLE_PHONE)).toBe(
      "Failed to send your request. Please try again or contact us directly at (555) 010-0100.",
    );
    expect(leadFailureMessage("trial", EXAMPLE_PHONE)).toBe(
      "We could not start your trial just now. Please try again or contact us directly at (555) 010-0100.",
    );
  });

  it("name the profile's phone, and the contact island gets it as a prop", () => {
    expect(leadFailureMessage("contact", "(213) 555-7788")).toContain("at (213) 555-7788.");
    const markup = renderToStaticMarkup(
      <CompanyProvider value={renumbered}>
        <ContactSection />
      </CompanyProvider>,
    );
    const props = /data-island="contactForm" data-props="([^"]*)"/.exec(markup)?.[1] ?? "";
    expect(JSON.parse(props.replaceAll("&quot;", '"'))).toEqual({ phone: "(213) 555-7788" });
    expect(markup).not.toContain(EXAMPLE_PHONE);
  });
});
