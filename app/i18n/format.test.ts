import { describe, expect, it } from "vitest";
import { dayRange } from "./format";

describe("dayRange", () => {
  it("keeps the English days as the profile writes them", () => {
    expect(dayRange("Monday-Friday", "en-US", "short")).toBe("Mon-Fri");
    expect(dayRange("Monday-Friday", "en-US", "long")).toBe("Monday-Friday");
    expect(dayRange("Saturday", "en-US", "short")).toBe("Sat");
  });

  it("names the days in Spanish", () => {
    expect(dayRange("Monday-Friday", "es-US", "long")).toBe("Lunes-viernes");
    expect(dayRange("Sunday", "es-US", "short")).toBe("Dom");
    expect(dayRange("Holidays", "es-US", "short")).toBe("Holidays");
  });
});
