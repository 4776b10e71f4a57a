import { describe, expect, it } from "vitest";
import { currentAdminPage } from "./AdminHeader";

describe("the admin navigation's current page", () => {
  it("is the page whose address is the longest start of the path", () => {
    expect(currentAdminPage("/admin/leads")).toBe("/admin/leads");
    expect(currentAdminPage("/admin/leads/0b6f0d1e-0000-4000-8000-000000000000")).toBe(
      "/admin/leads",
    );
    expect(currentAdminPage("/admin/leads/board")).toBe("/admin/leads/board");
    expect(currentAdminPage("/admin/leadsboard")).toBeUndefined();
    expect(currentAdminPage("/admin/progress/ada")).toBe("/admin/progress");
  });
});
