import { type Browser, expect, type Page, test } from "@playwright/test";
import { messages } from "../support/spec-texts";
import { ADMIN_STATE, waitForHydration, waitForMail } from "./support";

/**
 * Erasure on request (docs/security.md#retention-and-erasure): the admin looks an address up at
 * /admin/privacy, sees what is stored, confirms, and afterwards nothing is found; all of it
 * without JavaScript. An employee is refused (tests/app/office-pages.test.ts).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US", javaScriptEnabled: false });

function tag(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

async function sendContactMessage(browser: Browser, who: { name: string; email: string }) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled: true,
  });
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  const form = page.getByRole("main").locator("#contact form");
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Message").fill("Please quote 12 Cat6 drops for our office.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByText(messages.contactSuccess)).toBeVisible();
  await context.close();
}

async function lookUp(admin: Page, email: string) {
  await admin.goto("/admin/privacy");
  const main = admin.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByRole("button", { name: "Find what is stored" }).click();
  return main.getByRole("region", { name: `Stored about ${email}` });
}

test("the admin erases an address on request and nothing of it is left", async ({
  browser,
  page: admin,
}) => {
  const who = { name: `Erin ${tag("lead")}`, email: `${tag("erase")}@example.com` };
  await sendContactMessage(browser, who);
  await waitForMail(who.email, /./);

  const stored = await lookUp(admin, who.email.toUpperCase());
  await expect(admin.getByRole("main").getByLabel("Email")).toHaveValue(who.email);
  await expect(stored).toContainText("1 lead");
  await expect(stored).toContainText("1 timeline entry");
  await expect(stored).toContainText("e-mails in the outbox");
  await stored.getByRole("button", { name: "Erase everything about this address" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText(
    "Erased everything stored about the address: 1 lead",
  );
  await expect(admin.getByRole("main").getByLabel("Email")).toHaveValue("");

  const after = await lookUp(admin, who.email);
  await expect(after).toContainText("Nothing is stored about this address.");
  await expect(after.getByRole("button")).toHaveCount(0);
  await admin.goto(`/admin/leads?q=${encodeURIComponent(who.name)}`);
  await expect(admin.getByRole("main")).not.toContainText(who.name);
  await admin.goto("/admin/outbox");
  await expect(admin.getByRole("main")).not.toContainText(who.email);
  await admin.goto("/admin/audit");
  const entry = admin
    .getByRole("main")
    .getByRole("row")
    .filter({ hasText: "privacy.erased" })
    .first();
  await expect(entry).toBeVisible();
  await expect(admin.getByRole("main")).not.toContainText(who.email);
});
