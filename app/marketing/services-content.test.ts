import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { services } from "~/site/content";
import { loader } from "./routes/service";
import {
  findServicePage,
  licensesOfClasses,
  serviceMetaDescription,
  slugFromPathname,
} from "./services-content";

describe("service pages", () => {
  it("have the product's six titles (docs/product.md#service-pages), each with complete detail", () => {
    const pages = services.map((service) => findServicePage(service.slug));
    const { t } = serverTranslator("en");
    expect(pages.map((page) => page && t(page.title))).toEqual([
      "Copper & Fiber Ethernet Cabling",
      "3-Phase Electrical Installations",
      "Industrial Utility Services",
      "Automation & Control Systems",
      "POS Systems",
      "General Contracting",
    ]);
    for (const page of pages) {
      expect(page?.overview.length).toBeGreaterThanOrEqual(2);
      expect(page?.included.length).toBeGreaterThanOrEqual(6);
      expect(page?.installTimes.length).toBeGreaterThanOrEqual(3);
      expect(page?.licenses.length).toBeGreaterThanOrEqual(1);
      expect(page?.industries.length).toBeGreaterThanOrEqual(3);
      expect(page?.metaDescription.length).toBeLessThanOrEqual(200);
    }
  });

  it("have the same detail in Spanish, item for item", () => {
    for (const service of services) {
      const english = findServicePage(service.slug, "en");
      const spanish = findServicePage(service.slug, "es");
      expect(spanish?.overview.length).toBe(english?.overview.length);
      expect(spanish?.included.length).toBe(english?.included.length);
      expect(spanish?.installTimes.length).toBe(english?.installTimes.length);
      expect(spanish?.licenses.length).toBe(english?.licenses.length);
      expect(spanish?.industries.length).toBe(english?.industries.length);
      expect(spanish?.overview[0]).not.toBe(english?.overview[0]);
    }
  });

  it("carry the voltages and media the product names (docs/product.md#service-pages)", () => {
    expect(findServicePage("3phase")?.overview.join(" ")).toContain("277/480V");
    expect(findServicePage("industrial-utility")?.overview.join(" ")).toContain("600V up to 15KV");
    expect(findServicePage("copper-fiber")?.included.join(" ")).toMatch(/Cat6/);
  });

  it("read the slug from the path, and know nothing of other slugs", () => {
    expect(slugFromPathname("/services/pos-systems")).toBe("pos-systems");
    expect(slugFromPathname("/services/pos-systems/")).toBe("pos-systems");
    expect(slugFromPathname("/services")).toBeUndefined();
    expect(slugFromPathname("/other/pos-systems")).toBeUndefined();
    expect(findServicePage("plumbing")).toBeUndefined();
    expect(findServicePage(undefined)).toBeUndefined();
  });
});

describe("the service route's loader", () => {
  /** No project is published here (app/projects/projects.db.test.ts covers the service's). */
  const noProjects = {
    select: () => ({
      from: () => ({ where: () => ({ orderBy: () => ({ limit: async () => [] }) }) }),
    }),
  };
  const load = (path: string) =>
    loader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: { database: { db: noProjects } },
    } as never);

  it("answers the slug of a known service, and its latest projects", async () => {
    expect(await load("/services/automation")).toEqual({ slug: "automation", projects: [] });
  });

  it("answers 404 for any other path", async () => {
    let thrown: unknown;
    try {
      await load("/services/plumbing");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});

describe("the service pages' search descriptions", () => {
  it("name the profile's states, in the page's language, never the example's by heart", () => {
    for (const lang of ["en", "es"] as const) {
      for (const slug of ["copper-fiber", "3phase", "general-contracting"]) {
        const page = findServicePage(slug, lang)!;
        expect(page.metaDescription).not.toMatch(/California (and|y) Florida/);
      }
    }
    const copper = findServicePage("copper-fiber", "en")!;
    expect(serviceMetaDescription(copper, ["California", "Nevada"], "en-US")).toContain(
      "contractor in California and Nevada.",
    );
    const cobre = findServicePage("copper-fiber", "es")!;
    expect(serviceMetaDescription(cobre, ["California", "Nevada"], "es-US")).toContain(
      "con licencia en California y Nevada.",
    );
  });
});

describe("the service pages' licenses", () => {
  it("are the profile's licenses of each class, whatever their number or wording", () => {
    const held = ["B-General Contractor", "C10 Electrical #1045678", "C70-Other", "c7-Low Voltage"];
    expect(licensesOfClasses(held, ["C10", "C7"])).toEqual([
      "C10 Electrical #1045678",
      "c7-Low Voltage",
    ]);
    expect(licensesOfClasses(held, ["B"])).toEqual(["B-General Contractor"]);
    expect(licensesOfClasses(["C10-Electrical"], ["C7"])).toEqual([]);
  });
});
