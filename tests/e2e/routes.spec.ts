import { expect, test } from "@playwright/test";

/**
 * What needs a browser of the product's routes (docs/product.md#routes): the designed 404 page
 * and the home page's address. Each route's status and title, and the redirects, are
 * tests/app/routes.test.ts's.
 */

test("an unknown path shows the designed 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test("/ with no hash shows /#home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/#home$/);
});
