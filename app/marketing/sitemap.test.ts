import { describe, expect, it } from "vitest";
import { exampleFacts } from "~/company/facts";
import { loader as robotsLoader } from "./routes/robots";
import { loader as sitemapLoader } from "./routes/sitemap";

/** No project is published here (app/projects/projects.db.test.ts lists them in the sitemap). */
const noProjects = {
  select: () => ({ from: () => ({ where: () => ({ orderBy: async () => [] }) }) }),
};
const context = {
  config: { publicUrl: "https://contractor.example" },
  database: { db: noProjects },
  company: { facts: () => exampleFacts },
};

function args(path: string) {
  return { request: new Request(`http://localhost${path}`), context, params: {} } as never;
}

describe("/sitemap.xml", () => {
  it("answers XML listing every public page under its canonical URL, in English then Spanish", async () => {
    const response = await sitemapLoader(args("/sitemap.xml"));
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const english = [
      "https://contractor.example/",
      "https://contractor.example/features",
      "https://contractor.example/software-tools",
      "https://contractor.example/pricing",
      "https://contractor.example/services/copper-fiber",
      "https://contractor.example/services/3phase",
      "https://contractor.example/services/industrial-utility",
      "https://contractor.example/services/automation",
      "https://contractor.example/services/pos-systems",
      "https://contractor.example/services/general-contracting",
      "https://contractor.example/projects",
      // One page per office of the profile (the example's two).
      "https://contractor.example/locations/glendora",
      "https://contractor.example/locations/pompano-beach",
      "https://contractor.example/privacy-policy",
      "https://contractor.example/terms-of-service",
      "https://contractor.example/team/subcontractors",
      "https://contractor.example/team/general-contractors",
      "https://contractor.example/team/employees",
      "https://contractor.example/careers",
      "https://contractor.example/service",
    ];
    const spanish = english.map((url) =>
      url.replace("contractor.example/", "contractor.example/es/"),
    );
    expect(spanish[0]).toBe("https://contractor.example/es/");
    expect(locations).toEqual([...english, ...spanish]);
  });

  it("names each page's versions in English and Spanish, English by default", async () => {
    const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml
      .split("<url>")
      .find((part) => part.includes("<loc>https://contractor.example/es/features</loc>"));
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://contractor.example/features"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://contractor.example/es/features"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://contractor.example/features"/>',
    );
  });

  it("lists no admin, employee-only or alias route", async () => {
    const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
    for (const path of [
      "/admin",
      "/team/employees/hub",
      "/employees/",
      "/dashboard",
      "/new-hires",
      "/leads/",
    ]) {
      expect(xml).not.toContain(`contractor.example${path}`);
    }
  });

  it("falls back to a local origin when prerendered without a load context", async () => {
    const saved = process.env.PUBLIC_URL;
    delete process.env.PUBLIC_URL;
    try {
      const response = await sitemapLoader({
        request: new Request("http://localhost/sitemap.xml"),
        context: undefined,
        params: {},
      } as never);
      expect(await response.text()).toContain("<loc>http://localhost:3000/features</loc>");
    } finally {
      if (saved !== undefined) process.env.PUBLIC_URL = saved;
    }
  });
});

describe("/robots.txt", () => {
  it("allows the site, disallows private areas and names the sitemap", async () => {
    const response = robotsLoader(args("/robots.txt"));
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /team/employees/hub",
        "Disallow: /employees/info",
        "Disallow: /dashboard",
        "Disallow: /leads/",
        "Disallow: /api/",
        "Sitemap: https://contractor.example/sitemap.xml",
      ]),
    );
  });
});
