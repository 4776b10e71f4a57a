import { describe, expect, it } from "vitest";
import { maskLinkTokens } from "./link-tokens";

describe("maskLinkTokens", () => {
  it("keeps a token's first four characters, in a query and after an escaped &amp;", () => {
    expect(maskLinkTokens("https://x.example/reset?token=AbCdEfGh123_-%2F")).toBe(
      "https://x.example/reset?token=AbCd…",
    );
    expect(maskLinkTokens('<a href="/x?lang=es&amp;token=AbCdEfGh">')).toBe(
      '<a href="/x?lang=es&amp;token=AbCd…">',
    );
  });

  it("leaves a masked token and other parameters as they are", () => {
    const masked = maskLinkTokens("/set?token=AbCdEfGh&next=/hub");
    expect(masked).toBe("/set?token=AbCd…&next=/hub");
    expect(maskLinkTokens(masked)).toBe(masked);
    expect(maskLinkTokens("/page?mytoken=AbCdEfGh")).toBe("/page?mytoken=AbCdEfGh");
  });
});
