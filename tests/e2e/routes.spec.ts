import { expect, test } from "@playwright/test";

/**
 * What needs a browser of the product's routes (docs/product.md#routes): the designed 404 page.
 * The home page's address (/#home) is home.spec.ts's; each route's status and title, and the
 * redirects, are tests/app/routes.test.ts's.
 */

test("an unknown path shows the designed 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});
