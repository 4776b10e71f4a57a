import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./support";

/**
 * Pages the same for every visitor are said to be shareable in HTTP and kept by the server's
 * shared cache; their policy lists the hashes of the application's own inline scripts, never
 * hashes taken from the page (docs/decisions/0037).
 */
const SHARED = [
  "/",
  "/features",
  "/es/pricing",
  "/services/3phase",
  "/team/employees",
  "/admin/login",
];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Inline scripts the browser runs: no src, and JavaScript (not JSON data). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => !/type="application\/(ld\+)?json"/i.test(attributes))
    .map(([, , content = ""]) => content);
}
const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("a shared page says so, is kept, and runs only the application's inline scripts", async ({
  request,
}) => {
  const policies = new Set<string>();
  for (const path of SHARED) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()["cache-control"], path).toMatch(/^public, .*s-maxage=\d+/);
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(policy, path).not.toContain("nonce-");
    const html = await first.text();
    expect(html, path).not.toContain("nonce=");
    for (const script of inlineScripts(html)) expect(policy, path).toContain(sha256(script));
    policies.add(policy);
    // Kept by the shared cache: the same bytes again, with their age.
    const again = await request.get(path);
    expect(again.headers().age, path).toBeDefined();
    expect(again.headers().etag, path).toBe(first.headers().etag);
  }
  // One policy for every shared page: it does not depend on the page.
  expect(policies.size).toBe(1);
});

test("a signed-in visitor gets the same addresses rendered for them, with a nonce", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  for (const path of ["/features", "/team/employees"]) {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["content-security-policy"], path).toMatch(/'nonce-[^']+'/);
    expect(response.headers().age, path).toBeUndefined();
  }
  await context.close();
});
