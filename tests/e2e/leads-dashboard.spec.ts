import { readFileSync } from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { parseCsv } from "../support/csv-reader";
import { leadsMessages, messages } from "../support/spec-texts";
import { ADMIN_STATE, waitForHydration } from "./support";

/**
 * The leads dashboard (docs/product.md#leads-dashboard) in Chromium: a contact message sent on the home page shows up with
 * its stats, filters, detail and CSV export; Clear All asks first, with and without JavaScript.
 * Locators stay inside the main landmark: the header's mega-menu holds a hidden trial form with
 * Name and Email fields of its own.
 */

/** The company's zone (its headquarters are in California); the browser is elsewhere. */
const TIME_ZONE = "America/Los_Angeles";
test.describe.configure({ mode: "serial" });
test.use({ storageState: ADMIN_STATE, timezoneId: "Asia/Tokyo", locale: "en-US" });

function visitor(label: string) {
  const tag = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Grace ${tag}`, email: `${tag}@example.com` };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The home page's Contact Us form, as a visitor with no session sends it. */
async function sendContactMessage(browser: Browser, who: { name: string; email: string }) {
  // A visitor: no session, and scripts on even where the test itself runs without them.
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
  await form.getByLabel("Message").fill("Please quote 40 Cat6 drops for our Glendora office.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByText(messages.contactSuccess)).toBeVisible();
  await context.close();
}

/** Opens the dashboard: dates in the company's zone, named, whatever the browser's. */
async function openDashboard(page: Page, search = "") {
  await page.goto(`/admin/leads${search}`);
  await waitForHydration(page);
  await expect(
    page.getByRole("main").getByText("Dates and times are in Pacific Time."),
  ).toBeVisible();
  return page.getByRole("main");
}

async function statValue(main: Locator, label: string): Promise<number> {
  const card = main
    .getByRole("region", { name: "Lead statistics" })
    .locator("div")
    .filter({ has: main.page().getByText(label, { exact: true }) });
  return Number(((await card.locator("dd").textContent()) ?? "").replaceAll(",", ""));
}

function leadRow(main: Locator, who: { name: string }) {
  return main.getByRole("row", { name: new RegExp(escapeRegExp(who.name)) });
}

const localDate = (options: Intl.DateTimeFormatOptions, locale = "en-US") =>
  new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(new Date());

test("a contact message appears on the dashboard: stats, filters, detail and CSV export", async ({
  browser,
  page,
}) => {
  const who = visitor("dashboard");
  await sendContactMessage(browser, who);

  const main = await openDashboard(page);
  await expect(page).toHaveTitle(/^Leads Dashboard \|/);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(leadsMessages.title);
  for (const label of ["Refresh", "Export CSV", "Clear All"]) {
    await expect(
      main.getByRole(label === "Clear All" ? "button" : "link", { name: label }),
    ).toBeEnabled();
  }

  // Stat cards.
  for (const label of ["Total Leads", "Today", "This Week", "Unique Emails"]) {
    expect(await statValue(main, label)).toBeGreaterThanOrEqual(1);
  }

  // The table: Name (to the detail), Email (mailto), Status, Assignee, Date, Time, Source, Language.
  await expect(
    main.getByRole("region", { name: "Leads", exact: true }).getByRole("columnheader"),
  ).toHaveText(["Name", "Email", "Status", "Assignee", "Date", "Time", "Source", "Language"]);
  const row = leadRow(main, who);
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: who.email })).toHaveAttribute(
    "href",
    `mailto:${who.email}`,
  );
  await expect(row.getByRole("cell").nth(3)).toHaveText(
    localDate({ year: "numeric", month: "numeric", day: "numeric" }),
  );
  await expect(row.getByRole("cell").nth(5)).toHaveText("Contact Form");
  await expect(row.getByRole("cell").last()).toHaveText("English");
  await expect(main.getByText(/^Showing [\d,]+ of [\d,]+ total leads$/)).toBeVisible();
  await expect(main.getByRole("figure", { name: "Leads per day, last 30 days" })).toBeVisible();

  // Filters: GET parameters, the current one marked.
  for (const [label, param] of [
    ["Today", "period=today"],
    ["This Week", "period=week"],
    ["This Month", "period=month"],
  ] as const) {
    await main.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(param));
    await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(leadRow(main, who)).toBeVisible();
  }
  await main.getByRole("link", { name: "Trial", exact: true }).click();
  await expect(page).toHaveURL(/kind=trial/);
  await expect(leadRow(main, who)).toHaveCount(0);
  await main.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/period=month&kind=contact/);
  await expect(leadRow(main, who)).toBeVisible();
  // The language filter combines with the others: the message came from the English site.
  await main.getByRole("link", { name: "Spanish", exact: true }).click();
  await expect(page).toHaveURL(/period=month&kind=contact&language=es/);
  await expect(leadRow(main, who)).toHaveCount(0);
  await main.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/period=month&kind=contact&language=en/);
  await expect(leadRow(main, who)).toBeVisible();
  await main.getByRole("link", { name: "All languages", exact: true }).click();
  await expect(page).toHaveURL(/period=month&kind=contact$/);
  // The links are drawn anew with the page's data: the next click waits for them.
  await expect(main.getByRole("link", { name: "All languages", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await main.getByRole("link", { name: "Today", exact: true }).click();
  await expect(page).toHaveURL(/period=today&kind=contact$/);

  // CSV export of the current filter (today's contact messages): header, the row, the file name.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `gatsy-leads-${localDate({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA")}.csv`,
  );
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe(
    "Name,Email,Date,Time,Source,Language,Status,Assignee,Last activity,First response (minutes)",
  );
  const line = lines.find((text) => text.startsWith(`${who.name},`));
  expect(line).toMatch(
    new RegExp(
      `^${escapeRegExp(who.name)},${escapeRegExp(who.email)},${escapeRegExp(localDate({ year: "numeric", month: "numeric", day: "numeric" }))},\\d{1,2}:\\d{2}:\\d{2}\\s[AP]M P[SD]T,Contact Form,English,New,,[^,]+,$`,
    ),
  );
  // Other specs send names with line breaks and commas: read the file as CSV, not as lines.
  const records = parseCsv(csv).slice(1);
  expect(records.length).toBeGreaterThan(0);
  expect(records.every((record) => record[4] === "Contact Form")).toBe(true);

  // The detail view has every field; the way back keeps the filter.
  await leadRow(main, who).getByRole("link", { name: who.name }).click();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(who.name);
  await expect(main.getByText("Please quote 40 Cat6 drops for our Glendora office.")).toBeVisible();
  await expect(main.getByRole("link", { name: who.email }).first()).toHaveAttribute(
    "href",
    `mailto:${who.email}`,
  );
  await expect(main.getByText("Contact Form", { exact: true })).toBeVisible();
  await main.getByRole("link", { name: "Back to leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?period=today&kind=contact$/);
});

test("Clear All asks first in a dialog, then deletes; with no leads the buttons are disabled", async ({
  browser,
  page,
}) => {
  const who = visitor("clear");
  await sendContactMessage(browser, who);
  let main = await openDashboard(page);
  await expect(leadRow(main, who)).toBeVisible();

  await main.getByRole("button", { name: "Clear All" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(leadsMessages.clearConfirm);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(leadRow(main, who)).toBeVisible();

  await main.getByRole("button", { name: "Clear All" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete all leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?cleared=\d+#clear-answer$/);
  await expect(main.getByRole("status")).toContainText(/deleted\.$/);
  await expect(leadRow(main, who)).toHaveCount(0);

  // Other tests may send messages meanwhile: clear again until the list is empty.
  await expect(async () => {
    await page.request.post("/admin/leads", { form: { intent: "clear", confirmed: "yes" } });
    main = await openDashboard(page);
    await expect(main.getByText(leadsMessages.noLeadsFound)).toBeVisible({ timeout: 1_000 });
    await expect(main.getByText(leadsMessages.noLeadsYet)).toBeVisible({ timeout: 1_000 });
    await expect(main.getByRole("button", { name: "Export CSV" })).toBeDisabled({ timeout: 1_000 });
    await expect(main.getByRole("button", { name: "Clear All" })).toBeDisabled({ timeout: 1_000 });
    await expect(main.getByText(leadsMessages.showing(0, 0))).toBeVisible({ timeout: 1_000 });
    const exported = await page.request.get("/admin/leads/export.csv");
    expect(exported.status()).toBe(404);
    expect(await exported.text()).toBe(leadsMessages.noLeadsToExport);
  }).toPass({ timeout: 20_000 });

  // A filter with nothing in it explains itself differently from an empty inbox.
  await main.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(
    main.getByText("No leads match Kind: Pricing. Choose All kinds under Kind to see more."),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Clear All is a confirmation step of the page, then deletes", async ({ browser, page }) => {
    const who = visitor("nojs");
    await sendContactMessage(browser, who);
    await page.goto("/admin/leads?kind=contact");
    const main = page.getByRole("main");
    await expect(leadRow(main, who)).toBeVisible();

    await main.getByRole("link", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/confirm=clear/);
    const step = main.getByRole("region", { name: "Clear All" });
    await expect(step).toContainText(leadsMessages.clearConfirm);
    await step.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?kind=contact$/);
    await expect(leadRow(main, who)).toBeVisible();

    await main.getByRole("link", { name: "Clear All" }).click();
    await main
      .getByRole("region", { name: "Clear All" })
      .getByRole("button", { name: "Delete all leads" })
      .click();
    await expect(page).toHaveURL(/\/admin\/leads\?cleared=\d+#clear-answer$/);
    await expect(main.getByRole("status")).toContainText(/deleted\.$/);
    await expect(leadRow(main, who)).toHaveCount(0);
  });
});
