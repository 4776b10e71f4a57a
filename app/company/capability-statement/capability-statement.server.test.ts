import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pageCount, pdfText } from "../../../tests/support/pdf";
import { credentialsView } from "../credentials/credentials-view";
import { companyFacts } from "../facts";
import { type CompanyProfile, exampleProfile } from "../profile";
import { drawCapabilityStatement } from "./capability-statement.server";

const profile: CompanyProfile = {
  ...exampleProfile,
  licenses: [
    { name: "C10-Electrical", number: "1098765", classification: "C-10", state: "CA", expires: "" },
  ],
  dirNumber: "1000012345",
  naicsCodes: ["238210"],
  uei: "ABCD12345678",
};

describe("the capability statement", () => {
  it("is one Letter page naming the company, license number, DIR number, NAICS and contact", async () => {
    const pdf = await drawCapabilityStatement(
      companyFacts(profile),
      credentialsView(profile),
      "https://example.com",
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      "Example Electric & Contracting",
      "#1098765",
      "1000012345",
      "238210",
      "ABCD12345678",
      "(555) 010-0100",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is also in Spanish, and uses its page: the logo, the overview, the latest projects linked to their pages", async () => {
    const logo = await sharp({
      create: { width: 64, height: 64, channels: 4, background: "#fbbf24" },
    })
      .png()
      .toBuffer();
    const projects = [
      {
        title: "Store 214 POS Rollout",
        where: "Glendora, CA · 2025",
        summary: "Cuarenta cajas pasaron a terminales nuevas en una noche.",
        url: "https://example.com/es/projects/store-214-pos-rollout",
      },
    ];
    const pdf = await drawCapabilityStatement(
      companyFacts(profile),
      credentialsView(profile),
      "https://example.com",
      { lang: "es", logo, projects },
    );
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      "Declaración de capacidades",
      "Contratista con licencia en electricidad",
      "LICENCIAS",
      "Registro DIR de California 1000012345",
      "PROYECTOS REALIZADOS",
      "Store 214 POS Rollout (Glendora, CA · 2025): Cuarenta",
      "Teléfono (555) 010-0100",
    ]) {
      expect(text).toContain(expected);
    }
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toContain("/URI (https://example.com/es/projects/store-214-pos-rollout)");
    // Without a logo, the short name's initials stand in its place.
    const plain = await drawCapabilityStatement(
      companyFacts(profile),
      credentialsView(profile),
      "https://example.com",
    );
    expect(plain.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
    expect(pdfText(plain)).toContain("EE");
  });

  it("stays one page with every list at its longest", async () => {
    const full: CompanyProfile = {
      ...profile,
      licenses: Array.from({ length: 8 }, (_, index) => ({
        ...profile.licenses[0]!,
        name: `License with a long name number ${index}`,
      })),
      certifications: Array.from({ length: 8 }, (_, index) => ({
        name: `Certification ${index} with a long descriptive name`,
        number: "12345",
        expires: "2099-01-01",
      })),
      insurance: Array.from({ length: 8 }, (_, index) => ({
        kind: `Coverage ${index}`,
        carrier: "Example Mutual Insurance Company",
        perOccurrence: 1_000_000,
        aggregate: 2_000_000,
        expires: "",
      })),
      naicsCodes: Array.from({ length: 12 }, () => "238210"),
    };
    const pdf = await drawCapabilityStatement(
      companyFacts(full),
      credentialsView(full),
      "https://example.com",
    );
    expect(pageCount(pdf)).toBe(1);
    // Nothing cut: the credentials flow beside the services rather than ending in an ellipsis.
    const text = pdfText(pdf);
    expect(text).not.toContain("…");
    expect(text).toContain("Certification 7 with a long descriptive name");
    expect(text.match(/Coverage \d/g)).toHaveLength(8);
  });
});
