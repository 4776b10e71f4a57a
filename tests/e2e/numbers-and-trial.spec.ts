import { expect, type Page, test } from "@playwright/test";
import { messages } from "../support/spec-texts";
import { ADMIN_STATE, waitForHydration, waitForMail } from "./support";

/**
 * One meaning for each phone number (docs/decisions/0035), and the software trial within reach
 * on a phone, at both widths.
 */

const WIDTHS = [
  ["1280 px", { width: 1280, height: 800 }],
  ["390 px", { width: 390, height: 844 }],
] as const;

/** The `tel:` address of the link that follows `label` in its paragraph. */
async function numberAfter(page: Page, scope: string, label: string): Promise<string | null> {
  return page
    .locator(scope)
    .getByText(label, { exact: false })
    .first()
    .locator(
      "xpath=ancestor-or-self::*[.//a[starts-with(@href,'tel:')]][1]//a[starts-with(@href,'tel:')]",
    )
    .first()
    .getAttribute("href");
}

for (const [label, viewport] of WIDTHS) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    test("“24/7 support” is one number, the banner's and the About figure's; the 24/7 emergency line is named so wherever it is shown", async ({
      page,
    }) => {
      await page.goto("/terms-of-service");
      expect(await numberAfter(page, "main", "24/7 emergency line:")).toBe("tel:+15550100911");
      await page.goto("/");
      const banner = await numberAfter(page, "header", "24/7 support:");
      const figure = await page.locator('[data-stat-id="4"] a[href^="tel:"]').getAttribute("href");
      expect(figure).toBe("tel:+15550100100,224");
      expect(banner).toBe(figure);
      await expect(page.locator("header").getByText("(555) 010-0100 ext. 224")).toBeVisible();
      // The support number is not called an emergency line, nor the reverse.
      await expect(page.locator("header")).not.toContainText("0911");
    });

    test("/features: the hero's Start Free Trial button leads to the form, which offers the free trial in the page, within reach on a phone", async ({
      page,
    }) => {
      const email = `features-trial-${Date.now().toString(36)}@example.com`;
      await page.goto("/features");
      await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).click();
      await expect(page).toHaveURL(/\/features#trial$/);
      await expect(
        page.getByRole("main").locator("#trial").getByRole("button", { name: "Start Free Trial" }),
      ).toBeInViewport();

      await waitForHydration(page);
      const trial = page.getByRole("main").locator('form[action^="/leads/trial"]');
      await expect(trial.getByRole("button", { name: "Start Free Trial" })).toBeVisible();
      await trial.getByLabel("Name").fill("Features Trial");
      await trial.getByLabel("Email").fill(email);
      await trial.getByRole("button", { name: "Start Free Trial" }).click();
      await expect(trial.getByRole("status")).toHaveText(messages.trialSuccess);
      await waitForMail("", /^New trial sign-up from Features Trial$/);
    });
  });
}

test.describe("the company profile page", () => {
  test.use({ storageState: ADMIN_STATE });

  test("says where each number is shown", async ({ page }) => {
    await page.goto("/admin/company");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Main phone", { exact: true })).toHaveAccessibleDescription(
      /footer.*contact section/i,
    );
    await expect(main.getByLabel("24/7 support extension")).toHaveAccessibleDescription(
      /“24\/7 support” in the top banner and the About section/,
    );
    await expect(main.getByLabel("24/7 emergency line")).toHaveAccessibleDescription(
      /Terms of Service.*acknowledgement e-mail/,
    );
    await expect(main.getByLabel("Fax", { exact: true })).toHaveAccessibleDescription(/footer/i);
  });
});
