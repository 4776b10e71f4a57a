import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

/**
 * The sign-in pages in a browser: the Spanish login's form, the notice of a password set. Their
 * titles in each language are in their HTML (tests/app/public-pages.test.ts).
 */

test("the Spanish employee login is in Spanish: its title, heading and button", async ({
  page,
}) => {
  await page.goto("/es/account/login");
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Acceso de empleados \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceso de empleados");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Login", exact: true })).toHaveCount(0);
});

test("a password set through a link whose sign-in did not follow: each login page says it is set, until an attempt fails", async ({
  page,
}) => {
  for (const [path, said] of [
    ["/account/login?password=set", "Your password is set. Sign in with it."],
    ["/es/account/login?password=set", "Su contraseña quedó creada. Inicie sesión con ella."],
    ["/admin/login?password=set", "Your password is set. Sign in with it."],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
  }
  await page.goto("/account/login");
  await expect(page.getByText("Your password is set.")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("button", { name: "Login" })).toBeVisible();
  // The form (a plain form) posts to the page: the answer's error replaces the notice.
  await page.goto("/account/login?password=set");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill("nobody@example.com");
  await main.getByLabel("Password").fill("not the password");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toContainText("Login failed.");
  await expect(page.getByText("Your password is set.")).toHaveCount(0);
});
