import { describe, expect, it } from "vitest";
import { pageMeta } from "~/site/seo";
import { companyFacts } from "./facts";
import { exampleProfile } from "./profile";
import { companyNameFromMatches } from "./seo";

describe("page titles follow the company profile", () => {
  const renamed = companyFacts({ ...exampleProfile, legalName: "Acme Power & Light" });
  const matches = [{ id: "root", loaderData: { origin: "https://acme.test", company: renamed } }];

  it("take the name the root loader read", () => {
    const tags = pageMeta({
      origin: "https://acme.test",
      path: "/pricing",
      title: "Pricing",
      companyName: companyNameFromMatches(matches),
      description: "Prices.",
    });
    expect(tags).toContainEqual({ title: "Pricing | Acme Power & Light" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Acme Power & Light" });
  });

  it("fall back to the example's name without the root's data (an error page)", () => {
    expect(companyNameFromMatches([])).toBe("Example Electric & Contracting");
  });
});
