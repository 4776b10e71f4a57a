import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { services } from "~/site/content";
import { companyFacts, exampleFacts } from "./facts";
import { exampleProfile } from "./profile";
import {
  companyFromMatches,
  localBusinessJsonLd,
  openingHoursSpecification,
  serviceJsonLd,
  socialImageTags,
  to24Hour,
} from "./seo";

const origin = "https://contractor.example";

describe("LocalBusiness JSON-LD", () => {
  const business = localBusinessJsonLd(origin, exampleFacts);

  it("names the company as an electrician and a general contractor", () => {
    expect(business["@context"]).toBe("https://schema.org");
    expect(business["@type"]).toEqual(["Electrician", "GeneralContractor"]);
    expect(business.name).toBe(exampleFacts.name);
    expect(business.url).toBe("https://contractor.example/");
    expect(business.telephone).toBe(exampleFacts.phone.tel);
  });

  it("lists both offices: Glendora headquarters and the Pompano Beach office", () => {
    expect(business.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Glendora",
      addressRegion: "CA",
    });
    expect(business.department).toEqual([
      expect.objectContaining({
        "@type": ["Electrician", "GeneralContractor"],
        address: expect.objectContaining({ addressLocality: "Pompano Beach", addressRegion: "FL" }),
      }),
    ]);
  });

  it("serves California and Florida", () => {
    expect(business.areaServed).toEqual([
      { "@type": "State", name: "California" },
      { "@type": "State", name: "Florida" },
    ]);
  });

  it("opens Monday-Friday 9-5 and Saturday 10-2, closed on Sunday", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "09:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "10:00",
        closes: "14:00",
      },
    ]);
    expect(openingHoursSpecification(exampleFacts.hours)).toHaveLength(2);
  });
});

describe("LocalBusiness JSON-LD on Spanish pages", () => {
  const spanish = localBusinessJsonLd(origin, exampleFacts, serverTranslator("es"));
  const english = localBusinessJsonLd(origin, exampleFacts, serverTranslator("en"));

  it("names each office by its Spanish name, in Spanish prose", () => {
    expect(spanish.department).toEqual([
      expect.objectContaining({
        name: `${exampleFacts.name}, Oficina de Florida (Pompano Beach, FL)`,
      }),
    ]);
    expect(spanish.description).toMatch(/al servicio de California y Florida desde \d{4}/);
    expect(JSON.stringify(spanish)).not.toMatch(/Florida Office|serving/);
  });

  it("keeps the English names and the profile's tagline in English", () => {
    expect(english.department).toEqual([
      expect.objectContaining({
        name: `${exampleFacts.name}, Florida Office (Pompano Beach, FL)`,
      }),
    ]);
    expect(english.description).toBe(localBusinessJsonLd(origin, exampleFacts).description);
    expect(english.description).toMatch(/^Licensed .* serving California and Florida since/);
  });

  it("falls back to an office's name when it has no Spanish name", () => {
    const unnamed = companyFacts({
      ...exampleProfile,
      offices: exampleProfile.offices.map((office) => ({ ...office, nameEs: "" })),
    });
    expect(localBusinessJsonLd(origin, unnamed, serverTranslator("es")).department).toEqual([
      expect.objectContaining({ name: `${unnamed.name}, Florida Office (Pompano Beach, FL)` }),
    ]);
  });
});

