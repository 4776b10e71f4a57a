import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type ClockFacts, metAt, runningClock, spanText, timeLeftText, warningAt } from "./clocks";

const created = new Date("2026-06-01T16:00:00Z");
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

/** An open P1: respond in 30 minutes, on site in 4 hours, complete in a day. */
const open: ClockFacts = {
  status: "open",
  createdAt: created,
  respondBy: at(30),
  onSiteBy: at(240),
  completeBy: at(1440),
  respondedAt: null,
  checkedInAt: null,
  checkedOutAt: null,
  completedAt: null,
};

describe("the running clock", () => {
  it("is to respond until the response, to be on site until the check-in, to complete until done", () => {
    expect(runningClock(open)).toEqual({ clock: "respond", due: at(30) });
    const responded = { ...open, status: "dispatched" as const, respondedAt: at(5) };
    expect(runningClock(responded)).toEqual({ clock: "on-site", due: at(240) });
    const arrived = { ...responded, status: "on-site" as const, checkedInAt: at(100) };
    expect(runningClock(arrived)).toEqual({ clock: "complete", due: at(1440) });
    expect(runningClock({ ...arrived, checkedOutAt: at(300) })).toBeNull();
    expect(runningClock({ ...arrived, status: "completed", completedAt: at(400) })).toBeNull();
  });

  it("stops once the work order is done or cancelled, whatever was met", () => {
    for (const status of ["completed", "invoiced", "closed", "cancelled"] as const) {
      expect(runningClock({ ...open, status })).toBeNull();
    }
  });

  it("counts an acknowledged Open work order as responded: the on-site clock runs", () => {
    expect(runningClock({ ...open, respondedAt: at(3) })?.clock).toBe("on-site");
  });

  it("takes completion from Completed or the check-out, whichever came first", () => {
    expect(metAt({ ...open, completedAt: at(500), checkedOutAt: at(450) }, "complete")).toEqual(
      at(450),
    );
    expect(metAt({ ...open, completedAt: at(500) }, "complete")).toEqual(at(500));
  });

  it("warns at three quarters of the window", () => {
    expect(warningAt(created, at(240))).toEqual(at(180));
    expect(warningAt(created, at(30))).toEqual(new Date(created.getTime() + 22.5 * 60_000));
  });
});

describe("the time left", () => {
  const en = serverTranslator("en");
  const es = serverTranslator("es");

  it("names the two largest units", () => {
    expect(spanText(40)).toBe("40 min");
    expect(spanText(135)).toBe("2 h 15 min");
    expect(spanText(120)).toBe("2 h");
    expect(spanText(3 * 1440 + 250)).toBe("3 d 4 h");
    expect(spanText(2 * 1440 + 5)).toBe("2 d");
  });

  it("says what is left, rounded up, and what is overdue, in English and Spanish", () => {
    const due = at(135);
    expect(timeLeftText(due, created, en)).toBe("2 h 15 min left");
    expect(timeLeftText(due, created, es)).toBe("quedan 2 h 15 min");
    expect(timeLeftText(due, new Date(due.getTime() - 30_000), en)).toBe("1 min left");
    expect(timeLeftText(due, at(175), en)).toBe("overdue by 40 min");
    expect(timeLeftText(due, at(175), es)).toBe("vencido hace 40 min");
    expect(timeLeftText(due, new Date(due.getTime() + 10_000), en)).toBe("overdue by 1 min");
  });
});
