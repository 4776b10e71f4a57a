import { describe, expect, it } from "vitest";
import { company } from "~/site/company";
import { testConfig } from "../../tests/support/requests";
import { DEFAULT_MAIL_FROM, mailSettings } from "./mailer.server";

describe("mail settings", () => {
  it("defaults to the company's no-reply sender and general inbox", () => {
    const defaults = mailSettings(testConfig());
    expect(defaults).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      companyInbox: company.email,
      leadsDashboardUrl: "http://localhost:3000/admin/leads",
    });
    expect(DEFAULT_MAIL_FROM).toBe('"Example Electric" <no-reply@example.com>');
  });

  it("names a bad setting", () => {
    expect(() => mailSettings(testConfig({ COMPANY_INBOX: "nobody" }))).toThrow(/COMPANY_INBOX/);
    expect(() => mailSettings(testConfig({ SMTP_URL: "http://mail" }))).toThrow(/SMTP_URL/);
  });
});
