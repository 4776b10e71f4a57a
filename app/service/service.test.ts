import { describe, expect, it } from "vitest";
import { mayFollow, nextStatuses, WORK_ORDER_STATUSES } from "./service";

describe("which status may follow which", () => {
  it("sends the visit forward: Open, Dispatched, On site, Completed, Invoiced, Closed", () => {
    expect(mayFollow("open", "dispatched")).toBe(true);
    expect(mayFollow("dispatched", "on-site")).toBe(true);
    expect(mayFollow("on-site", "completed")).toBe(true);
    expect(mayFollow("completed", "invoiced")).toBe(true);
    expect(mayFollow("invoiced", "closed")).toBe(true);
    expect(mayFollow("completed", "closed")).toBe(true);
  });

  it("pauses on hold and resumes from it", () => {
    for (const from of ["open", "dispatched", "on-site"] as const) {
      expect(mayFollow(from, "on-hold")).toBe(true);
    }
    expect(nextStatuses("on-hold")).toEqual(["dispatched", "on-site", "cancelled"]);
  });

  it("refuses skipping the visit, going back, or leaving an ended work order", () => {
    expect(mayFollow("open", "completed")).toBe(false);
    expect(mayFollow("open", "on-site")).toBe(false);
    expect(mayFollow("on-site", "cancelled")).toBe(false);
    expect(mayFollow("completed", "open")).toBe(false);
    expect(mayFollow("invoiced", "completed")).toBe(false);
    expect(nextStatuses("closed")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
  });

  it("never lets a status follow itself", () => {
    for (const status of WORK_ORDER_STATUSES) expect(mayFollow(status, status)).toBe(false);
  });
});