describe("JSON-LD follows the saved profile", () => {
  const saved = companyFacts({
    ...exampleProfile,
    legalName: "Acme Power & Light",
    mainPhone: "(555) 010-0177",
    fax: "(555) 010-0188",
    email: "office@acme.test",
    statesServed: ["Nevada"],
    licenses: [
      {
        name: "C10-Electrical",
        number: "123456",
        classification: "C-10",
        state: "CA",
        expires: "",
      },
    ],
    socialLinks: [{ label: "LinkedIn", url: "https://social.acme.test/acme" }],
    offices: exampleProfile.offices.map((office, index) => ({
      ...office,
      phone: `(555) 010-017${index}`,
      hours: index === 0 ? { ...office.hours, saturday: null } : office.hours,
    })),
  });
  const matches = [{ id: "root", loaderData: { origin, company: saved } }];
  const business = localBusinessJsonLd(origin, companyFromMatches(matches));

  it("reads the profile from the root loader's data, the example's without it", () => {
    expect(companyFromMatches(matches)).toBe(saved);
    expect(companyFromMatches([{ id: "root", loaderData: undefined }])).toBe(exampleFacts);
  });

  it("gives the legal name, main phone, fax, e-mail, states, licenses and social links", () => {
    expect(business).toMatchObject({
      name: "Acme Power & Light",
      legalName: "Acme Power & Light",
      telephone: "+15550100177",
      faxNumber: "+15550100188",
      email: "office@acme.test",
      areaServed: [{ "@type": "State", name: "Nevada" }],
      hasCredential: [
        expect.objectContaining({
          name: "C10-Electrical #123456",
          identifier: "123456",
          url: "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=123456",
        }),
      ],
      sameAs: ["https://social.acme.test/acme"],
    });
  });

  it("gives each office its own phone and hours", () => {
    expect(business.openingHoursSpecification).toHaveLength(1);
    expect(business.department).toEqual([
      expect.objectContaining({
        telephone: "+15550100171",
        openingHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00" }),
        ]),
      }),
    ]);
    expect(JSON.stringify(business)).not.toMatch(/5550100100|010-0100/);
  });

  it("names the provider of a service as the profile does", () => {
    const [cabling] = services;
    expect(serviceJsonLd(origin, cabling!, saved)).toMatchObject({
      areaServed: [{ "@type": "State", name: "Nevada" }],
      provider: { name: "Acme Power & Light", telephone: "+15550100177" },
    });
  });
});

describe("to24Hour", () => {
  it.each([
    ["9:00 AM", "09:00"],
    ["12:00 PM", "12:00"],
    ["12:30 AM", "00:30"],
    ["5:00 PM", "17:00"],
  ])("reads %s as %s", (input, expected) => {
    expect(to24Hour(input)).toBe(expected);
  });

  it("refuses a time it cannot read", () => {
    expect(() => to24Hour("noon")).toThrow(/Unreadable time/);
  });
});

describe("Service JSON-LD", () => {
  it("describes a service with its page, provider and area", () => {
    const [cabling] = services;
    const { t } = serverTranslator("en");
    const document = serviceJsonLd(
      origin,
      { slug: cabling!.slug, title: t(cabling!.title), description: t(cabling!.description) },
      exampleFacts,
    );
    expect(document).toMatchObject({
      "@type": "Service",
      name: "Copper & Fiber Ethernet Cabling",
      url: "https://contractor.example/services/copper-fiber",
      provider: { "@id": "https://contractor.example/#business", name: exampleFacts.name },
      areaServed: [
        { "@type": "State", name: "California" },
        { "@type": "State", name: "Florida" },
      ],
    });
  });
});

describe("socialImageTags", () => {
  const facts = companyFacts(
    { ...exampleProfile, legalName: "Acme Power & Light" },
    { key: "abc123", hasLogo: false },
  );
  const tags = socialImageTags(origin, facts);

  it("points every page to the 1200x630 social image of the profile's current pictures", () => {
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://contractor.example/company-images/abc123/social.png",
    });
    expect(tags).toContainEqual({
      name: "twitter:image",
      content: "https://contractor.example/company-images/abc123/social.png",
    });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
  });

  it("describes the social image under the profile's name", () => {
    for (const tag of [
      { property: "og:image:alt", content: expect.stringMatching(/^Acme Power & Light: /) },
      { name: "twitter:image:alt", content: expect.stringMatching(/^Acme Power & Light: /) },
    ]) {
      expect(tags).toContainEqual(tag);
    }
  });

  it("describes it in the page's language when given the text", () => {
    const alt = serverTranslator("es").t("seo.socialImageAlt", {
      company: facts.name,
      states: "California y Florida",
    });
    expect(alt).toContain("contratista con licencia");
    expect(socialImageTags(origin, facts, alt)).toContainEqual({
      property: "og:image:alt",
      content: alt,
    });
  });
});
