import { describe, expect, it } from "vitest";
import { companyFacts, exampleFacts, hoursRows, telOf } from "./facts";
import { type CompanyProfile, companyProfileSchema, exampleProfile } from "./profile";
import { profileErrors } from "./profile-page/profile-errors.server";

/** The message the schema gives for a profile changed by `change`, at `path`. */
function messageFor(change: (profile: CompanyProfile) => unknown, path: string) {
  const candidate = structuredClone(exampleProfile) as CompanyProfile;
  const changed = change(candidate) ?? candidate;
  const parsed = companyProfileSchema.safeParse(changed);
  expect(parsed.success).toBe(false);
  return parsed.success ? undefined : profileErrors(parsed.error)[path];
}

describe("the company profile schema", () => {
  it("accepts the example profile as it is", () => {
    expect(companyProfileSchema.parse(exampleProfile)).toEqual(exampleProfile);
  });

  it.each([
    [
      "a missing legal name",
      (p: CompanyProfile) => {
        p.legalName = " ";
      },
      "legalName",
      "Legal name is required",
    ],
    [
      "an overlong tagline",
      (p: CompanyProfile) => {
        p.tagline = "x".repeat(161);
      },
      "tagline",
      "Tagline must be at most 160 characters",
    ],
    [
      "markup in a text field",
      (p: CompanyProfile) => {
        p.shortName = "<script>alert(1)</script>";
      },
      "shortName",
      "Short name must be plain text, without < or >",
    ],
    [
      "a line break in a text field",
      (p: CompanyProfile) => {
        p.legalName = "A\nB";
      },
      "legalName",
      "Legal name must be on one line",
    ],
    [
      "letters in a phone number",
      (p: CompanyProfile) => {
        p.mainPhone = "call us";
      },
      "mainPhone",
      "Main phone must be a phone number: digits, spaces, ( ) - . and a leading +",
    ],
    [
      "too few digits in a phone number",
      (p: CompanyProfile) => {
        p.fax = "123";
      },
      "fax",
      "Fax must have 7 to 15 digits",
    ],
    [
      "letters in an extension",
      (p: CompanyProfile) => {
        p.aboutExtension = "ext";
      },
      "aboutExtension",
      "24/7 support extension must be up to 6 digits",
    ],
    [
      "a bad e-mail address",
      (p: CompanyProfile) => {
        p.hrEmail = "hr at example";
      },
      "hrEmail",
      "HR e-mail must be one e-mail address",
    ],
    [
      "a javascript: address",
      (p: CompanyProfile) => {
        p.quoteFormUrl = "javascript:alert(1)";
      },
      "quoteFormUrl",
      "Quote form address must be an http:// or https:// address",
    ],
    [
      "an ftp social link",
      (p: CompanyProfile) => {
        p.socialLinks.push({ label: "Files", url: "ftp://example.com" });
      },
      "socialLinks.0.url",
      "Profile address must be an http:// or https:// address",
    ],
    [
      "a bad ZIP",
      (p: CompanyProfile) => {
        p.offices[0]!.zip = "9174";
      },
      "offices.0.zip",
      "ZIP must be 5 digits, or 5+4 (12345-6789)",
    ],
    [
      "an impossible time",
      (p: CompanyProfile) => {
        p.offices[0]!.hours.monday = { opens: "25:00", closes: "26:00" };
      },
      "offices.0.hours.monday.opens",
      "Monday: opening time must be HH:MM (24-hour)",
    ],
    [
      "closing before opening",
      (p: CompanyProfile) => {
        p.offices[1]!.hours.saturday = { opens: "14:00", closes: "10:00" };
      },
      "offices.1.hours.saturday.closes",
      "Saturday: closing time must be after opening time",
    ],
    [
      "two offices with one name",
      (p: CompanyProfile) => {
        p.offices[1]!.name = "headquarters";
      },
      "offices.1.name",
      'Another office is already named "headquarters"',
    ],
    [
      "two headquarters",
      (p: CompanyProfile) => {
        p.offices[1]!.headquarters = true;
      },
      "offices",
      "Exactly one office must be the headquarters",
    ],
    [
      "no headquarters",
      (p: CompanyProfile) => {
        p.offices[0]!.headquarters = false;
      },
      "offices",
      "Exactly one office must be the headquarters",
    ],
    [
      "no office",
      (p: CompanyProfile) => {
        p.offices = [];
      },
      "offices",
      "Give at least one office",
    ],
    [
      "no state served",
      (p: CompanyProfile) => {
        p.statesServed = [];
      },
      "statesServed",
      "Give at least one state served",
    ],
    [
      "a missing license name",
      (p: CompanyProfile) => {
        p.licenses[0]!.name = "";
      },
      "licenses.0.name",
      "License name is required",
    ],
    [
      "a bad lead inbox",
      (p: CompanyProfile) => {
        p.leadInbox = "leads";
      },
      "leadInbox",
      "Lead inbox must be one e-mail address",
    ],
    [
      "two offices with one page address",
      (p: CompanyProfile) => {
        p.offices[1]!.slug = "glendora";
      },
      "offices.1.slug",
      'Another office already has the page address "glendora"',
    ],
    [
      "a page address that is not a slug",
      (p: CompanyProfile) => {
        p.offices[0]!.slug = "Glendora HQ/";
      },
      "offices.0.slug",
      "Page address must be lower-case letters, digits and single hyphens (pompano-beach)",
    ],
    [
      "a latitude out of range",
      (p: CompanyProfile) => {
        p.offices[0]!.geo = { latitude: 91, longitude: -117.8 };
      },
      "offices.0.geo.latitude",
      "Latitude must be between -90 and 90",
    ],
    [
      "a longitude left blank beside a latitude",
      (p: CompanyProfile) => ({
        ...p,
        offices: [{ ...p.offices[0], geo: { latitude: "34.1", longitude: " " } }, p.offices[1]],
      }),
      "offices.0.geo.longitude",
      "Longitude must be a number of degrees",
    ],
    [
      "a service the site does not have",
      (p: CompanyProfile) => ({
        ...p,
        offices: [{ ...p.offices[0], services: ["plumbing"] }, p.offices[1]],
      }),
      "offices.0.services.0",
      "Choose services from the list",
    ],
  ])("refuses %s with a clear message", (_case, change, path, message) => {
    expect(messageFor(change, path)).toBe(message);
  });

  it("gives an office without a page address one made from its city, and all services and markets", () => {
    const stored = structuredClone(exampleProfile) as unknown as {
      offices: Record<string, unknown>[];
    };
    for (const office of stored.offices) {
      delete office.slug;
      delete office.services;
      delete office.markets;
    }
    const parsed = companyProfileSchema.parse(stored);
    expect(parsed.offices.map((office) => office.slug)).toEqual(["glendora", "pompano-beach"]);
    expect(parsed.offices[1]?.services).toHaveLength(6);
    expect(parsed.offices[1]?.markets).toContain("kiosks");
    expect(parsed.offices[0]?.geo).toBeNull();
  });
});

