import { describe, expect, it } from "vitest";
import { isSharedAnswer, pageCacheHeaders, SHARED_ANSWER } from "./cache-control";

describe("a shared page's Cache-Control", () => {
  const bare = { readsCookies: false, hasQuery: false };

  it("is kept no longer than the seconds until the page changes by itself (an item expires)", () => {
    expect(pageCacheHeaders("shared", { ...bare, sharedSeconds: 42 })).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=42",
      Vary: "Cookie",
    });
    expect(isSharedAnswer("public, max-age=0, s-maxage=42")).toBe(true);
  });

  it("keeps the usual lifetime when nothing expires sooner", () => {
    for (const sharedSeconds of [null, undefined, 3600]) {
      expect(pageCacheHeaders("shared", { ...bare, sharedSeconds })).toEqual({
        "Cache-Control": SHARED_ANSWER,
        Vary: "Cookie",
      });
    }
  });
});
