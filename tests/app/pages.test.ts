import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { adminCookie } from "../support/accounts";
import { useTestApp } from "../support/app";

/**
 * What the server sends with its pages: the security headers, the policy of the inline scripts,
 * which answers its shared cache keeps (docs/decisions/0037, 0070). How the cache compresses,
 * tags and answers 304 is the cache's own test's (server/shared-cache.test.ts); here, that the
 * application's pages reach it, or do not, as they should.
 */
const app = useTestApp();
let admin = "";
beforeAll(async () => {
  admin = await adminCookie(app().context);
});

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Inline scripts the browser runs: no src, and JavaScript (not JSON data). */
function inlineScripts(html: string): { attributes: string; content: string }[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, attributes = "", content = ""]) => ({ attributes, content }))
    .filter(({ attributes }) => !/\bsrc\s*=/i.test(attributes))
    .filter(({ attributes }) => !/type="application\/(ld\+)?json"/i.test(attributes));
}
const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("a page rendered per request", () => {
  it("carries the security headers and its own nonce on every inline script", async () => {
    // A sign-in link with a return address is rendered for its visitor.
    const address = "/admin/login?redirectTo=%2Fadmin%2Fleads";
    const response = await app().fetch(address);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    // Only on an https deployment.
    expect(response.headers.get("strict-transport-security")).toBeNull();

    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await app().fetch(address);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });
});

describe("pages the same for every visitor", () => {
  const SHARED = [
    "/",
    "/features",
    "/es/pricing",
    "/services/3phase",
    "/team/employees",
    "/admin/login",
  ];

  it("say so, are kept, and run only the application's inline scripts, listed by hash", async () => {
    const policies = new Set<string>();
    for (const path of SHARED) {
      const first = await app().fetch(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toMatch(/^public, .*s-maxage=\d+/);
      expect(first.headers.get("x-content-type-options"), path).toBe("nosniff");
      const policy = first.headers.get("content-security-policy") ?? "";
      expect(policy, path).not.toContain("nonce-");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      const html = await first.text();
      expect(html, path).not.toContain("nonce=");
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const { content } of scripts) expect(policy, path).toContain(sha256(content));
      policies.add(policy);
      // Kept by the shared cache: the same bytes again, with their age.
      const again = await app().fetch(path);
      expect(again.headers.get("age"), path).not.toBeNull();
      expect(again.headers.get("etag"), path).toBe(first.headers.get("etag"));
      expect(await again.text(), path).toBe(html);
    }
    // One policy for every shared page: it does not depend on the page.
    expect(policies.size).toBe(1);
  });

  it("the sign-in page is kept per cookie: a visitor with a session cookie gets it rendered", async () => {
    const kept = await app().fetch("/admin/login");
    expect(kept.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(kept.headers.get("etag")).toBeTruthy();
    expect(await kept.text()).toContain("Admin Login");

    const withSession = await app().fetch("/admin/login", {
      headers: { Cookie: "site.session_token=not-a-session" },
    });
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(await withSession.text()).toContain("Admin Login");
  });
});

describe("answers built from a session", () => {
  it("are kept out of every cache, a shared page's address included, and get a nonce", async () => {
    for (const path of [
      "/features",
      "/team/employees",
      "/admin/leads",
      "/admin/leads.data",
      "/admin/leads/export.csv",
      "/admin/progress",
      "/admin/progress/export.csv",
      "/admin/people",
      "/admin/audit",
      "/admin/outbox",
      "/admin/integrations",
      "/team/employees/hub",
      "/employees/info",
      "/dashboard",
    ]) {
      const response = await app().fetch(path, { headers: { Cookie: admin } });
      // The leads export answers 404 while there are no leads: an answer for the admin all the same.
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE_ANSWER);
      expect(response.headers.get("age"), path).toBeNull();
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        expect(response.headers.get("content-security-policy"), path).toMatch(/'nonce-[^']+'/);
      }
      await response.body?.cancel();
    }
  });
});

describe("files and health", () => {
  it("sends hashed assets cached for a year and compressed; a missing one is a 404", async () => {
    const html = await (await app().fetch("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await app().fetch(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect((await app().fetch("/assets/missing-file.js")).status).toBe(404);
  });

  it("/healthz answers 200 while the database answers", async () => {
    const response = await app().fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
