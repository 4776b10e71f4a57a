import { expect, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE, inviteHire, linkFromMail, waitForHydration } from "./support";

test("an invited hire sets a password from the e-mail, signs in and reaches the hub", async ({
  browser,
}) => {
  const email = `hire-${Date.now()}@example.com`;
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/people");
  await adminPage.getByRole("main").getByLabel("First name").fill("Ada");
  await adminPage.getByRole("main").getByLabel("Last name").fill("Lovelace");
  await adminPage.getByRole("main").getByLabel("Email").fill(email);
  await adminPage
    .getByRole("main")
    .getByRole("button", { name: "Send invitation", exact: true })
    .click();
  await expect(adminPage.getByRole("main").getByRole("status")).toContainText(
    `Invitation sent to ${email}.`,
  );
  await expect(
    adminPage.getByRole("main").getByRole("row", { name: new RegExp(email) }),
  ).toContainText("invited");

  const hire = await browser.newContext();
  const page = await hire.newPage();
  await page.goto(await linkFromMail(email, /Set up your/));
  await page.getByRole("main").getByLabel("New password").fill("analytical engine");
  await page.getByRole("main").getByLabel("Confirm password").fill("analytical engine");
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);
  await expect(page).toHaveTitle(/^Employee Hub \|/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Welcome, Ada",
  );

  // An employee on an admin page gets the 403 page, not data.
  const denied = await page.goto("/admin/people");
  expect(denied?.status()).toBe(403);
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: "Access denied" }),
  ).toBeVisible();

  // Signing out, then the login messages (docs/product.md#sign-in-and-accounts).
  await page.goto("/team/employees/hub");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/(#home)?$/);
  await page.goto("/account/login");
  await page.getByRole("main").getByLabel("Email").fill("not-an-email");
  await page.getByRole("main").getByLabel("Password").fill("whatever");
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("wrong password");
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Login failed. Please check your email and password.",
  );
  await page.getByRole("main").getByLabel("Password").fill("analytical engine");
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);

  // From the hub, the new-hires screen loads as a document (it is an islands page, not one the
  // router renders) and shows the hire's own progress at once, in that one load: the names it
  // remembers are the ones the server already checked.
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Employee Forms/ })
    .click();
  await expect(page).toHaveURL(/\/team\/employees$/);
  await expect(page.getByRole("main")).toContainText("Signed in as Ada.");
  await expect(page.getByRole("main").getByText("Progress for Ada Lovelace")).toBeVisible();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "islands");
  await page.waitForLoadState("networkidle");
  expect(documents).toHaveLength(1);

  // The admin login refuses an employee.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("analytical engine");
  await page.getByRole("main").getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Access denied: You are not the admin.",
  );
  await admin.close();
  await hire.close();
});

test("a forgotten password is reset through the e-mailed link", async ({ browser, page }) => {
  const email = `forgetful-${Date.now()}@example.com`;
  await inviteHire(browser, { first: "Grace", last: "Hopper", email });

  await page.goto(await linkFromMail(email, /Set up your/));
  await page.getByRole("main").getByLabel("New password").fill("first password 1");
  await page.getByRole("main").getByLabel("Confirm password").fill("first password 1");
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);
  await page.context().clearCookies();

  await page.goto("/account/forgot-password");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "If an account exists for that address",
  );
  await page.goto(await linkFromMail(email, /Reset your/));
  await page.getByRole("main").getByLabel("New password").fill("second password 2");
  await page.getByRole("main").getByLabel("Confirm password").fill("second password 2");
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);
});

test("anonymous visitors are sent to the right login with a return address", async ({ page }) => {
  await page.goto("/admin/people");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpeople$/);
  await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("main").getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("main").getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
});

test("the admin signs in and the reset link is asked for without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/account/forgot-password");
  await page.getByRole("main").getByLabel("Email").fill("nobody-nojs@example.com");
  await page.getByRole("main").getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "If an account exists for that address",
  );

  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fpeople");
  await page.getByRole("main").getByLabel("Email").fill("not-an-email");
  await page.getByRole("main").getByLabel("Password").fill("whatever");
  await page.getByRole("main").getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("main").getByLabel("Password").fill("not the password");
  await page.getByRole("main").getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Login failed. Please check your email and password.",
  );
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(ADMIN.email);
  await page.getByRole("main").getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("main").getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await context.close();
});
