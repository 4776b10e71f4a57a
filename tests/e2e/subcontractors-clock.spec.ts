import { expect, type Page, test } from "@playwright/test";
import { addItem, createSet, itemOf, PDF, tag, upload, visitor } from "./subcontractor-steps";
import {
  ADMIN_STATE,
  caughtMail,
  linkFromMail,
  nextLeadJobsDay,
  runLeadJobsOn,
  waitForMail,
} from "./support";

/**
 * Issue 26's "moving the clock shows the 30-day reminder and then Expired", with the weekly
 * reminders: a compliant subcontractor whose certificate expires in 40 days, and another who
 * sends nothing. The daily jobs' clock (scripts/e2e-server.mjs) moves 30 days before the expiry:
 * the reminder reaches the subcontractor and the broker by SMTP, the list says Expiring; three
 * weekly reminders later the silent one is Non-responsive; past the expiry, Expired. The clock
 * only moves forward and far: this spec runs after every other (playwright.config.ts).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US" });

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function invite(admin: Page, set: string, company: string, email: string, broker = "") {
  await admin.goto("/admin/subcontractors");
  const form = admin.getByRole("main").locator("form", { hasText: "Send invitation" });
  await form.getByLabel("Company").fill(company);
  await form.getByLabel("Trade").fill("Electrical");
  await form.getByLabel("Contact name").fill(`${company} contact`);
  await form.getByLabel("Contact e-mail").fill(email);
  if (broker) await form.getByLabel(/broker/).fill(broker);
  await form.getByLabel("Requirement set").selectOption({ label: set });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText(
    `Invitation sent to ${email}.`,
  );
}

/** The subcontractor's row of the office's list, filtered to the set. */
async function listedRow(admin: Page, setId: string, company: string) {
  await admin.goto(`/admin/subcontractors?set=${setId}`);
  return admin.getByRole("main").getByRole("row", { name: new RegExp(company) });
}

const remindersTo = (to: string) =>
  caughtMail().filter((mail) => mail.to.includes(to) && /^Reminder:/.test(mail.subject)).length;

test("moving the jobs' clock: the 30-day reminder reaches the subcontractor and broker, the status is Expiring, three weekly reminders make a silent one Non-responsive, then Expired", async ({
  browser,
  page: admin,
  request,
}) => {
  test.setTimeout(180_000);
  const set = tag("Clock");
  const email = `${tag("clock")}@example.com`;
  const broker = `${tag("clock-broker")}@example.com`;
  const silent = `${tag("silent")}@example.com`;
  await createSet(admin, set);
  await addItem(admin, set, { kind: "coi" });
  const setId = await admin
    .getByRole("form", { name: "Filters" })
    .getByLabel("Set")
    .locator("option", { hasText: set })
    .getAttribute("value");

  // The certificate expires 40 days after the jobs' next day.
  const clockDay = await nextLeadJobsDay(request);
  const expires = addDays(clockDay, 40);
  await invite(admin, set, "Volt Bros", email, broker);
  await invite(admin, set, "Quiet Wiring", silent);
  const sub = await visitor(browser);
  await sub.goto(await linkFromMail(email, /Your documents for/));
  await upload(sub, "Certificate of insurance", { name: "coi.pdf", buffer: PDF }, expires);
  await expect(itemOf(sub, "Certificate of insurance")).toContainText("Pending review");
  await admin.goto("/admin/subcontractors");
  await admin.getByRole("main").getByRole("link", { name: "Volt Bros" }).first().click();
  await admin
    .getByRole("region", { name: "Requirements" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText("Document approved.");
  await expect(await listedRow(admin, setId ?? "", "Volt Bros")).toContainText("Compliant");
  const expiryMail = new RegExp(`Certificate of insurance of Volt Bros expires on ${expires}`);
  expect(caughtMail().some((mail) => expiryMail.test(mail.subject))).toBe(false);

  // 30 days before the expiry: the reminder, to the subcontractor and the broker; Expiring.
  await runLeadJobsOn(request, addDays(expires, -30));
  for (const to of [email, broker]) {
    const mail = await waitForMail(to, expiryMail);
    expect(mail.text).toContain("in 30 days");
  }
  await expect(await listedRow(admin, setId ?? "", "Volt Bros")).toContainText("Expiring");
  await expect.poll(() => remindersTo(silent), { timeout: 15_000 }).toBe(1);
  await expect(await listedRow(admin, setId ?? "", "Quiet Wiring")).toContainText("Missing items");

  // Two more weeks with no upload: the third reminder, then Non-responsive.
  for (const [week, count] of [
    [1, 2],
    [2, 3],
  ] as const) {
    await runLeadJobsOn(request, addDays(expires, -30 + 7 * week));
    await expect.poll(() => remindersTo(silent), { timeout: 15_000 }).toBe(count);
  }
  await expect(await listedRow(admin, setId ?? "", "Quiet Wiring")).toContainText("Non-responsive");
  await admin.getByRole("main").getByRole("link", { name: "Quiet Wiring" }).first().click();
  await expect(admin.getByRole("region", { name: "Timeline" })).toContainText("Reminder sent");

  // Past the expiry: Expired, on the list and the subcontractor's own page.
  await runLeadJobsOn(request, addDays(expires, 1));
  await expect
    .poll(() => caughtMail().filter((mail) => expiryMail.test(mail.subject)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(3);
  const row = await listedRow(admin, setId ?? "", "Volt Bros");
  await expect(row).toContainText("Expired");
  await sub.reload();
  await expect(sub.getByRole("main")).toContainText("Your status: Expired");

  // The list with the statuses, at 1280 and 390 px (cards).
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`/admin/subcontractors?set=${setId}`);
    await admin.screenshot({ path: `/tmp/subs-shots/clock-list-${width}.png`, fullPage: true });
  }
});
