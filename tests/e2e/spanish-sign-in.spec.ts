import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

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

test("the Spanish password reset page is in Spanish: its title", async ({ page }) => {
  await page.goto("/es/account/forgot-password");
  await expect(page).toHaveTitle(/^¿Olvidó su contraseña\? \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Olvidó su contraseña?");
});

test("the Spanish set-password page is in Spanish: its title", async ({ page }) => {
  await page.goto("/es/account/set-password");
  await expect(page).toHaveTitle(/^Cree su contraseña \| /);
});

test("the English sign-in pages keep the spec's words", async ({ page }) => {
  await page.goto("/account/login");
  await expect(page).toHaveTitle(/^Employee Login \| /);
  await expect(page.getByRole("main").getByRole("button", { name: "Login" })).toBeVisible();
  await page.goto("/account/forgot-password");
  await expect(page).toHaveTitle(/^Forgot Password \| /);
  await page.goto("/account/set-password");
  await expect(page).toHaveTitle(/^Set Your Password \| /);
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
