import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./support";

/**
 * The company profile, edited by the admin, reaches every kept public page without a rebuild or
 * a restart. The values changed are ones no other spec checks (the main and office phones,
 * Saturday's hours at the headquarters), and the spec puts them back at the end.
 */

const OLD_PHONE = "(555) 010-0100";
const NEW_PHONE = "(555) 010-0177";
const PAGES = ["/", "/services/copper-fiber", "/pricing"];

async function saveProfile(page: Page, changes: Record<string, string>) {
  await page.goto("/admin/company");
  const form = page.getByRole("main").locator("form[method=post]");
  for (const [name, value] of Object.entries(changes)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("main")).toContainText(
    "Saved: every page shows the new profile now.",
  );
}

/** The JSON-LD documents of a page's HTML (the `application/ld+json` scripts), as their text. */
function jsonLdOf(body: string): string[] {
  const scripts = body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...scripts].map((match) => match[1] ?? "");
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test("a saved phone and office hours show on every public page within 5 seconds", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  // Each page kept before the save: the save must replace it, not wait for a restart.
  for (const path of PAGES) expect(await html(request, path)).toContain(OLD_PHONE);

  await saveProfile(page, {
    mainPhone: NEW_PHONE,
    "offices.0.phone": NEW_PHONE,
    "offices.1.phone": NEW_PHONE,
    "offices.0.hours.saturday.opens": "08:00",
    "offices.0.hours.saturday.closes": "12:00",
  });
  try {
    for (const path of PAGES) {
      await expect
        .poll(async () => html(request, path), { timeout: 5_000, intervals: [250] })
        .toContain(NEW_PHONE);
      const body = await html(request, path);
      expect(body).not.toContain(OLD_PHONE);
      expect(body).not.toContain("tel:+15550100100");
    }
    // The search-engine record: every office's phone is the new one, the old in no form.
    const records = jsonLdOf(await html(request, "/"));
    expect(records.length).toBeGreaterThan(0);
    const record = records.join("\n");
    expect(record).toContain("+15550100177");
    expect(record).toContain('"opens":"08:00","closes":"12:00"');
    for (const old of [OLD_PHONE, "+15550100100", "555-010-0100", "5550100100"]) {
      expect(record).not.toContain(old);
    }
    // The footer of every page, and the home page's business hours.
    const visitor = await browser.newPage();
    await visitor.goto("/#contact");
    await expect(visitor.getByRole("contentinfo")).toContainText(NEW_PHONE);
    await expect(visitor.locator("#contact")).toContainText("8:00 AM-12:00 PM");
    await visitor.close();
  } finally {
    await saveProfile(page, {
      mainPhone: OLD_PHONE,
      "offices.0.phone": OLD_PHONE,
      "offices.1.phone": OLD_PHONE,
      "offices.0.hours.saturday.opens": "10:00",
      "offices.0.hours.saturday.closes": "14:00",
    });
    await admin.close();
  }
});

test("a profile with an error is refused beside the field and nothing is saved", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/admin/company");
  const form = page.getByRole("main").locator("form[method=post]");
  await form.locator('[name="mainPhone"]').fill("call us <b>now</b>");
  await form.locator('[name="offices.1.hours.monday.closes"]').fill("08:00");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("main")).toContainText("Nothing was saved");
  await expect(form.getByText("Monday: closing time must be after opening time")).toBeVisible();
  await expect(form.locator('[name="mainPhone"]')).toHaveValue("call us <b>now</b>");
  // The buttons sit at the end of a long form: the first field to correct is brought to the admin.
  await expect(form.locator('[name="mainPhone"]')).toBeFocused();
  await expect(form.locator('[name="mainPhone"]')).toBeInViewport();
  expect(await html(request, "/pricing")).not.toContain("call us");
  await admin.close();
});
