import { describe, expect, it } from "vitest";
import { typedDollars } from "./dollars";

describe("typedDollars", () => {
  it("reads dollars with or without a dollar sign, thousands separators and spaces", () => {
    expect(["$38", "38", " $ 38 ", "$1,000,000", "1 000 000"].map(typedDollars)).toEqual([
      38, 38, 38, 1_000_000, 1_000_000,
    ]);
    expect(typedDollars("$38.50")).toBe(38.5);
  });

  it("gives undefined for blank and NaN for what is not an amount", () => {
    expect(typedDollars("  ")).toBeUndefined();
    expect(typedDollars("$")).toBeUndefined();
    for (const text of ["38 dollars", "1e3", "0x10", "3-8", "38."]) {
      expect(typedDollars(text), text).toBeNaN();
    }
  });
});
