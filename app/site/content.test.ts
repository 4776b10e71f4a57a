import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { SERVICE_PAGE_PATHS } from "../../tests/support/service-pages";
import { homeSections, navItems, serviceHref, services } from "./content";

describe("site content", () => {
  it("maps service ids 1-6 to their pages and any other id to #contact", () => {
    expect([1, 2, 3, 4, 5, 6].map(serviceHref)).toEqual(SERVICE_PAGE_PATHS);
    expect(serviceHref(7)).toBe("#contact");
    expect(serviceHref(0)).toBe("#contact");
    expect(services).toHaveLength(6);
  });

  it("has the product's nav items (docs/product.md#header-and-navigation) in order", () => {
    const { t } = serverTranslator("en");
    expect(navItems.map((item) => t(item.key))).toEqual([
      "Home",
      "About",
      "Services",
      "Industries",
      "Why Us",
      "Software Solutions",
      "Contact",
      "Projects",
      "Careers",
    ]);
  });

  it("lists the six home sections in page order", () => {
    expect(homeSections.map((section) => section.id)).toEqual([
      "home",
      "about",
      "services",
      "industries",
      "why-choose-us",
      "contact",
    ]);
  });
});