describe("the profile as pages show it", () => {
  it("gives the example's texts exactly as the site always showed them", () => {
    expect(exampleFacts.name).toBe("Example Electric & Contracting");
    expect(exampleFacts.phone).toEqual({ display: "(555) 010-0100", tel: "+15550100100" });
    expect(exampleFacts.emergencyPhone.tel).toBe("+15550100911");
    expect(exampleFacts.licenses).toEqual([
      "B-General Contractor",
      "C10-Electrical",
      "C7-Low Voltage Systems",
    ]);
    expect(exampleFacts.hours).toEqual([
      { days: "Monday-Friday", short: "Mon-Fri", time: "9:00 AM-5:00 PM" },
      { days: "Saturday", short: "Sat", time: "10:00 AM-2:00 PM" },
      { days: "Sunday", short: "Sun", time: "Closed" },
    ]);
  });

  it("groups only consecutive days with the same hours, and shows noon and midnight right", () => {
    const week = structuredClone(exampleProfile.offices[0]!.hours);
    week.wednesday = { opens: "12:00", closes: "23:30" };
    expect(hoursRows(week).map((row) => `${row.short} ${row.time}`)).toEqual([
      "Mon-Tue 9:00 AM-5:00 PM",
      "Wed 12:00 PM-11:30 PM",
      "Thu-Fri 9:00 AM-5:00 PM",
      "Sat 10:00 AM-2:00 PM",
      "Sun Closed",
    ]);
  });

  it("puts the headquarters first and shows license numbers", () => {
    const profile = structuredClone(exampleProfile);
    profile.offices[0]!.headquarters = false;
    profile.offices[1]!.headquarters = true;
    profile.licenses = [
      {
        name: "C10-Electrical",
        number: "123456",
        classification: "C-10",
        state: "CA",
        expires: "",
      },
    ];
    const facts = companyFacts(profile);
    expect(facts.offices.map((office) => office.label)).toEqual(["Florida Office", "Headquarters"]);
    expect(facts.licenses).toEqual(["C10-Electrical #123456"]);
  });

  it("writes tel: numbers with their country code", () => {
    expect(telOf("555.010.0123")).toBe("+15550100123");
    expect(telOf("+44 20 7946 0000")).toBe("+442079460000");
  });
});
