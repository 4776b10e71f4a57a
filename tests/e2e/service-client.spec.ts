import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, waitForMail } from "./support";

/**
 * The client's view (docs/service-desk.md#the-clients-view), with its own client: a known
 * contact's request on /service is confirmed by e-mail with the work order's number and the
 * contact's personal link; behind it, on a phone without JavaScript, the work order with its due
 * times in the site's zone, axe-clean. The office asks an NTE raise, the contact approves it, and
 * an invoice above the old NTE but within the raise is recorded. The report, the invoice refused
 * above the NTE and the other client's 404 are steps of service-journey.spec.ts.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const STORE = `C${stamp}`;
const fran = `fran-${stamp}@acme.example`;
let franLink = "";
let orderNumber = "";
let clientOrderUrl = "";

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  return context.newPage();
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

async function createClient(admin: Page, name: string, contact: string) {
  await admin.goto("/admin/clients");
  await admin.getByLabel("Client name").fill(name);
  await admin.getByLabel("Default not-to-exceed (dollars)").fill("500");
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(name);
  const addSite = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add site" }) });
  await addSite.getByLabel("Site number").fill(STORE);
  await addSite.getByLabel("Name").fill("Glendora");
  await addSite.getByLabel("Address").fill("100 Route 66, Glendora, CA");
  await addSite.getByLabel("Time zone").fill("America/Los_Angeles");
  await addSite.getByRole("button", { name: "Add site" }).click();
  await expect(admin.getByText(`Site ${STORE} added.`)).toBeVisible();
  const add = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add contact" }) });
  await add.getByLabel("Name").fill(contact.split("-")[0]!);
  await add.getByLabel("E-mail").fill(contact);
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(admin.getByText(/Contact .* added\./)).toBeVisible();
}

test("a known contact's request mails the work order's number and their link, which opens it", async ({
  browser,
}) => {
  test.slow();
  const admin = await adminPage(browser);
  await createClient(admin, `Acme ${stamp}`, fran);
  await admin.context().close();

  const page = await phone(browser);
  await page.goto("/service");
  const form = page.getByRole("region", { name: "Your request" });
  await form.getByLabel("Your name").fill("Fran Manager");
  await form.getByLabel("Company").fill("Acme");
  await form.getByLabel("E-mail").fill(fran);
  await form.getByLabel("Phone").fill("(626) 555-0100");
  await form.getByLabel("Store number or site address").fill(STORE);
  await form.getByLabel("Trade or category").fill("Electrical");
  await form.getByLabel("What is wrong").fill("The sign lights are out.");
  await form.getByRole("button", { name: "Send request" }).click();
  const mail = await waitForMail(fran, /^Service request received: WO-\d{6}$/);
  orderNumber = /WO-\d{6}/.exec(mail.subject)![0];
  expect(mail.text).toContain(orderNumber);
  franLink = /https?:\/\/\S+\/service\/orders\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

  await page.goto(franLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your work orders");
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(
    page.getByText(/PDT \(America\/Los_Angeles\)|PST \(America\/Los_Angeles\)/).first(),
  ).toBeVisible();
  await page.getByRole("link", { name: `Open ${orderNumber}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(orderNumber);
  clientOrderUrl = page.url();
  await expect(page.getByText("We respond by")).toBeVisible();
  await page.context().close();
  // The pages behind the link, axe-clean at both widths in both languages (axe needs a script).
  const axe = await (await browser.newContext()).newPage();
  const spanish = (url: string) => url.replace("/service/orders", "/es/service/orders");
  for (const url of [franLink, clientOrderUrl, spanish(clientOrderUrl)]) {
    await axe.goto(url);
    for (const width of [1280, 390]) {
      await axe.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(axe);
    }
  }
  await axe.context().close();
});

async function officeOrderPage(admin: Page) {
  await admin.goto("/admin/work-orders");
  await admin.getByRole("link", { name: orderNumber }).first().click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(orderNumber);
}

test("the office asks an NTE raise; the contact approves it behind the link", async ({
  browser,
}) => {
  test.slow();
  const admin = await adminPage(browser);
  await officeOrderPage(admin);
  const raise = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Ask for the raise" }) });
  await raise.getByLabel("New NTE (dollars)").fill("800");
  await raise.getByLabel("Reason").fill("A second circuit is burnt.");
  await raise.getByRole("button", { name: "Ask for the raise" }).click();
  await expect(
    admin.getByText("The raise is asked: the client's contacts are e-mailed."),
  ).toBeVisible();
  await waitForMail(fran, new RegExp(`new not-to-exceed for ${orderNumber}`));

  const page = await phone(browser);
  await page.goto(clientOrderUrl);
  await expect(page.getByText("A second circuit is burnt.")).toBeVisible();
  await page.getByRole("button", { name: "Approve $800.00" }).click();
  await expect(page.getByText("You approved the not-to-exceed of $800.00.")).toBeVisible();
  await expect(page.getByText("Approved by fran: $800.00")).toBeVisible();
  await page.context().close();

  // Completed (the visit is over): the office's status form, one status that may follow at a
  // time. Dispatched needs a technician (the dispatch form): held, then on site, then done.
  await officeOrderPage(admin);
  for (const status of ["On hold", "On site", "Completed"]) {
    await admin.getByLabel("New status").selectOption({ label: status });
    await admin.getByRole("button", { name: "Change status" }).click();
    await expect(admin.getByText(`Status changed to ${status}.`)).toBeVisible();
  }
  await admin.context().close();
});

test("an invoice above the client's NTE but within the approved raise is recorded", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await officeOrderPage(admin);
  const invoice = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Record the invoice" }) });
  await invoice.getByLabel("Invoice number").fill(`INV-${stamp}`);
  await invoice.getByLabel("Invoice date").fill("2026-11-28");
  await invoice.getByLabel("Amount (dollars)").fill("750");
  await invoice.getByRole("button", { name: "Record the invoice" }).click();
  await expect(admin.getByText("Invoice recorded: the work order is Invoiced.")).toBeVisible();
  await admin.context().close();
});
