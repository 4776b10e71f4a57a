import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

/**
 * The header and the footer's menus. Each width's checks share one page, each step loading the
 * page it needs: a test each cost a new browser context and a cold page (docs/decisions/0103).
 * The header's Get a Quote link is marketing.spec.ts's (in its visit of /features).
 */
test("the header at 1280 px: solid once scrolled, the section links, the footer's and the Software Solutions menus", async ({
  page,
}) => {
  await test.step("turns solid once scrolled more than 10 px on home, and is solid elsewhere", async () => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/bg-white/);
    await expect(header).toHaveClass(/shadow/);

    await page.goto("/privacy-policy");
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");
  });

  await test.step("the footer's Team Portal menu opens on hover, lists the portals, and closes on Escape", async () => {
    await waitForHydration(page);
    const trigger = page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("button", { name: "Team Portal" });
    const menu = page.locator("#footer-team-portal");
    await expect(menu).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Employees" })).toHaveAttribute(
      "href",
      "/team/employees",
    );
    await trigger.focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  await test.step("nav section links from another page land on the home section", async () => {
    await page.goto("/privacy-policy");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Industries" })
      .click();
    await expect(page).toHaveURL(/\/#industries$/);
    await expect(page.locator("#industries")).toBeInViewport();
    await expect(page).toHaveTitle(/^Industries \|/);
  });

  await test.step("the Software Solutions mega-menu is still open 400 ms after the pointer leaves and closed by 600 ms", async () => {
    await page.clock.install();
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Software Solutions" });
    const menu = page.getByTestId("software-menu");
    await waitForHydration(page);
    // The page's clock stands still unless the test moves it: on a loaded machine the real time
    // between the pointer leaving and the check would otherwise run the close timer.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await trigger.hover();
    await expect(menu).toBeVisible();
    for (const column of ["Project Management", "Financials", "People", "Integrations"]) {
      await expect(menu.getByRole("heading", { name: column })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Start Free Trial" })).toBeVisible();

    await page.mouse.move(5, 700);
    await page.clock.runFor(400);
    await expect(menu).toBeVisible();
    await page.clock.runFor(200);
    await expect(menu).toBeHidden();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Team Portal modal closes on Escape and on an outside click, returning focus; the menu closes when an item is clicked", async ({
    page,
  }) => {
    await test.step("the Team Portal modal closes on Escape and on an outside click, returning focus", async () => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const trigger = page.locator("#mobile-menu").getByRole("button", { name: "Team Portal" });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Team Portal" });
      await expect(dialog).toBeVisible();
      for (const name of ["Employees", "General Contractors", "Sub-Contractors"]) {
        await expect(dialog.getByRole("link", { name })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(10, 830);
      await expect(dialog).toBeHidden();
    });

    await test.step("the menu closes when an item is clicked", async () => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Software Solutions" })).toHaveAttribute(
        "href",
        "/features",
      );
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/#contact$/);
    });
  });
});
