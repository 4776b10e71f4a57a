import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE, waitForHydration } from "./support";

/**
 * On a slow connection a visitor types before the page's script has arrived. React puts a
 * textarea back to its server text when it hydrates it; the page keeps what was typed
 * (app/forms/typed-before-hydration.tsx). Here the scripts are held until the typing is done.
 */

/** Holds every script of the build until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the company profile's states, typed before the script ran, are still there after it", async ({
  browser,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  const release = await holdScripts(page);
  await page.goto("/admin/company", { waitUntil: "commit" });
  const states = page.getByLabel("States served");
  await expect(states).toHaveValue("California\nFlorida");
  await states.fill("California\nFlorida\nNevada");
  const shortName = page.locator('[name="shortName"]');
  const typedName = `${await shortName.inputValue()} Typed`;
  await shortName.fill(typedName);

  release();
  await waitForHydration(page);
  await expect(states).toHaveValue("California\nFlorida\nNevada");
  await expect(shortName).toHaveValue(typedName);
  // The restored text is the field's value for React too: editing goes on from it.
  await states.press("Control+End");
  await states.pressSequentially("\nArizona");
  await expect(states).toHaveValue("California\nFlorida\nNevada\nArizona");
  await admin.close();
});
