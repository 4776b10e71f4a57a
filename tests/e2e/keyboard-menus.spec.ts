import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support";

/**
 * The header's and footer's menus from the keyboard: focus alone opens
 * nothing; Enter, Space or an arrow key opens; Escape closes and gives focus back. Real key
 * presses only: no `focus()` on the control under test.
 */

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Presses Tab until `target` has focus; gives back how many presses it took (at most `max`). */
async function tabUntilFocused(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * One page for the five checks, each step on the page loaded afresh (the focus at its start):
 * a test each cost a new browser context and a cold page (docs/decisions/0103).
 */
test("keyboard menus at 1280 px", async ({ page }) => {
  await test.step("tabbing past Software Solutions opens nothing: Contact is two presses further", async () => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const software = mainNav(page).getByRole("link", { name: "Software Solutions" });
    expect(await tabUntilFocused(page, software)).toBeLessThan(40);
    await expect(page.getByTestId("software-menu")).toBeHidden();
    const contact = mainNav(page).getByRole("link", { name: "Contact" });
    expect(await tabUntilFocused(page, contact)).toBeLessThanOrEqual(2);
    await expect(page.getByTestId("software-menu")).toBeHidden();
  });
  await test.step("the Software Solutions menu opens on Enter, Space and arrow down, and Escape gives focus back", async () => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const menu = page.getByTestId("software-menu");
    const toggle = mainNav(page).getByRole("button", { name: "Software Solutions menu" });
    await tabUntilFocused(page, toggle);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Space");
    await expect(menu).toBeHidden();

    // From the link itself: arrow down opens and moves to the first entry; Enter still follows it.
    await page.keyboard.press("Shift+Tab");
    await expect(mainNav(page).getByRole("link", { name: "Software Solutions" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Estimation" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
  await test.step("the Team Portal menu opens on Enter (not on focus), moves with the arrows and closes on Escape", async () => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const trigger = mainNav(page).getByRole("button", { name: "Team Portal" });
    const menu = page.locator("#team-portal-menu");
    await tabUntilFocused(page, trigger);
    await expect(menu).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Employees" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "General Contractors" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("link", { name: "Sub-Contractors" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Employees" })).toBeFocused();
  });
  await test.step("the footer's Team Portal menu opens on Enter, not on focus", async () => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const trigger = page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("button", { name: "Team Portal" });
    const menu = page.locator("#footer-team-portal");
    await tabUntilFocused(page, trigger, 80);
    await expect(menu).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
  await test.step("the Team Portal menu still closes 300 ms after the pointer leaves", async () => {
    await page.clock.install();
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    // The page's clock stands still unless the test moves it: on a loaded machine the real time
    // between the pointer leaving and the check would otherwise run the close timer.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const menu = page.locator("#team-portal-menu");
    await mainNav(page).getByRole("button", { name: "Team Portal" }).hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(250);
    await expect(menu).toBeVisible();
    await page.clock.runFor(100);
    await expect(menu).toBeHidden();
  });
});
