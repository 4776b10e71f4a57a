import { expect, test } from "@playwright/test";
import { SERVICE_PAGE_PATHS } from "../support/service-pages";
import { expectNoAxeViolations } from "./axe";

/**
 * The home page, visited once (docs/decisions/0103): its address, sections and company facts,
 * its links, then what scrolling does, in an order where each step finds the page as the step
 * needs it (the industries section unseen until it is scrolled to).
 */
test("home: /#home, the six sections and the company facts, the service and office links, fading in, the title and Explore Our Services", async ({
  page,
}) => {
  // Without a hash, / shows /#home.
  await page.goto("/");
  await expect(page).toHaveURL(/\/#home$/);

  // All six sections and the company facts.
  for (const id of ["home", "about", "services", "industries", "why-choose-us", "contact"]) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.locator("#why-us")).toHaveCount(1);
  await expect(page.getByText("Since 2002", { exact: true })).toBeVisible();
  const about = page.locator("#about");
  for (const title of [
    "Licensed Expertise",
    "Technology-Driven Solutions",
    "Quality-Focused Management",
  ]) {
    await expect(about.getByRole("heading", { name: title })).toHaveCount(1);
  }
  for (const stat of ["20+", "500+", "4+", "24/7"]) {
    await expect(about.getByText(stat, { exact: true })).toHaveCount(1);
  }
  await expect(page.locator('[data-stat-id="4"]')).toContainText("ext. 224");
  const hours = page.locator("#contact table");
  await expect(hours).toContainText("9:00 AM-5:00 PM");
  await expect(hours).toContainText("10:00 AM-2:00 PM");
  await expect(hours).toContainText("Closed");
  await expect(page.locator("#contact")).toContainText("Glendora, CA");
  await expect(page.locator("#contact")).toContainText("Pompano Beach, FL");
  // The offices go by their names (by their Spanish names on Spanish pages: spanish.spec.ts).
  await expect(page.locator("footer")).toContainText("Headquarters");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    "\n",
  );
  expect(jsonLd).toContain("Florida Office");
  // The footer and the Contact section link each office's page.
  await expect(
    page.locator("#contact").getByRole("link", { name: "Headquarters: Glendora, CA" }),
  ).toHaveAttribute("href", "/locations/glendora");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Florida Office" }),
  ).toHaveAttribute("href", "/locations/pompano-beach");

  // Learn More links go to the six service pages.
  const hrefs = await page
    .locator("#services")
    .getByRole("link", { name: /Learn More/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(SERVICE_PAGE_PATHS);

  // Sections fade in once when scrolled into view.
  const industries = page.locator("section#industries");
  await expect(industries).toHaveAttribute("data-visible", "false");
  await industries.evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await expect(industries).toHaveAttribute("data-visible", "true");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForTimeout(200);
  await expect(industries).toHaveAttribute("data-visible", "true");

  // The title follows the section scrolled to.
  await expect(page).toHaveTitle(/^Home \|/);
  await page.locator("#services").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await expect(page).toHaveTitle(/^Services \|/);
  await page.locator("#contact").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await expect(page).toHaveTitle(/^Contact \|/);

  // Explore Our Services scrolls to the services section.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.getByRole("link", { name: "Explore Our Services" }).click();
  await expect(page.locator("#services")).toBeInViewport();
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`axe finds no violations on home (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
}
