import { describe, expect, it } from "vitest";
import { company } from "~/company/fixed-facts";
import { exampleProfile } from "~/company/profile";
import { testConfig } from "../../tests/support/requests";
import { DEFAULT_MAIL_FROM, mailSettings, senderAddress } from "./mailer.server";

describe("mail settings", () => {
  it("defaults to the company's no-reply sender and general inbox", () => {
    const defaults = mailSettings(testConfig());
    expect(defaults).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      companyInbox: company.email,
      leadsDashboardUrl: "http://localhost:3000/admin/leads",
      acknowledgementsPerDomain: 50,
    });
    expect(DEFAULT_MAIL_FROM).toBe('"Example Electric" <no-reply@example.com>');
  });

  it("names a bad setting", () => {
    expect(() => mailSettings(testConfig({ COMPANY_INBOX: "nobody" }))).toThrow(/COMPANY_INBOX/);
    expect(() => mailSettings(testConfig({ SMTP_URL: "http://mail" }))).toThrow(/SMTP_URL/);
  });
});

describe("the sender", () => {
  const renamed = { ...exampleProfile, shortName: 'North "Star" Power', email: "hi@north.test" };

  it("is named after the profile's short name when MAIL_FROM names nobody", () => {
    expect(senderAddress(undefined, exampleProfile)).toBe(DEFAULT_MAIL_FROM);
    expect(senderAddress(undefined, renamed)).toBe(
      '"North \\"Star\\" Power" <no-reply@north.test>',
    );
    expect(senderAddress("mail@relay.test", renamed)).toBe(
      '"North \\"Star\\" Power" <mail@relay.test>',
    );
    expect(senderAddress("<mail@relay.test>", renamed)).toBe(
      '"North \\"Star\\" Power" <mail@relay.test>',
    );
  });

  it("keeps MAIL_FROM as it is when it names a sender", () => {
    expect(senderAddress('"Dispatch" <mail@relay.test>', renamed)).toBe(
      '"Dispatch" <mail@relay.test>',
    );
  });
});
