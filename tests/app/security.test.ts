import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, TEST_PASSWORD } from "../support/accounts";
import { CLIENT_DIR, startTestApp, useTestApp } from "../support/app";
import { testSecrets } from "../support/requests";

/**
 * The defences of docs/security.md as the whole server applies them. Each middleware's own rules
 * are its unit test's (server/security.test.ts); a body over 64 KB (413) is sent to every form by
 * the bad-input tests (tests/app/bad-input.test.ts).
 */
const app = useTestApp();
let admin = "";
beforeAll(async () => {
  admin = await adminCookie(app().context);
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("secrets", () => {
  it("never reach the files sent to browsers, even after the server has served pages", async () => {
    await app().fetch("/", { headers: { Cookie: admin } });
    const forbidden = [
      ...Object.values(testSecrets),
      TEST_PASSWORD,
      // Names of secret settings: no page mentions them, so their presence would mean server code
      // (the config and secrets modules) was bundled for the browser.
      "BETTER_AUTH_SECRET",
      "CONFIG_ENCRYPTION_KEY",
      "JOTFORM_WEBHOOK_SECRET",
    ];
    const files = filesUnder(CLIENT_DIR).filter((file) =>
      /\.(js|css|html|data|json|txt|map)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const value of forbidden) {
        expect(
          text.includes(value),
          `${path.relative(CLIENT_DIR, file)} contains ${value.slice(0, 12)}…`,
        ).toBe(false);
      }
    }
  });
});

describe("the session", () => {
  it("is a cookie the page's scripts cannot read, sent on top-level visits only (HttpOnly, SameSite=Lax)", async () => {
    const response = await app().fetch("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "admin@example.com", password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(302);
    const session = response.headers
      .getSetCookie()
      .find((cookie) => /^[^=]*session_token=/.test(cookie));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  });
});

describe("writes from another site", () => {
  it("are refused: a page's form, a script's API call and an admin action", async () => {
    const crossSite = {
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    };
    const lead = new URLSearchParams({
      name: "Mallory",
      email: "mallory@example.com",
      phone: "",
      message: "cross-site",
    });
    const page = await app().fetch("/?index", {
      method: "POST",
      headers: { ...crossSite, "Sec-Fetch-Site": "cross-site" },
      body: lead,
    });
    expect(page.status).toBe(403);
    const script = await app().fetch("/api/leads/contact", {
      method: "POST",
      headers: crossSite,
      body: lead,
    });
    expect(script.status).toBe(403);
    const invite = await app().fetch("/admin/people", {
      method: "POST",
      headers: { ...crossSite, Cookie: admin },
      body: new URLSearchParams({
        intent: "invite",
        firstName: "E",
        lastName: "Vil",
        email: "evil@example.com",
      }),
    });
    expect(invite.status).toBe(403);
    expect((await app().mail()).filter((mail) => mail.to === "evil@example.com")).toEqual([]);
  });
});

describe("behind a trusted proxy", () => {
  it("counts IPv6 clients of one /64 network together against a limit", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: "loopback", FORM_RATE_LIMIT: "2" });
    try {
      const send = async (client: string) =>
        (
          await proxied.fetch("/api/leads/contact", {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": client,
            },
            body: "name=&email=&phone=&message=",
          })
        ).status;
      expect(await send("2001:db8:7:1::1")).toBe(400);
      expect(await send("2001:db8:7:1:aaaa:bbbb:cccc:dddd")).toBe(400);
      expect(await send("2001:db8:7:1::ffff")).toBe(429);
      expect(await send("2001:db8:7:2::1")).toBe(400);
      expect(await send("::ffff:198.51.100.4")).toBe(400);
      expect(await send("198.51.100.4")).toBe(400);
      expect(await send("198.51.100.4")).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
