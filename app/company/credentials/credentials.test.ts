import { afterEach, describe, expect, it, vi } from "vitest";
import { licenseLookupUrl } from "../lookups";
import { type CompanyProfile, exampleProfile } from "../profile";
import { companyStore } from "../store.server";
import {
  addDays,
  companyToday,
  datedCredentials,
  dueForWarning,
  isExpired,
  nextExpiryChange,
  startOfDay,
  withoutExpired,
} from "./credentials";

const profile: CompanyProfile = {
  ...exampleProfile,
  licenses: [
    {
      name: "C10-Electrical",
      number: "1234567",
      classification: "C-10",
      state: "CA",
      expires: "2026-12-20",
    },
    { name: "EC", number: "EC13000001", classification: "EC", state: "FL", expires: "2026-11-01" },
  ],
  dirNumber: "1000012345",
  dirExpires: "2027-06-30",
  insurance: [
    {
      kind: "General liability",
      carrier: "A",
      perOccurrence: 1,
      aggregate: 2,
      expires: "2026-11-25",
    },
    { kind: "Auto", carrier: "B", perOccurrence: 1, aggregate: 2, expires: "" },
  ],
};

describe("credential dates", () => {
  it("expires after its last day", () => {
    expect(isExpired("2026-11-25", "2026-11-25")).toBe(false);
    expect(isExpired("2026-11-25", "2026-11-26")).toBe(true);
    expect(isExpired("", "2099-01-01")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("warns of what expires within 30 days and is not expired yet", () => {
    const due = dueForWarning(datedCredentials(profile), "2026-11-26");
    expect(due.map((item) => item.label)).toEqual(["License C10-Electrical #1234567"]);
    expect(dueForWarning(datedCredentials(profile), "2027-06-01").map((item) => item.kind)).toEqual(
      ["dir"],
    );
  });

  it("leaves expired items out of what the public sees", () => {
    const shown = withoutExpired(profile, "2026-11-26");
    expect(shown.licenses.map((license) => license.name)).toEqual(["C10-Electrical"]);
    expect(shown.insurance.map((policy) => policy.kind)).toEqual(["Auto"]);
    expect(withoutExpired(profile, "2027-07-01").dirNumber).toBe("");
  });

  it("reads today in the company's time zone", () => {
    // 03:00 UTC is still the evening before in California.
    expect(companyToday(profile, new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-26");
  });
});

describe("license look-ups", () => {
  it("links a California number to CSLB's detail page and a Florida one to DBPR's search", () => {
    expect(licenseLookupUrl("CA", "1234567")).toBe(
      "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=1234567",
    );
    expect(licenseLookupUrl("fl", "EC13000001")).toMatch(
      /^https:\/\/www\.myfloridalicense\.com\/.*EC13000001$/,
    );
    expect(licenseLookupUrl("CA", "")).toBeNull();
    expect(licenseLookupUrl("NV", "1")).toBeNull();
  });
});

describe("an item expiring with no save", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("finds the instant a day starts in the company's zone, across a change of clocks", () => {
    expect(startOfDay("2026-11-27", "America/Los_Angeles").toISOString()).toBe(
      "2026-11-27T08:00:00.000Z",
    );
    expect(startOfDay("2026-07-01", "America/Los_Angeles").toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
    expect(startOfDay("2026-11-02", "America/New_York").toISOString()).toBe(
      "2026-11-02T05:00:00.000Z",
    );
  });

  it("says the public pages next change the midnight after the earliest expiry not passed", () => {
    // 2026-11-25 is the policy's last day: it leaves the pages at midnight, Pacific time.
    expect(nextExpiryChange(profile, new Date("2026-11-25T20:00:00Z"))?.toISOString()).toBe(
      "2026-11-26T08:00:00.000Z",
    );
    expect(nextExpiryChange({ ...exampleProfile }, new Date())).toBeNull();
  });

  it("leaves the pages' facts at the company's midnight, the profile unsaved, and keeps shared pages no longer", () => {
    vi.useFakeTimers();
    // 23:59 on 2026-11-01 in California, the Florida license's last day.
    vi.setSystemTime(new Date("2026-11-02T07:59:00Z"));
    const store = companyStore(undefined as never, { profile, version: 1 });
    expect(store.facts().licenseDetails.map((license) => license.number)).toEqual([
      "1234567",
      "EC13000001",
    ]);
    expect(store.secondsUntilChange()).toBe(60);
    vi.setSystemTime(new Date("2026-11-02T08:00:00Z")); // midnight: it has expired
    expect(store.facts().licenseDetails.map((license) => license.number)).toEqual(["1234567"]);
    expect(store.facts().licenses).toEqual(["C10-Electrical #1234567"]);
    // The next: the policy's last day, 2026-11-25.
    expect(store.secondsUntilChange()).toBe(
      (Date.parse("2026-11-26T08:00:00Z") - Date.now()) / 1000,
    );
  });
});
