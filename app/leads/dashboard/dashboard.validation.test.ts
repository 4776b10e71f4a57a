import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/translator";
import { dashboardSearch, parseDashboardQuery } from "./dashboard.validation";

/** The parsed query, its error (a message key) read as the admin's English. */
function parse(search: string) {
  const parsed = parseDashboardQuery(new URLSearchParams(search));
  if (!parsed.error) return parsed;
  return { ...parsed, error: serverTranslator("en").t(parsed.error as MessageKey) };
}

describe("the dashboard's GET parameters", () => {
  it("default to All Time, all kinds, page 1", () => {
    expect(parse("")).toEqual({
      query: {
        period: "all",
        kind: "all",
        view: "all",
        status: "all",
        assignee: "all",
        language: "all",
        page: 1,
      },
    });
    expect(parse("period=&kind=&view=&language=&page=")).toEqual({
      query: {
        period: "all",
        kind: "all",
        view: "all",
        status: "all",
        assignee: "all",
        language: "all",
        page: 1,
      },
    });
  });

  it("read the filters and the page", () => {
    expect(parse("period=week&kind=pricing&language=es&page=3")).toEqual({
      query: {
        period: "week",
        kind: "pricing",
        view: "all",
        status: "all",
        assignee: "all",
        language: "es",
        page: 3,
      },
    });
  });

  it("read the pipeline's views and refuse an unknown one", () => {
    expect(parse("view=due&kind=trial").query).toMatchObject({ view: "due", kind: "trial" });
    expect(parse("view=mine").query.view).toBe("mine");
    expect(parse("view=everyone")).toEqual({
      query: {
        period: "all",
        kind: "all",
        view: "all",
        status: "all",
        assignee: "all",
        language: "all",
        page: 1,
      },
      error: "Unknown view: choose Mine, Unassigned or Follow-up due.",
    });
    expect(dashboardSearch({ view: "unassigned", period: "week" })).toBe(
      "?period=week&view=unassigned",
    );
  });

  it("read the stage and assignee filters and refuse what is not one", () => {
    expect(parse("status=won&assignee=none").query).toMatchObject({
      status: "won",
      assignee: "none",
    });
    expect(parse("assignee=u_Ab-12").query.assignee).toBe("u_Ab-12");
    // Closed is a certificate request's stage (docs/decisions/0088): a filter of its own.
    expect(parse("status=closed").query.status).toBe("closed");
    expect(parse("status=archived").error).toBe(
      "Unknown status: choose New, Contacted, Qualified, Quote sent, Won, Lost, Sent or Closed.",
    );
    expect(parse("assignee=%3Cscript%3E").error).toBe(
      "Unknown assignee: choose a person from the list.",
    );
    expect(dashboardSearch({ status: "quote_sent", assignee: "none", kind: "trial" })).toBe(
      "?kind=trial&status=quote_sent&assignee=none",
    );
  });

  it("keep the good values and report the first bad one", () => {
    expect(parse("period=forever&kind=trial&page=2")).toEqual({
      query: {
        period: "all",
        kind: "trial",
        view: "all",
        status: "all",
        assignee: "all",
        language: "all",
        page: 2,
      },
      error: "Unknown time filter: choose All Time, Today, This Week or This Month.",
    });
    expect(parse("page=1.5").error).toBe("The page must be a whole number.");
    expect(parse("page=0").error).toBe("The page must be 1 or more.");
    expect(parse("page=abc").query.page).toBe(1);
    expect(parse("kind=TRIAL").error).toBe("Unknown kind: choose trial, contact or pricing.");
    expect(parse("language=fr&kind=trial")).toEqual({
      query: {
        period: "all",
        kind: "trial",
        view: "all",
        status: "all",
        assignee: "all",
        language: "all",
        page: 1,
      },
      error: "Unknown language: choose English or Spanish.",
    });
  });

  it("write a view back as a query string, leaving defaults out", () => {
    expect(dashboardSearch({ period: "all", kind: "all", language: "all", page: 1 })).toBe("");
    expect(dashboardSearch({ kind: "trial", language: "es" })).toBe("?kind=trial&language=es");
    expect(dashboardSearch({ period: "today", kind: "contact", page: 2 })).toBe(
      "?period=today&kind=contact&page=2",
    );
    expect(dashboardSearch({ kind: "trial" }, { confirm: "clear" })).toBe(
      "?kind=trial&confirm=clear",
    );
  });
});
