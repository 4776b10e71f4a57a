import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { testConfig } from "../../../tests/support/requests";
import { CredentialsNotice, ExampleValuesNotice } from "../components/ExampleValuesNotice";
import { type CompanyProfile, exampleProfile } from "../profile";
import {
  credentialsNotice,
  exampleValuesNotice,
  reportExampleValues,
} from "./example-values.server";

function deployment(publicUrl: string, profile: CompanyProfile = exampleProfile) {
  return {
    config: testConfig({ PUBLIC_URL: publicUrl }),
    company: {
      current: () => ({ profile, version: 1 }),
    } as unknown as Parameters<typeof exampleValuesNotice>[1]["company"],
  };
}

const live = "https://northstarpower.com";
const adminPage = new Request(`${live}/admin/leads`);

describe("the example-values notice", () => {
  it("names the example fields on admin pages of a production site", () => {
    const onlyInbox = { ...exampleProfile, leadInbox: "leads@example.org" };
    const fields = exampleValuesNotice(adminPage, deployment(live, onlyInbox));
    expect(fields).toContain("Lead inbox");
    expect(fields).toContain("Main phone");
  });

  it("is empty on public pages, with an http address, and once the values are real", () => {
    expect(exampleValuesNotice(new Request(`${live}/pricing`), deployment(live))).toEqual([]);
    expect(exampleValuesNotice(adminPage, deployment("http://localhost:3000"))).toEqual([]);
    const real: CompanyProfile = {
      ...exampleProfile,
      mainPhone: "(626) 963-4100",
      fax: "(626) 963-4199",
      emergencyPhone: "(626) 963-4911",
      email: "info@northstarpower.com",
      hrEmail: "hr@northstarpower.com",
      leadInbox: "leads@northstarpower.com",
      quoteFormUrl: "https://forms.northstarpower.com/quote",
      offices: exampleProfile.offices.map((office) => ({ ...office, phone: "(626) 963-4100" })),
    };
    expect(exampleValuesNotice(adminPage, deployment(live, real))).toEqual([]);
  });

  it("is a red alert that names the fields and links to the company profile", () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={serverTranslator("en")}>
        <ExampleValuesNotice fields={["Main phone", "Lead inbox"]} />
      </I18nProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-labelledby="example-values-title"');
    expect(html).toContain('href="/admin/company"');
    expect(html).toContain("Main phone, Lead inbox");
    expect(renderToStaticMarkup(<ExampleValuesNotice fields={[]} />)).toBe("");
  });
});

describe("the start of a production site with example values", () => {
  function errorsAt(publicUrl: string) {
    const errors: { details: object; message: string }[] = [];
    reportExampleValues(deployment(publicUrl), {
      error: (details, message) => errors.push({ details, message }),
    });
    return errors;
  }

  it("logs one error naming each field and its value", () => {
    const errors = errorsAt(live);
    const error = errors.find((logged) => "exampleFields" in logged.details);
    expect(error!.details).toMatchObject({
      exampleFields: expect.arrayContaining(["mainPhone", "email", "leadInbox", "quoteFormUrl"]),
    });
    expect(error!.message).toContain("Lead inbox (info@example.com)");
    expect(error!.message).toContain("/admin/company");
  });

  it("logs one error naming the licenses without a number", () => {
    const errors = errorsAt(live);
    expect(errors).toHaveLength(2);
    const error = errors.find((logged) => "licensesWithoutNumber" in logged.details);
    expect(error!.details).toEqual({
      licensesWithoutNumber: ["B-General Contractor", "C10-Electrical", "C7-Low Voltage Systems"],
    });
    const numbered = {
      ...exampleProfile,
      licenses: exampleProfile.licenses.map((license) => ({ ...license, number: "1234567" })),
    };
    const logged: object[] = [];
    reportExampleValues(deployment(live, numbered), { error: (details) => logged.push(details) });
    expect(logged.some((details) => "licensesWithoutNumber" in details)).toBe(false);
  });

  it("logs nothing in development", () => {
    expect(errorsAt("http://localhost:3000")).toEqual([]);
  });
});

describe("the credentials notice", () => {
  const now = new Date("2026-11-26T18:00:00Z");
  const profile: CompanyProfile = {
    ...exampleProfile,
    insurance: [
      {
        kind: "General liability",
        carrier: "Example Mutual",
        perOccurrence: 1_000_000,
        aggregate: 2_000_000,
        expires: "2026-11-25",
      },
    ],
  };

  it("names licenses without a number on a live site, and expired items everywhere, on admin pages", () => {
    const problems = credentialsNotice(adminPage, deployment(live, profile), now);
    expect(problems).toContain("License C10-Electrical has no number");
    expect(problems).toContain(
      "Insurance: General liability (Example Mutual) expired on 2026-11-25",
    );
    const local = credentialsNotice(
      new Request("http://localhost:3000/admin/company"),
      deployment("http://localhost:3000", profile),
      now,
    );
    expect(local).toEqual(["Insurance: General liability (Example Mutual) expired on 2026-11-25"]);
    expect(credentialsNotice(new Request(`${live}/`), deployment(live, profile), now)).toEqual([]);
  });

  it("is a red alert linking to the profile, and nothing without problems", () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={serverTranslator("en")}>
        <CredentialsNotice problems={["License B has no number"]} />
      </I18nProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("License B has no number");
    expect(html).toContain('href="/admin/company"');
    expect(renderToStaticMarkup(<CredentialsNotice problems={[]} />)).toBe("");
  });
});
