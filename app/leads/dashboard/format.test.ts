import { describe, expect, it } from "vitest";
import { preferredLocale } from "./format";

describe("the viewer's locale from Accept-Language", () => {
  it("takes the highest-weighted tag the runtime knows", () => {
    expect(preferredLocale("fr-CH, fr;q=0.9, en;q=0.8")).toBe("fr-CH");
    expect(preferredLocale("en;q=0.5, de-DE;q=0.9")).toBe("de-DE");
    expect(preferredLocale("*, en-GB;q=0.8")).toBe("en-GB");
  });

  it("falls back to en-US for a missing or malformed header", () => {
    expect(preferredLocale(null)).toBe("en-US");
    expect(preferredLocale("")).toBe("en-US");
    expect(preferredLocale("not a tag!!, ;q=x")).toBe("en-US");
    expect(preferredLocale("en;q=0")).toBe("en-US");
  });
});
