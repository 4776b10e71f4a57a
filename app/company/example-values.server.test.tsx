import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../tests/support/requests";
import { ExampleValuesNotice } from "./ExampleValuesNotice";
import { exampleValuesNotice, reportExampleValues } from "./example-values.server";
import { type CompanyProfile, exampleProfile } from "./profile";

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
      <ExampleValuesNotice fields={["Main phone", "Lead inbox"]} />,
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
    const [error, ...more] = errorsAt(live);
    expect(more).toEqual([]);
    expect(error!.details).toMatchObject({
      exampleFields: expect.arrayContaining(["mainPhone", "email", "leadInbox", "quoteFormUrl"]),
    });
    expect(error!.message).toContain("Lead inbox (info@example.com)");
    expect(error!.message).toContain("/admin/company");
  });

  it("logs nothing in development", () => {
    expect(errorsAt("http://localhost:3000")).toEqual([]);
  });
});
