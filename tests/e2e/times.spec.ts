import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE, waitForHydration, waitForMail } from "./support";

/**
 * Every time a page shows is in the company's zone, named (docs/decisions/0077), whatever the
 * reader's browser says: here it is in Tokyo, and the company is in California. The lead page
 * opened from the new-lead e-mail says the time the e-mail says (it once said UTC), and so do the
 * board, the outbox and the audit log. That office hours name their office's zone is read from
 * their HTML (tests/app/public-pages.test.ts).
 */
test.use({ timezoneId: "Asia/Tokyo", locale: "en-US" });

const PACIFIC = /[AP]M P[SD]T/;
/** What a time in another zone reads like: UTC, or Tokyo's offset. */
const OTHER_ZONE = /\bUTC\b|GMT\+9|JST/;

function tag(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

async function mainText(page: Page): Promise<string> {
  return (await page.getByRole("main").textContent()) ?? "";
}

test("a lead opened from its e-mail, the board, the outbox and the audit log read Pacific time", async ({
  browser,
  request,
}) => {
  const id = tag("times");
  const who = { name: `Tomoko ${id}`, email: `${id}@example.com` };
  const sent = await request.post("/api/leads/contact", {
    form: { ...who, phone: "", message: "When did this arrive?" },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail("", new RegExp(`New contact message from ${who.name}`));
  const received = /Received: (.+)/.exec(mail.text)?.[1]?.trim() ?? "";
  expect(received).toMatch(PACIFIC);
  const leadPath = /\/admin\/leads\/[0-9a-f-]{36}/.exec(mail.text)?.[0] ?? "";
  expect(leadPath).not.toBe("");

  // A first visit, straight from the e-mail: no cookie of the list's.
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto(leadPath);
  const details = page.getByRole("main");
  await expect(details.getByText(received, { exact: true }).first()).toBeVisible();
  await expect(details.getByRole("region", { name: "Timeline" })).toContainText(received);
  expect(await mainText(page)).not.toMatch(OTHER_ZONE);

  // The list says which zone, and gives the same time.
  await page.goto("/admin/leads");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText("Dates and times are in Pacific Time.");
  const row = page.getByRole("main").getByRole("row", { name: new RegExp(id) });
  await expect(row).toContainText(PACIFIC);

  // The board's exact time on hover.
  await page.goto("/admin/leads/board");
  const card = page.getByRole("main").getByRole("article", { name: who.name });
  await expect(card.locator("time")).toHaveAttribute("title", received);

  // The audit log holds the admin's sign-in (a security event) at least.
  for (const path of ["/admin/outbox", "/admin/audit?kind=all"]) {
    await page.goto(path);
    const text = await mainText(page);
    expect(text, path).toMatch(PACIFIC);
    expect(text, path).not.toMatch(/\d\d:\d\d UTC|\(UTC\)$|When \(UTC\)/);
  }
  await admin.close();
});
