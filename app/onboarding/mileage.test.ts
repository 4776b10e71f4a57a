import { describe, expect, it } from "vitest";
import { formatDollars, mileageClaim } from "./mileage";

describe("mileage rule: $0.70 a mile beyond the first 55 miles one way (110 round trip)", () => {
  it.each([
    // one-way miles, trip, claimable miles, dollars
    [40, "one-way", 0, 0],
    [40, "round-trip", 0, 0],
    [55, "one-way", 0, 0],
    [55, "round-trip", 0, 0],
    [56, "one-way", 1, 0.7],
    [56, "round-trip", 2, 1.4],
    [120, "one-way", 65, 45.5],
    [120, "round-trip", 130, 91],
  ] as const)("%d miles %s: %d claimable miles, $%d", (miles, trip, claimable, amount) => {
    const claim = mileageClaim(miles, trip);
    expect(claim.claimableMiles).toBe(claimable);
    expect(claim.amount).toBe(amount);
  });

  it("deducts 55 miles one way and 110 round trip beyond the threshold", () => {
    expect(mileageClaim(120, "one-way")).toEqual({
      drivenMiles: 120,
      deductedMiles: 55,
      claimableMiles: 65,
      amount: 45.5,
    });
    expect(mileageClaim(120, "round-trip")).toEqual({
      drivenMiles: 240,
      deductedMiles: 110,
      claimableMiles: 130,
      amount: 91,
    });
  });

  it("never deducts more than was driven and never pays for negative or missing miles", () => {
    expect(mileageClaim(40, "round-trip").deductedMiles).toBe(80);
    expect(mileageClaim(-10, "one-way").amount).toBe(0);
    expect(mileageClaim(Number.NaN, "one-way").amount).toBe(0);
  });

  it("formats dollars with cents", () => {
    expect(formatDollars(45.5)).toBe("$45.50");
  });
});
