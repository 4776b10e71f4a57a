import { describe, expect, it } from "vitest";
import { filterFrom, type ListedSubcontractor, listCsv } from "./list";

const row = (company: string, status: ListedSubcontractor["status"], setId = "s1") => ({
  id: company,
  company,
  trade: "Electrical",
  email: `${company}@example.com`,
  setId,
  setName: "Standard",
  status,
  nextExpiry: "2027-01-01",
  lastActivityAt: new Date("2026-11-01T00:00:00Z"),
});

describe("the office's list", () => {
  it("reads the page of the address; anything else is the first", () => {
    expect(filterFrom(new URLSearchParams("page=3")).page).toBe(3);
    expect(filterFrom(new URLSearchParams("page=-1")).page).toBe(1);
    expect(filterFrom(new URLSearchParams("page=x")).page).toBe(1);
    expect(filterFrom(new URLSearchParams("")).page).toBe(1);
  });

  it("exports the page's columns, formula-safe", () => {
    const csv = listCsv([{ ...row("=cmd", "compliant") }], { compliant: "Compliant" }, "UTC");
    expect(csv).toContain("'=cmd,Electrical,'=cmd@example.com");
    expect(csv).toContain("Compliant,2027-01-01,2026-11-01");
  });

  it("dates the last activity by the company's calendar, not UTC's", () => {
    // Midnight UTC is still the afternoon before in California.
    const csv = listCsv([row("Late Co", "compliant")], {}, "America/Los_Angeles");
    expect(csv).toContain(",2027-01-01,2026-10-31");
  });
});
