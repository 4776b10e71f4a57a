import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./encoded";

describe("preferredEncoding", () => {
  it("takes Brotli, then gzip, then none, as the client's Accept-Encoding allows", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });

  it("honours weights of zero and the wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("BR ; q=0 , GZIP")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, identity")).toBe("identity");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
  });
});
