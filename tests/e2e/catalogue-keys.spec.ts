import { expect, test } from "@playwright/test";
import { rawKeysShown, waitForHydration } from "./support";

/**
 * Signed-out pages that the sitemap leaves out (forms, sign-in and account pages), by their
 * English path, each with whether it has a Spanish copy under /es/.
 */
const UNLISTED_PAGES: ReadonlyArray<[path: string, spanish: boolean]> = [
  ["/software-solutions/configuration", true],
  ["/leads/trial", true],
  ["/account/login", true],
  ["/account/forgot-password", true],
  ["/account/set-password", true],
  ["/admin/login", false],
  ["/no-such-page", true],
];

/** Every page the sitemap lists (both languages), then the unlisted ones in theirs. */
async function everyPublicPath(request: import("@playwright/test").APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/", "http://site").pathname,
  );
  const unlisted = UNLISTED_PAGES.flatMap(([path, spanish]) =>
    spanish ? [path, `/es${path}`] : [path],
  );
  return { listed, all: [...listed, ...unlisted] };
}

test("no public page shows a catalogue key instead of its text, in English or Spanish", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { listed, all } = await everyPublicPath(request);
  // Both languages of the fifteen sitemap pages, so a lost namespace cannot hide here.
  expect(listed.filter((path) => path.startsWith("/es")).length).toBeGreaterThanOrEqual(15);
  expect(listed).toContain("/es/services/copper-fiber");
  const leaks: string[] = [];
  for (const path of all) {
    await page.goto(path);
    await waitForHydration(page);
    for (const key of await rawKeysShown(page)) leaks.push(`${path}: ${key}`);
  }
  expect(leaks).toEqual([]);
});
