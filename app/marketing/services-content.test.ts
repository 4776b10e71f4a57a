import { describe, expect, it } from "vitest";
import { messagesFor, serverTranslator } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/translator";
import { services } from "~/site/content";
import { loader } from "./routes/service";
import {
  findServicePage,
  licensesOfClasses,
  serviceMetaDescription,
  servicePageKeys,
  slugFromPathname,
} from "./services-content";

describe("service pages", () => {
  const catalogueKeys = (lang: "en" | "es") =>
    Object.keys(messagesFor(lang, ["services"])).filter((key) => !key.startsWith("services.page."));

  it("have the product's six titles (docs/product.md#service-pages)", () => {
    const { t } = serverTranslator("en");
    expect(services.map((service) => t(findServicePage(service.slug)!.title))).toEqual([
      "Copper & Fiber Ethernet Cabling",
      "3-Phase Electrical Installations",
      "Industrial Utility Services",
      "Automation & Control Systems",
      "POS Systems",
      "General Contracting",
    ]);
  });

  it("have every text in both languages, from the catalogue and nowhere else", () => {
    const pageKeys = services.flatMap((service) => servicePageKeys(findServicePage(service.slug)!));
    expect(pageKeys).toHaveLength(services.length * 30);
    for (const lang of ["en", "es"] as const) {
      // Each key a page reads is in the catalogue, and the catalogue has no service text left over.
      expect(new Set(catalogueKeys(lang))).toEqual(new Set(pageKeys));
      const { t } = serverTranslator(lang);
      for (const key of pageKeys) expect(t(key).trim(), `${lang} ${key}`).not.toBe("");
    }
    const english = serverTranslator("en");
    const spanish = serverTranslator("es");
    const overview = (slug: string) => findServicePage(slug)!.overview[0]!;
    expect(spanish.t(overview("automation"))).not.toBe(english.t(overview("automation")));
  });

  it("carry the voltages and media the product names (docs/product.md#service-pages)", () => {
    const { t } = serverTranslator("en");
    const texts = (keys: MessageKey[]) => keys.map((key) => t(key)).join(" ");
    expect(texts(findServicePage("3phase")!.overview)).toContain("277/480V");
    expect(texts(findServicePage("industrial-utility")!.overview)).toContain("600V up to 15KV");
    expect(texts(findServicePage("copper-fiber")!.included)).toMatch(/Cat6/);
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
        const page = findServicePage(slug)!;
        const description = serviceMetaDescription(page, ["Nevada"], serverTranslator(lang));
        expect(description).not.toMatch(/California (and|y) Florida/);
        expect(description.length).toBeLessThanOrEqual(200);
      }
    }
    const copper = findServicePage("copper-fiber")!;
    const states = ["California", "Nevada"];
    expect(serviceMetaDescription(copper, states, serverTranslator("en"))).toContain(
      "contractor in California and Nevada.",
    );
    expect(serviceMetaDescription(copper, states, serverTranslator("es"))).toContain(
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
