import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { SERVICE_PAGE_PATHS } from "../../tests/support/service-pages";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  FALLBACK_ORIGIN,
  originFromMatches,
  PUBLIC_PATHS,
  pageMeta,
} from "./seo";
import { siteOrigin } from "./seo.server";

const origin = "https://contractor.example";

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
    companyName: "Acme Power & Light",
    description: "The subcontractor portal.",
    jsonLd: [{ "@type": "Thing" }],
  });

  it("gives the title, description and an absolute canonical URL", () => {
    expect(tags).toContainEqual({ title: "Subcontractors | Acme Power & Light" });
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
      companyName: "Acme Power & Light",
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
