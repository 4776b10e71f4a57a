import { describe, expect, it } from "vitest";
import { authPolicy } from "~/auth/policy";
import { testConfig, testSecrets } from "../../../tests/support/requests";
import { deviceCookieHeader, deviceCookieOf, knownDevice } from "./device-cookie.server";

const local = { config: testConfig(), secrets: testSecrets };
const https = {
  config: testConfig({ PUBLIC_URL: "https://www.example.com" }),
  secrets: testSecrets,
};
const ADA = "ada@example.com";

/** The cookie a browser sends back, as a Cookie header, from the Set-Cookie header. */
function sentBack(setCookie: string): string {
  return `other=1; ${setCookie.split(";")[0]}; last=2`;
}

describe("the device cookie", () => {
  it("names the account it was given for, in any case, and no other", () => {
    const cookie = deviceCookieOf(local, sentBack(deviceCookieHeader(local, ADA)));
    expect(knownDevice(local, cookie, ADA)?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDevice(local, cookie, " Ada@Example.com ")).toBeDefined();
    expect(knownDevice(local, cookie, "grace@example.com")).toBeUndefined();
  });

  it("gives each sign-in a browser id of its own", () => {
    const first = knownDevice(
      local,
      deviceCookieOf(local, sentBack(deviceCookieHeader(local, ADA))),
      ADA,
    );
    const second = knownDevice(
      local,
      deviceCookieOf(local, sentBack(deviceCookieHeader(local, ADA))),
      ADA,
    );
    expect(first?.id).not.toBe(second?.id);
  });

  it("is refused when signed with another secret, expired, or from the future", () => {
    const given = new Date("2026-01-01T00:00:00Z");
    const cookie = deviceCookieOf(local, sentBack(deviceCookieHeader(local, ADA, given)));
    const otherSecret = {
      ...local,
      secrets: { ...testSecrets, BETTER_AUTH_SECRET: "x".repeat(40) },
    };
    expect(knownDevice(otherSecret, cookie, ADA, given)).toBeUndefined();
    const lastDay = new Date(given.getTime() + authPolicy.deviceCookieSeconds * 1000);
    expect(knownDevice(local, cookie, ADA, lastDay)).toBeDefined();
    expect(knownDevice(local, cookie, ADA, new Date(lastDay.getTime() + 1000))).toBeUndefined();
    expect(knownDevice(local, cookie, ADA, new Date(given.getTime() - 1000))).toBeUndefined();
  });

  it("is Secure with the __Secure- prefix on an https deployment, HttpOnly and SameSite=Lax always", () => {
    const header = deviceCookieHeader(https, ADA);
    expect(header).toMatch(/^__Secure-site\.device=/);
    expect(header).toMatch(/; Secure$/);
    expect(header).toMatch(/; HttpOnly; SameSite=Lax/);
    expect(knownDevice(https, deviceCookieOf(https, sentBack(header)), ADA)).toBeDefined();
    // Over http the prefixed name is not read: a browser would not have set it.
    expect(deviceCookieOf(local, sentBack(header))).toBeUndefined();
  });

  it("is absent from a request without it, and garbage is no device", () => {
    expect(deviceCookieOf(local, null)).toBeUndefined();
    expect(deviceCookieOf(local, "site.session_token=abc")).toBeUndefined();
    for (const garbage of ["", "a.b.c", "a.b.c.d.e", "...", "a.b.notanumber.d"]) {
      expect(knownDevice(local, garbage, ADA)).toBeUndefined();
    }
  });
});
