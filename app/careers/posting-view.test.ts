import { describe, expect, it } from "vitest";
import { exampleFacts } from "~/company/facts";
import type { JobPostingRow } from "./careers.schema";
import { postingView } from "./posting-view";

const posting = {
  slug: "cable-technician",
  title: "Cable Technician",
  titleEs: "Técnico de cableado",
  description: "Pull cable.",
  descriptionEs: null,
  requirements: "BICSI",
  requirementsEs: null,
  officeId: exampleFacts.offices[0]?.id ?? "",
  employmentType: "FULL_TIME",
  payMin: 38,
  payMax: 42,
  payPeriod: "HOUR",
  closesOn: "2026-12-31",
  publishedAt: new Date("2026-11-01T12:00:00Z"),
  createdAt: new Date("2026-11-01T12:00:00Z"),
} as JobPostingRow;

describe("a posting as the careers pages show it", () => {
  it("names its office with the city, in the page's language", () => {
    expect(postingView(posting, exampleFacts.offices, "en").office).toBe(
      "Headquarters (Glendora, CA)",
    );
    expect(postingView(posting, exampleFacts.offices, "es").office).toBe(
      "Oficina central (Glendora, CA)",
    );
  });
});
