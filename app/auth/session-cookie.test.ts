import { describe, expect, it } from "vitest";
import { carriesSessionCookie } from "./session-cookie";

describe("carriesSessionCookie", () => {
  it("finds the session cookie, with or without the __Secure- prefix, among others", () => {
    expect(carriesSessionCookie("site.session_token=abc.def")).toBe(true);
    expect(carriesSessionCookie("tz=Europe%2FParis; __Secure-site.session_token=abc")).toBe(true);
    expect(carriesSessionCookie("tz=UTC;site.session_token=abc")).toBe(true);
  });

  it("does not take other cookies for it", () => {
    expect(carriesSessionCookie(undefined)).toBe(false);
    expect(carriesSessionCookie("")).toBe(false);
    expect(carriesSessionCookie("tz=UTC")).toBe(false);
    expect(carriesSessionCookie("othersite.session_token=abc")).toBe(false);
    expect(carriesSessionCookie("note=site.session_token")).toBe(false);
  });
});
