import { describe, expect, it } from "vitest";
import { exampleProfile } from "./profile";
import { companyTimeZone, stateTimeZone } from "./time-zone";

describe("the company's time zone", () => {
  it("follows the headquarters' state, as a code or a name", () => {
    expect(companyTimeZone(exampleProfile)).toBe("America/Los_Angeles");
    expect(stateTimeZone("fl")).toBe("America/New_York");
    expect(stateTimeZone(" Arizona ")).toBe("America/Phoenix");
    expect(stateTimeZone("New York")).toBe("America/New_York");
  });

  it("reads the headquarters, not the first office", () => {
    const offices = exampleProfile.offices.map((office) => ({
      ...office,
      headquarters: office.state === "FL",
    }));
    expect(companyTimeZone({ offices })).toBe("America/New_York");
  });

  it("falls back to Pacific time for a state it does not know", () => {
    const offices = [{ ...exampleProfile.offices[0]!, state: "Ontario" }];
    expect(companyTimeZone({ offices })).toBe("America/Los_Angeles");
  });

  it("names only zones this runtime knows", () => {
    for (const state of ["AK", "HI", "IN", "MI", "ID", "PR", "TX", "CO"]) {
      const zone = stateTimeZone(state)!;
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    }
  });
});
