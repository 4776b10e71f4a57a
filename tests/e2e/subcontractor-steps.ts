import { type Browser, expect, type Page } from "@playwright/test";
import { tinyPdf } from "../../app/files/test-files";

/** The steps the subcontractor specs share: the office's sets and items, the subcontractor's uploads. */

export const tag = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export const PDF = Buffer.from(tinyPdf("certificate"));

export function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Adds an item; `fields` by label (the start of it: optional fields say so after it). */
export async function addItem(
  admin: Page,
  set: string,
  fields: Record<string, string>,
  checks: string[] = [],
) {
  const form = admin.getByRole("main").locator("form", { hasText: "Add an item" });
  await form.getByLabel("To set").selectOption({ label: set });
  await form.getByLabel("Kind").selectOption(fields.kind!);
  for (const [label, value] of Object.entries(fields)) {
    if (label !== "kind") await form.getByLabel(label).first().fill(value);
  }
  for (const label of checks) await form.getByLabel(label).check();
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText("Item added.");
}

export async function createSet(admin: Page, name: string) {
  await admin.goto("/admin/subcontractors");
  await admin.getByRole("main").getByLabel("Set name").fill(name);
  await admin.getByRole("main").getByRole("button", { name: "Create set" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText(name);
}

/** One item of the subcontractor's page, by its name. */
export const itemOf = (page: Page, name: string) =>
  page.getByRole("main").getByRole("listitem").filter({ hasText: name }).first();

export async function upload(
  page: Page,
  item: string,
  file: { name: string; buffer: Buffer },
  expiry?: string,
) {
  const entry = itemOf(page, item);
  if (expiry) await entry.getByLabel("Expiry date").fill(expiry);
  await entry.getByLabel(/^File/).setInputFiles({ ...file, mimeType: "application/pdf" });
  await entry.getByRole("button", { name: "Send" }).click();
}

export async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}
