import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyProvider } from "~/company/CompanyContext";
import { companyFacts } from "~/company/facts";
import { exampleProfile } from "~/company/profile";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import type { Lang } from "~/i18n/languages";
import { ContactSection } from "~/marketing/home/ContactSection";
import { ContactDetails } from "./ContactDetails";

/** The example profile: headquarters in California, a second office in Florida. */
const facts = companyFacts(exampleProfile);

function render(node: React.ReactNode, lang: Lang = "en") {
  return renderToStaticMarkup(
    <CompanyProvider value={facts}>
      <I18nProvider value={serverTranslator(lang)}>{node}</I18nProvider>
    </CompanyProvider>,
  );
}

function officeHours(index: number, lang: Lang = "en") {
  const office = facts.offices[index]!;
  return render(
    <ContactDetails
      heading="h2"
      title="Address"
      hours={{
        title: "Hours",
        caption: "Opening hours",
        rows: office.hours,
        timeZone: office.timeZone,
        closed: "Closed",
        days: "long",
      }}
    >
      {null}
    </ContactDetails>,
    lang,
  );
}

describe("opening hours", () => {
  it("are each office's own, in its state's zone (the company's when the state is unknown)", () => {
    expect(facts.offices.map((office) => [office.region, office.timeZone])).toEqual([
      ["CA", "America/Los_Angeles"],
      ["FL", "America/New_York"],
    ]);
    const nowhere = companyFacts({
      ...exampleProfile,
      offices: exampleProfile.offices.map((office) => ({ ...office, state: "" })),
    });
    expect(nowhere.offices.map((office) => office.timeZone)).toEqual([
      "America/Los_Angeles",
      "America/Los_Angeles",
    ]);
  });

  it("name their zone under the table and in its caption, in the page's language", () => {
    expect(officeHours(0)).toContain("Hours in Pacific Time.");
    expect(officeHours(0)).toContain(
      '<caption class="sr-only">Opening hours. Hours in Pacific Time.</caption>',
    );
    expect(officeHours(1)).toContain("Hours in Eastern Time.");
    expect(officeHours(1, "es")).toContain("Horario según la hora oriental.");
    expect(render(<ContactSection />)).toContain("Hours in Pacific Time.");
  });
});
