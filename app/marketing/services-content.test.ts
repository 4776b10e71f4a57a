import { describe, expect, it } from "vitest";
import { services } from "~/site/content";
import { loader } from "./routes/service";
import { findServicePage, slugFromPathname } from "./services-content";

describe("service pages", () => {
  it("have the product's six titles (docs/product.md#service-pages), each with complete detail", () => {
    const pages = services.map((service) => findServicePage(service.slug));
    expect(pages.map((page) => page?.title)).toEqual([
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
  const load = (path: string) =>
    loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never);

  it("answers the slug of a known service", () => {
    expect(load("/services/automation")).toEqual({ slug: "automation" });
  });

  it("answers 404 for any other path", () => {
    let thrown: unknown;
    try {
      load("/services/plumbing");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
