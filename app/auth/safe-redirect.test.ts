import { describe, expect, it } from "vitest";
import { hostileReturnAddresses } from "../../tests/support/hostile-addresses";
import { safeRedirect } from "./session.server";

const SITE = "https://www.example.com";
const FALLBACK = "/admin/progress";

describe("safeRedirect", () => {
  it.each(hostileReturnAddresses)("refuses %j", (address) => {
    expect(safeRedirect(address, FALLBACK, SITE)).toBe(FALLBACK);
  });

  it("refuses what is not text", () => {
    expect(safeRedirect(null, FALLBACK, SITE)).toBe(FALLBACK);
    expect(safeRedirect(undefined, FALLBACK, SITE)).toBe(FALLBACK);
    expect(safeRedirect(new File(["x"], "x.txt"), FALLBACK, SITE)).toBe(FALLBACK);
  });

  it("keeps a path of the site with its query and fragment", () => {
    expect(safeRedirect("/admin/leads?period=today", FALLBACK, SITE)).toBe(
      "/admin/leads?period=today",
    );
    expect(safeRedirect("/employees/info#password", FALLBACK, SITE)).toBe(
      "/employees/info#password",
    );
    expect(safeRedirect("/admin/progress/Ren%C3%A9e%20Smith", FALLBACK, SITE)).toBe(
      "/admin/progress/Ren%C3%A9e%20Smith",
    );
    expect(safeRedirect("/team/employees?firstName=Ada&lastName=O%27Neil", FALLBACK, SITE)).toBe(
      "/team/employees?firstName=Ada&lastName=O%27Neil",
    );
  });

  it("gives back the path alone, never a host, even for an address of the site itself", () => {
    expect(safeRedirect("/admin/../admin/leads", FALLBACK, SITE)).toBe("/admin/leads");
    expect(safeRedirect(`${SITE}/admin/leads?period=week#top`, FALLBACK, SITE)).toBe(
      "/admin/leads?period=week#top",
    );
    expect(safeRedirect("http://www.example.com/admin/leads", FALLBACK, SITE)).toBe(FALLBACK);
  });
});
