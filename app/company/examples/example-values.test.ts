import { describe, expect, it } from "vitest";
import { type CompanyProfile, exampleProfile } from "../profile";
import {
  exampleValuesIn,
  isExampleDomain,
  isExampleEmail,
  isExamplePhone,
  isExampleUrl,
} from "./example-values";

describe("example domains", () => {
  it.each([
    "example.com",
    "EXAMPLE.ORG",
    "example.net",
    "mail.example.com",
    "forms.example.net.",
    "acme.test",
    "shop.example",
    "nowhere.invalid",
    "localhost",
    "dev.localhost",
  ])("%s is an example domain", (domain) => {
    expect(isExampleDomain(domain)).toBe(true);
  });

  it.each([
    "example-electric.com",
    "myexample.com",
    "example.com.au",
    "northstarpower.com",
    "testing.io",
    "test.com",
    "",
  ])("%s is not", (domain) => {
    expect(isExampleDomain(domain)).toBe(false);
  });

  it("reads e-mail addresses, bare or with a display name, and web addresses", () => {
    expect(isExampleEmail("info@example.com")).toBe(true);
    expect(isExampleEmail('"Office" <office@north.test>')).toBe(true);
    expect(isExampleEmail("office@northstarpower.com")).toBe(false);
    expect(isExampleUrl("https://forms.example.com/quote")).toBe(true);
    expect(isExampleUrl("https://forms.northstarpower.com/quote")).toBe(false);
    expect(isExampleUrl("not an address")).toBe(false);
  });
});

describe("example phone numbers", () => {
  it.each(["(555) 010-0100", "555-010-0911", "555-0123", "+1 310 555 0199", "1 (212) 555-0100"])(
    "%s is fictional",
    (phone) => {
      expect(isExamplePhone(phone)).toBe(true);
    },
  );

  it.each(["(626) 555-0200", "(626) 963-0100", "+44 20 7946 0018", "555-0200"])(
    "%s is not",
    (phone) => {
      expect(isExamplePhone(phone)).toBe(false);
    },
  );
});

const realProfile: CompanyProfile = {
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

describe("example values in a profile", () => {
  it("names every field of the example profile that still holds an example value", () => {
    expect(exampleValuesIn(exampleProfile).map(({ field }) => field)).toEqual([
      "mainPhone",
      "fax",
      "emergencyPhone",
      "email",
      "hrEmail",
      "leadInbox",
      "offices.0.phone",
      "offices.1.phone",
      "quoteFormUrl",
    ]);
  });

  it("labels each as the admin form does", () => {
    const found = exampleValuesIn({ ...realProfile, leadInbox: "leads@example.com" });
    expect(found).toEqual([
      { field: "leadInbox", label: "Lead inbox", value: "leads@example.com" },
    ]);
  });

  it("finds social links and office phones by their names", () => {
    const found = exampleValuesIn({
      ...realProfile,
      offices: [{ ...realProfile.offices[0]!, phone: "555-0142" }],
      socialLinks: [{ label: "Facebook", url: "https://facebook.example/north" }],
    });
    expect(found.map(({ label }) => label)).toEqual(["Headquarters: phone", "Facebook: address"]);
  });

  it("finds nothing in a profile with real values", () => {
    expect(exampleValuesIn(realProfile)).toEqual([]);
  });
});
