import { expect, test as setup } from "@playwright/test";
import { ADMIN, ADMIN_STATE, setupLink } from "./support";

setup("the admin sets a password from the first-run link", async ({ page }) => {
  const link = setupLink();
  expect(link).toContain("/admin/setup?token=");
  await page.goto(link);
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: "Admin Setup" }),
  ).toBeVisible();
  await page.getByRole("main").getByLabel("New password").fill(ADMIN.password);
  await page.getByRole("main").getByLabel("Confirm password").fill(ADMIN.password);
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  // The admin starts at the leads (the page used most), not the configuration warnings.
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await page.context().storageState({ path: ADMIN_STATE });

  // The link worked once: opened again, it says so at once, with no password form.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("has already been used");
  await expect(page.getByRole("main").getByLabel("New password")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/admin/login",
  );
});
