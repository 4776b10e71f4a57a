import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type DashboardView, DEFAULT_QUERY } from "./dashboard.validation";
import { emptyViewAdvice as adviceWith } from "./empty-view";

const { t } = serverTranslator("en");
const emptyViewAdvice = (query: DashboardView, assigneeName?: string) =>
  adviceWith(t, query, assigneeName);

describe("an empty filtered list's advice", () => {
  it("explains an empty Follow-up due view by its dates, not by the time or kind filters", () => {
    const advice = emptyViewAdvice({ ...DEFAULT_QUERY, view: "due" });
    expect(advice).toBe(
      "No follow-ups are due today or earlier. Set a follow-up date on a lead's page, or choose All leads under View to see every lead.",
    );
    expect(advice).not.toContain("All Time");
  });

  it("names each other filter in use with the choice that widens it", () => {
    expect(emptyViewAdvice({ ...DEFAULT_QUERY, view: "due", kind: "pricing" })).toContain(
      "Other filters in use: choose All kinds under Kind to see more.",
    );
    expect(
      emptyViewAdvice({ ...DEFAULT_QUERY, period: "today", assignee: "u1" }, "Olive Office"),
    ).toBe(
      "No leads match Time: Today, Assignee: Olive Office. Choose All Time under Time, Everyone under Assignee to see more.",
    );
    expect(emptyViewAdvice({ ...DEFAULT_QUERY, kind: "pricing" })).toBe(
      "No leads match Kind: Pricing. Choose All kinds under Kind to see more.",
    );
  });
});
