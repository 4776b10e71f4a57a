import { beforeEach, describe, expect, it } from "vitest";
import { credentialWarnings } from "~/company/company.schema";
import { type CompanyProfile, exampleProfile } from "~/company/profile";
import { companyStore } from "~/company/store.server";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { sendExpiryWarnings } from "./expiry-warnings.server";

const database = useTestDatabase();

beforeEach(async () => {
  await database().db.delete(credentialWarnings);
  await database().db.delete(outbox);
});

const profile: CompanyProfile = {
  ...exampleProfile,
  insurance: [
    {
      kind: "General liability",
      carrier: "Example Mutual",
      perOccurrence: 1_000_000,
      aggregate: 2_000_000,
      expires: "2027-01-15",
    },
  ],
  dirNumber: "1000012345",
  dirExpires: "2027-06-30",
};

/** A process of the site: its own store of the same profile, on the shared database. */
function instance() {
  const context = testContext(database());
  return { ...context, company: companyStore(database().db, { profile, version: 1 }) };
}

describe("the 30-day expiry warning", () => {
  it("mails the admin once what expires within 30 days, however many instances check", async () => {
    const early = new Date("2026-12-10T18:00:00Z");
    expect(await sendExpiryWarnings(instance(), early)).toEqual([]);
    const due = new Date("2026-12-20T18:00:00Z");
    const [first, second] = await Promise.all([
      sendExpiryWarnings(instance(), due),
      sendExpiryWarnings(instance(), due),
    ]);
    expect([...first!, ...second!]).toEqual(["Insurance: General liability (Example Mutual)"]);
    expect(await sendExpiryWarnings(instance(), new Date("2026-12-21T18:00:00Z"))).toEqual([]);
    const mails = await database().db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "admin@example.com" });
    expect(mails[0]!.subject).toContain("General liability");
    expect(mails[0]!.text).toContain("expires 2027-01-15");
  });

  it("does not warn of what has already expired", async () => {
    expect(await sendExpiryWarnings(instance(), new Date("2027-01-20T18:00:00Z"))).toEqual([]);
  });
});
