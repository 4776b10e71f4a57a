import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { CoiRequestPanel } from "../components/CoiRequestPanel";
import { coiRequestView } from "./coi-request";

/** A COI request's details as the form stores them (leadValues.coi). */
const DETAILS = {
  company: "Example Builders",
  project_name: "Library retrofit, phase 2",
  project_address: "140 S Glendora Ave, Glendora, CA 91741",
  certificate_holder: "Example Builders, Inc.",
  certificate_holder_address: "1 Builder Way, Pasadena, CA 91101",
  wording_needed: "additional insured, waiver of subrogation",
  needed_by: "2026-12-15",
};

describe("a certificate request on its lead page", () => {
  it("groups the fields as the office works them, the date written out, the wording one item each", () => {
    expect(coiRequestView(DETAILS, "en-US")).toEqual({
      company: "Example Builders",
      project: {
        name: "Library retrofit, phase 2",
        address: "140 S Glendora Ave, Glendora, CA 91741",
      },
      holder: { name: "Example Builders, Inc.", address: "1 Builder Way, Pasadena, CA 91101" },
      wording: ["Additional insured", "Waiver of subrogation"],
      neededBy: { day: "2026-12-15", text: "Tuesday, December 15, 2026" },
    });
    expect(coiRequestView({ ...DETAILS, wording_needed: "none named" }, "en-US").wording).toEqual(
      [],
    );
    expect(coiRequestView({ ...DETAILS, needed_by: "soon" }, "en-US").neededBy).toBeNull();
  });

  it("shows each group under its name, the date as a machine-readable time", () => {
    const markup = renderToStaticMarkup(
      <I18nProvider value={serverTranslator("en")}>
        <CoiRequestPanel request={coiRequestView(DETAILS, "en-US")} />
      </I18nProvider>,
    );
    expect(markup).toContain('<time dateTime="2026-12-15">Tuesday, December 15, 2026</time>');
    for (const label of ["Date needed", "Wording needed", "Project", "Certificate holder"]) {
      expect(markup).toContain(`<dt>${label}</dt>`);
    }
    expect(markup).toContain("Waiver of subrogation</li>");
    expect(markup).not.toContain("2026-12-15</");
  });
});
