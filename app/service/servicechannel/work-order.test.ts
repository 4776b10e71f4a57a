import { describe, expect, it } from "vitest";
import { WORK_ORDER_STATUSES } from "~/service/service";
import { deskStatusOf, STATUS_TABLE, scInstant, scStatusOf, scWorkOrderSchema } from "./work-order";

describe("the status table", () => {
  it("maps ServiceChannel's statuses onto the desk's", () => {
    expect(deskStatusOf({ Primary: "OPEN", Extended: "" })).toBe("open");
    expect(deskStatusOf({ Primary: "IN PROGRESS", Extended: "DISPATCH CONFIRMED" })).toBe(
      "dispatched",
    );
    expect(deskStatusOf({ Primary: "in progress", Extended: "on site" })).toBe("on-site");
    expect(deskStatusOf({ Primary: "IN PROGRESS", Extended: "PARTS ON ORDER" })).toBe("on-hold");
    expect(deskStatusOf({ Primary: "IN PROGRESS", Extended: "SOMETHING NEW" })).toBe("dispatched");
    expect(deskStatusOf({ Primary: "COMPLETED", Extended: "PENDING CONFIRMATION" })).toBe(
      "completed",
    );
    expect(deskStatusOf({ Primary: "COMPLETED", Extended: "CONFIRMED" })).toBe("completed");
    expect(deskStatusOf({ Primary: "INVOICED", Extended: "" })).toBe("invoiced");
    expect(deskStatusOf({ Primary: "CANCELLED", Extended: "" })).toBe("cancelled");
    expect(deskStatusOf({ Primary: "UNHEARD OF", Extended: "" })).toBeNull();
  });

  it("sends only what a provider may set, and each sent status maps back to itself", () => {
    expect(scStatusOf("on-site")).toEqual({ Primary: "IN PROGRESS", Extended: "ON SITE" });
    expect(scStatusOf("completed")).toEqual({
      Primary: "COMPLETED",
      Extended: "PENDING CONFIRMATION",
    });
    for (const desk of ["open", "invoiced", "closed", "cancelled"] as const) {
      expect(scStatusOf(desk)).toBeNull();
    }
    for (const desk of WORK_ORDER_STATUSES) {
      const sent = scStatusOf(desk);
      if (sent) expect(deskStatusOf(sent)).toBe(desk);
    }
    const deskStatuses = new Set(STATUS_TABLE.map((row) => row.desk));
    expect([...deskStatuses].sort()).toEqual([...WORK_ORDER_STATUSES].sort());
  });
});

describe("ServiceChannel's dates", () => {
  it("read an offset as written and a date without one on the location's clock", () => {
    expect(scInstant("2026-11-20T15:38:59-05:00", "America/Los_Angeles")?.toISOString()).toBe(
      "2026-11-20T20:38:59.000Z",
    );
    expect(scInstant("2026-11-20T15:38:59", "America/Los_Angeles")?.toISOString()).toBe(
      "2026-11-20T23:38:59.000Z",
    );
    expect(scInstant(undefined, "UTC")).toBeNull();
  });
});

describe("the work order's schema", () => {
  it("cuts long texts instead of refusing the work order, and drops an unreadable date", () => {
    const parsed = scWorkOrderSchema.parse({
      Id: 5,
      SubscriberId: 9,
      Description: "x".repeat(10_000),
      ScheduledDate: "next Tuesday",
    });
    expect(parsed.Description).toHaveLength(4000);
    expect(parsed.ScheduledDate).toBeUndefined();
    expect(parsed.Status).toEqual({ Primary: "", Extended: "" });
  });
});
