import { describe, expect, it } from "vitest";
import { itemState, latestByRequirement, overallStatus } from "./status";

const today = "2026-06-01";
const doc = (status: string, expiresOn: string | null = null, createdAt = new Date(0)) => ({
  requirementId: "r1",
  status,
  expiresOn,
  createdAt,
});

describe("a subcontractor's compliance", () => {
  it("reads each item from its newest document", () => {
    expect(itemState(undefined, today)).toBe("missing");
    expect(itemState(doc("pending", "2027-01-01"), today)).toBe("pending");
    expect(itemState(doc("rejected"), today)).toBe("rejected");
    expect(itemState(doc("approved", "2027-01-01"), today)).toBe("approved");
    expect(itemState(doc("approved", "2026-07-01"), today)).toBe("expiring");
    expect(itemState(doc("approved", "2026-05-31"), today)).toBe("expired");
    expect(itemState(doc("waived"), today)).toBe("waived");
  });

  it("takes the newest document: a new upload returns a rejected item to review", () => {
    const rejected = doc("rejected", null, new Date("2026-05-01"));
    const again = doc("pending", null, new Date("2026-05-02"));
    expect(latestByRequirement([again, rejected]).get("r1")).toBe(again);
  });

  it("is as bad as its worst item", () => {
    expect(overallStatus(["approved", "waived"])).toBe("compliant");
    expect(overallStatus(["approved", "expiring"])).toBe("expiring");
    expect(overallStatus(["approved", "pending", "expiring"])).toBe("pending");
    expect(overallStatus(["pending", "rejected"])).toBe("missing");
    expect(overallStatus(["missing", "expired"])).toBe("expired");
  });

  it("is Non-responsive after three unanswered reminders while items are still missing", () => {
    expect(overallStatus(["missing", "approved"], 2)).toBe("missing");
    expect(overallStatus(["missing", "approved"], 3)).toBe("nonresponsive");
    expect(overallStatus(["rejected", "expired"], 3)).toBe("nonresponsive");
    // Nothing is asked of them any more (the gap was waived or approved): their items decide.
    expect(overallStatus(["approved", "expiring"], 3)).toBe("expiring");
  });
});
