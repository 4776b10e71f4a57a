import { describe, expect, it } from "vitest";
import { dashboardSearch, parseDashboardQuery } from "./dashboard.validation";

const parse = (search: string) => parseDashboardQuery(new URLSearchParams(search));

describe("the dashboard's GET parameters", () => {
  it("default to All Time, all kinds, page 1", () => {
    expect(parse("")).toEqual({ query: { period: "all", kind: "all", page: 1 } });
    expect(parse("period=&kind=&page=")).toEqual({
      query: { period: "all", kind: "all", page: 1 },
    });
  });

  it("read the filters and the page", () => {
    expect(parse("period=week&kind=pricing&page=3")).toEqual({
      query: { period: "week", kind: "pricing", page: 3 },
    });
  });

  it("keep the good values and report the first bad one", () => {
    expect(parse("period=forever&kind=trial&page=2")).toEqual({
      query: { period: "all", kind: "trial", page: 2 },
      error: "Unknown time filter: choose All Time, Today, This Week or This Month.",
    });
    expect(parse("page=1.5").error).toBe("The page must be a whole number.");
    expect(parse("page=0").error).toBe("The page must be 1 or more.");
    expect(parse("page=abc").query.page).toBe(1);
    expect(parse("kind=TRIAL").error).toBe("Unknown kind: choose trial, contact or pricing.");
  });

  it("write a view back as a query string, leaving defaults out", () => {
    expect(dashboardSearch({ period: "all", kind: "all", page: 1 })).toBe("");
    expect(dashboardSearch({ period: "today", kind: "contact", page: 2, tz: "Asia/Tokyo" })).toBe(
      "?period=today&kind=contact&page=2&tz=Asia%2FTokyo",
    );
    expect(dashboardSearch({ kind: "trial" }, { confirm: "clear" })).toBe(
      "?kind=trial&confirm=clear",
    );
  });
});
