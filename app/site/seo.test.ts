import { describe, expect, it } from "vitest";
import { companyFacts, exampleFacts } from "~/company/facts";
import { exampleProfile } from "~/company/profile";
import { serverTranslator } from "~/i18n/catalogue.server";
import { SERVICE_PAGE_PATHS } from "../../tests/support/service-pages";
import { services } from "./content";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  companyFromMatches,
  FALLBACK_ORIGIN,
  localBusinessJsonLd,
  openingHoursSpecification,
  originFromMatches,
  PUBLIC_PATHS,
  pageMeta,
  serviceJsonLd,
  socialImageTags,
  to24Hour,
} from "./seo";
import { siteOrigin } from "./seo.server";

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

describe("BreadcrumbList JSON-LD", () => {
  it("numbers the crumbs from 1 with absolute URLs", () => {
    const document = breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Services", path: "/#services" },
      { name: "POS Systems", path: "/services/pos-systems" },
    ]);
    expect(document["@type"]).toBe("BreadcrumbList");
    expect(document.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://contractor.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Services",
        item: "https://contractor.example/#services",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "POS Systems",
        item: "https://contractor.example/services/pos-systems",
      },
    ]);
  });
});

describe("pageMeta", () => {
  const tags = pageMeta({
    origin,
    path: "/team/subcontractors",
    title: "Subcontractors",
    description: "The subcontractor portal.",
    jsonLd: [{ "@type": "Thing" }],
  });

  it("gives the title, description and an absolute canonical URL", () => {
    expect(tags).toContainEqual({ title: `Subcontractors | ${exampleFacts.name}` });
    expect(tags).toContainEqual({ name: "description", content: "The subcontractor portal." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://contractor.example/team/subcontractors",
    });
  });

  it("gives Open Graph and Twitter card tags", () => {
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://contractor.example/team/subcontractors",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("adds each JSON-LD document as a script", () => {
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("links the page in each language, English by default (hreflang)", () => {
    for (const [hrefLang, href] of [
      ["en", "https://contractor.example/team/subcontractors"],
      ["es", "https://contractor.example/es/team/subcontractors"],
      ["x-default", "https://contractor.example/team/subcontractors"],
    ]) {
      expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang, href });
    }
    expect(tags).toContainEqual({ property: "og:locale", content: "en_US" });
  });

  it("in Spanish, gives the /es/ page as canonical and its locale", () => {
    const spanish = pageMeta({
      origin,
      path: "/",
      title: "Inicio",
      description: "Inicio.",
      translator: serverTranslator("es"),
    });
    expect(spanish).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://contractor.example/es/",
    });
    expect(spanish).toContainEqual({
      property: "og:url",
      content: "https://contractor.example/es/",
    });
    expect(spanish).toContainEqual({ property: "og:locale", content: "es_US" });
    expect(spanish).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
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

describe("the site origin", () => {
  it("comes from the server's config when there is a load context", () => {
    expect(siteOrigin({ config: { publicUrl: "https://www.contractor.example/" } })).toBe(
      "https://www.contractor.example",
    );
  });

  it("falls back to PUBLIC_URL, then to localhost, when prerendering without context", () => {
    const saved = process.env.PUBLIC_URL;
    try {
      process.env.PUBLIC_URL = "https://build.contractor.example";
      expect(siteOrigin(undefined)).toBe("https://build.contractor.example");
      delete process.env.PUBLIC_URL;
      expect(siteOrigin(undefined)).toBe(FALLBACK_ORIGIN);
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
    }
  });

  it("is read by meta functions from the root loader's data", () => {
    expect(originFromMatches([{ id: "root", loaderData: { origin } }, { id: "x" }])).toBe(origin);
    expect(originFromMatches([{ id: "root", loaderData: undefined }])).toBe(FALLBACK_ORIGIN);
  });

  it("joins paths without doubling slashes", () => {
    expect(absoluteUrl("https://a.example/", "/pricing")).toBe("https://a.example/pricing");
  });
});

describe("public paths", () => {
  it("are the canonical public routes, each once, and no private route", () => {
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
    expect(PUBLIC_PATHS).toEqual(
      expect.arrayContaining([
        "/",
        "/features",
        "/software-tools",
        "/pricing",
        ...SERVICE_PAGE_PATHS,
        "/projects",
        "/privacy-policy",
        "/terms-of-service",
        "/team/subcontractors",
        "/team/general-contractors",
        "/team/employees",
        "/careers",
        "/service",
      ]),
    );
    expect(PUBLIC_PATHS).toHaveLength(18);
  });
});
