import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, grantedCookie } from "../tests/support/accounts";
import { anApplication, aPosting } from "../tests/support/careers";
import { useTestDatabase } from "../tests/support/database";
import { listeningApp } from "../tests/support/server-build";

/**
 * The server as it runs (server/app.ts, the shared cache in front of Express) with the site's
 * own route modules, sent real HTTP requests: what a proxy or a visitor can make it keep and
 * send (docs/security.md#the-fourth-review).
 */
const database = useTestDatabase();
let site: Awaited<ReturnType<typeof listeningApp>>;
beforeAll(async () => {
  site = await listeningApp(database(), {
    routes: [
      "pricing",
      "privacy-policy",
      "features",
      "careers/routes/admin-careers",
      "careers/routes/admin-careers-application",
    ],
    env: { TRUST_PROXY: "loopback", PUBLIC_URL: "https://www.example.com" },
  });
}, 60_000);
afterAll(() => site?.close());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("the server's shared cache, poisoned through the request's headers", () => {
  it("renders the page at the path asked, for PUBLIC_URL, whatever X-Forwarded-Proto and Host say", async () => {
    const forged = await site.get("/pricing", {
      "X-Forwarded-Proto": "http://www.example.com/privacy-policy#",
    });
    const byHost = await site.get("/pricing", { Host: "www.example.com/privacy-policy?" });
    // What every visitor of /pricing gets next: the pricing page.
    const plain = await site.get("/pricing", { "X-Forwarded-Proto": "https" });
    expect(titleOf(plain.body)).toMatch(/Pricing/);
    expect(plain.headers.age).toBeDefined();
    expect(forged.status).toBe(400);
    expect(titleOf(byHost.body)).toMatch(/Pricing/);
    // Canonical and social addresses are PUBLIC_URL's.
    expect(plain.body).toContain('href="https://www.example.com/pricing"');
  });

  it("refuses a forwarded protocol other than http or https, and a target that is not a path", async () => {
    for (const protocol of ["ftp", "javascript", "https://evil.example/"]) {
      const answer = await site.get("/features", { "X-Forwarded-Proto": protocol });
      expect(answer.status, protocol).toBe(400);
    }
    expect((await site.get("http://evil.example/features")).status).toBe(400);
  });

  it("ignores a client's no-cache and cookies the site does not read: one render, one variant", async () => {
    site.app.sharedCache.clear();
    await site.get("/features");
    for (const headers of [
      { "Cache-Control": "no-cache", Pragma: "no-cache" },
      { Cookie: "_ga=GA1.1.1" },
      { Cookie: "_ga=GA1.1.2; theme=dark" },
    ] as Record<string, string>[]) {
      const again = await site.get("/features", headers);
      expect(again.status).toBe(200);
      expect(again.headers.age, JSON.stringify(headers)).toBeDefined();
    }
    expect(site.app.sharedCache.size).toBe(1);
  });
});

describe("answers that read a session", () => {
  it("are private at any letter case of an admin page's path", async () => {
    const cookies = [
      await adminCookie(site.context),
      await grantedCookie(site.context, "hr@example.com", "hiring"),
    ];
    const posting = await aPosting(database().db);
    const application = await anApplication(database().db, posting.id, {
      email: "applicant@example.org",
    });
    for (const cookie of cookies) {
      for (const path of [
        "/admin/careers",
        "/Admin/careers",
        "/ADMIN/CAREERS",
        `/ADMIN/CAREERS/APPLICATIONS/${application.id}`,
        `/Admin/Careers/Applications/${application.id}.data`,
      ]) {
        const answer = await site.get(path, { Cookie: cookie });
        expect(answer.status, path).toBe(200);
        expect(answer.body, path).toContain(path.endsWith(".data") ? "applicant@example.org" : "");
        expect(answer.headers["cache-control"], path).toBe("private, no-store");
      }
    }
  });
});
