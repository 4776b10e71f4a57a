import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { pdfText } from "../support/pdf";
import { ADMIN_STATE, caughtMail, invitePerson, moveJobsClock, waitForMail } from "./support";

/**
 * The service desk's whole journey (docs/service-desk.md), on a client of this spec's own: the
 * office sets up a client with two sites and a contact, the on-call addresses and a technician;
 * the contact's P1 emergency on /service (PO, photo) mails the work order's number and the
 * personal link and alerts the on-call address; the office dispatches; on a phone the technician
 * checks in, notes, photographs and checks out with a sign-off; the contact follows each status
 * by e-mail and behind the link, downloads the report; the invoice keeps to the NTE. Another
 * emergency left unanswered past its respond-by is breached, escalated, then acknowledged.
 * A stranger's request is a lead. That nobody else reads the work order, its photos or its
 * report is checked without a browser: another client's contact in
 * tests/app/service-client.test.ts, a technician not assigned and an employee without the
 * permission in app/service/technician/visit.db.test.ts and app/service/desk/desk.db.test.ts
 * (docs/decisions/0103).
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const CLIENT = `Journey Chain ${stamp}`;
const STORE = "1142";
const OTHER_STORE = "2207";
const contact = `jo-${stamp}@journeychain.example`;
const bob = `bob-${stamp}@otherchain.example`;
const onCall = `oncall-${stamp}@desk.example`;
const escalation = `escalation-${stamp}@desk.example`;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.JOURNEY_SHOTS;

/** What the tests pass on to the next. */
const order = { number: "", officePath: "", link: "", clientUrl: "" };
let clientId = "";

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function adminPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
}

function formWith(page: Page, button: string) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: button }) });
}

async function addSite(admin: Page, number: string, name: string, zone: string) {
  const form = formWith(admin, "Add site");
  await form.getByLabel("Site number").fill(number);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Address").fill(`${number} Main St, ${name}`);
  await form.getByLabel("Time zone").fill(zone);
  await form.getByRole("button", { name: "Add site" }).click();
  await expect(admin.getByText(`Site ${number} added.`)).toBeVisible();
}

async function addContact(admin: Page, name: string, email: string) {
  const form = formWith(admin, "Add contact");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("(212) 555-0142");
  await form.getByRole("button", { name: "Add contact" }).click();
  await expect(admin.getByText(`Contact ${name} added.`)).toBeVisible();
}

async function createClient(admin: Page, name: string): Promise<string> {
  await admin.goto("/admin/clients");
  await admin.getByLabel("Client name").fill(name);
  await admin.getByLabel("Default not-to-exceed (dollars)").fill("500");
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(name);
  return /\/admin\/clients\/([0-9a-f-]{36})/.exec(admin.url())![1]!;
}

/** A request on /service; gives back the page's answer. */
async function requestService(
  page: Page,
  request: { email: string; name: string; store: string; wrong: string; po?: string },
  photo?: Buffer,
): Promise<string> {
  await page.goto("/service");
  const form = page.getByRole("region", { name: "Your request" });
  await form.getByLabel("Your name").fill(request.name);
  await form.getByLabel("Company").fill(CLIENT);
  await form.getByLabel("E-mail").fill(request.email);
  await form.getByLabel("Phone").fill("(212) 555-0142");
  await form.getByLabel("Store number or site address").fill(request.store);
  await form.getByLabel("Trade or category").fill("Electrical");
  await form.getByLabel("Priority").selectOption("emergency");
  await form.getByLabel("What is wrong").fill(request.wrong);
  if (request.po) await form.getByLabel("PO number").fill(request.po);
  if (photo) {
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: "panel.png", mimeType: "image/png", buffer: photo });
  }
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/service#service-request-answer$/);
  return (await form.getByRole("status").textContent()) ?? "";
}

/** The technician, signed in on a page of her own. */
const people = {} as Record<"tina", Page>;

test("the office sets up the client, its sites and contact, the on-call addresses and a technician", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin/company");
  const onCallSection = admin.getByRole("region", { name: "On call for service emergencies" });
  await onCallSection.getByLabel("On-call e-mail").fill(onCall);
  await onCallSection.getByLabel("Escalation e-mail").fill(escalation);
  await onCallSection.getByLabel("Minutes before an emergency escalates").fill("15");
  await onCallSection.getByRole("button", { name: "Save on-call settings" }).click();
  await expect(onCallSection).toContainText("Saved: every page shows the new profile now.");

  clientId = await createClient(admin, CLIENT);
  await addSite(admin, STORE, "Midtown", "America/New_York");
  await addSite(admin, OTHER_STORE, "Naperville", "America/Chicago");
  await addContact(admin, "Jo Manager", contact);
  await expect(admin.getByRole("region", { name: "On time" })).toContainText("Last 30 days");
  await createClient(admin, `Other Chain ${stamp}`);
  await addSite(admin, STORE, "Elsewhere", "America/Denver");
  await addContact(admin, "Bob Other", bob);

  people.tina = await invitePerson(browser, admin, {
    firstName: "Tina",
    lastName: `Tech${stamp}`,
    email: `tina-${stamp}@example.com`,
  });
  await admin.goto("/admin/people");
  const row = admin
    .getByRole("main")
    .getByRole("row", { name: new RegExp(`tina-${stamp}@example.com`) });
  await row.getByRole("button", { name: "Give field technician" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText(
    "can now work their assigned work orders",
  );
  await admin.context().close();
});

test("the contact's emergency with a PO and a photo: the number and the link by e-mail, the on-call alert, the due times behind the link", async ({
  browser,
}) => {
  test.slow();
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#36a" },
  })
    .png()
    .toBuffer();
  const known = await requestService(
    page,
    {
      email: contact,
      name: "Jo Manager",
      store: STORE,
      wrong: "Sparks at the main panel.",
      po: `PO-${stamp}`,
    },
    photo,
  );
  const confirmation = await waitForMail(contact, /^Service request received: WO-\d{6}$/);
  order.number = /WO-\d{6}/.exec(confirmation.subject)![0];
  order.link = /https?:\/\/\S+\/service\/orders\?token=[A-Za-z0-9_-]{43}/.exec(
    confirmation.text,
  )![0];
  expect(confirmation.text).toContain("(America/New_York)");

  const alert = await waitForMail(
    onCall,
    new RegExp(`^EMERGENCY ${order.number}: ${CLIENT} site ${STORE}$`),
  );
  expect(alert.text).toContain("Sparks at the main panel.");
  order.officePath = /\/admin\/work-orders\/[0-9a-f-]{36}/.exec(alert.text)![0];

  // A stranger gets the same answer; the request is a lead of the kind Service request.
  const strangerName = `Sam Stranger${stamp}`;
  const unknown = await requestService(page, {
    email: `sam-${stamp}@example.com`,
    name: strangerName,
    store: STORE,
    wrong: "Sparks at the main panel.",
  });
  expect(unknown).toBe(known);

  await page.goto(order.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your work orders");
  await page.getByRole("link", { name: `Open ${order.number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.number);
  order.clientUrl = page.url();
  await expect(page.getByText("We respond by")).toBeVisible();
  await expect(page.getByText(/E[SD]T \(America\/New_York\)/).first()).toBeVisible();
  await expect(page.getByText(`PO-${stamp}`)).toBeVisible();
  await shot(page, "client-order-390");
  await page.context().close();

  const admin = await adminPage(browser);
  await admin.goto("/admin/leads?kind=service");
  await expect(
    admin.getByRole("main").getByRole("row", { name: new RegExp(strangerName) }),
  ).toContainText("Service Request Form");
  await admin.context().close();
});

test("dispatched, the technician works it on a phone; the contact follows by e-mail, sees Completed and downloads the report", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  await admin.goto(order.officePath);
  await admin.getByLabel("Technician").selectOption({ label: `Tina Tech${stamp}` });
  await admin.getByLabel("Scheduled for (America/New_York)").fill("2026-12-02T09:30");
  await admin.getByRole("button", { name: "Dispatch" }).click();
  await expect(admin.getByText(`Dispatched to Tina Tech${stamp}`)).toBeVisible();
  const dispatched = await waitForMail(
    contact,
    new RegExp(`^Work order ${order.number}: Dispatched$`),
  );
  expect(dispatched.text).toContain("Tina");

  const tina = people.tina;
  await tina.setViewportSize(PHONE);
  await tina.goto("/team/work-orders");
  await tina.getByRole("link", { name: new RegExp(order.number) }).click();
  await expect(tina.getByRole("heading", { level: 1 })).toHaveText(order.number);
  await expect(tina.getByRole("figure", { name: "Photo 1 of the work order" })).toBeVisible();
  await tina.getByRole("button", { name: "Check in" }).click();
  await expect(tina.getByText("Checked in. The requester has been told.")).toBeVisible();
  await waitForMail(contact, new RegExp(`^Work order ${order.number}: On site$`));
  await tina.getByRole("textbox", { name: "Note" }).fill("Main breaker scorched; replacing it.");
  await tina.getByRole("button", { name: "Add note" }).click();
  await expect(tina.getByText("Note added.")).toBeVisible();
  await tina.locator('input[type="file"]').setInputFiles({
    name: "breaker.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer(),
  });
  await tina.getByLabel("Caption (optional)").fill("Scorched breaker");
  await tina.getByRole("button", { name: "Add photos" }).click();
  await expect(tina.getByText("1 photo added.")).toBeVisible();
  await tina.getByLabel("Work done").fill("Replaced the main breaker and tested the panel.");
  await tina.getByRole("textbox", { name: "Parts used" }).last().fill("1 breaker, 100 A");
  await tina.getByLabel("Customer's name").fill("Dana Ruiz");
  await tina.getByLabel("Customer's title").fill("Store manager");
  await shot(tina, "check-out-390");
  await tina.getByRole("button", { name: "Check out and complete" }).click();
  await expect(tina.getByText("Work order completed. Thank you.")).toBeVisible();
  await waitForMail(contact, new RegExp(`^Work order ${order.number}: Completed$`));
  expect(await tina.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(order.clientUrl);
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Dana Ruiz")).toBeVisible();
  const href = await page
    .getByRole("link", { name: "Download the service report (PDF)" })
    .getAttribute("href");
  const report = await page.request.get(href!);
  expect(report.status()).toBe(200);
  const text = pdfText(Buffer.from(await report.body()));
  expect(text).toContain(order.number);
  expect(text).toContain(STORE);
  await page.context().close();

  await admin.goto(order.officePath);
  const visit = admin.getByRole("region", { name: "The visit" });
  await expect(visit).toContainText("Dana Ruiz, Store manager");
  // The visit's photo, served to the office.
  await expect(admin.locator('img[src*="/files/"]').first()).toBeAttached();
  await admin.context().close();
});

test("an invoice above the NTE is refused, one within it recorded; the client's view says Paid", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.goto(order.officePath);
  const invoice = formWith(admin, "Record the invoice");
  await invoice.getByLabel("Invoice number").fill(`INV-${stamp}`);
  await invoice.getByLabel("Invoice date").fill("2026-11-28");
  await invoice.getByLabel("Amount (dollars)").fill("900");
  await invoice.getByRole("button", { name: "Record the invoice" }).click();
  await expect(admin.getByText(/The amount is above the NTE of \$500\.00/)).toBeVisible();
  await expect(invoice.getByLabel("Amount (dollars)")).toHaveValue("900");
  await invoice.getByLabel("Amount (dollars)").fill("450");
  await invoice.getByRole("button", { name: "Record the invoice" }).click();
  await expect(admin.getByText("Invoice recorded: the work order is Invoiced.")).toBeVisible();
  await admin.getByRole("button", { name: "Mark as paid" }).click();
  await expect(admin.getByText("The invoice is marked paid.")).toBeVisible();
  await admin.context().close();

  const page = await browser.newPage();
  await page.goto(order.link);
  await expect(page.getByText("Paid: $450.00")).toBeVisible();
  await page.context().close();
});

test("another emergency past its respond-by on the jobs' clock is breached, escalated, then acknowledged", async ({
  browser,
  request,
}) => {
  test.slow();
  const page = await browser.newPage();
  await requestService(page, {
    email: contact,
    name: "Jo Manager",
    store: OTHER_STORE,
    wrong: "Smoke from the rooftop unit.",
  });
  await page.context().close();
  const alert = await waitForMail(
    onCall,
    new RegExp(`^EMERGENCY WO-\\d{6}: ${CLIENT} site ${OTHER_STORE}$`),
  );
  expect(alert.text).toContain("(America/Chicago)");
  const number = /WO-\d{6}/.exec(alert.subject)![0];
  const orderPath = /\/admin\/work-orders\/[0-9a-f-]{36}/.exec(alert.text)![0];

  const admin = await adminPage(browser);
  const row = async () => {
    await admin.goto(`/admin/work-orders?client=${clientId}`);
    return admin.getByRole("row").filter({ hasText: number });
  };
  await expect(await row()).toContainText(/Respond by .*\(America\/Chicago\)/);
  await expect(await row()).toContainText(/\d+ min left/);

  await moveJobsClock(request, 31);
  const escalated = await waitForMail(
    escalation,
    new RegExp(`^Not acknowledged: emergency ${number}`),
  );
  expect(escalated.text).toContain("within 15 minutes");
  await expect
    .poll(() => caughtMail().filter((mail) => mail.subject.startsWith(`Respond missed: ${number}`)))
    .toHaveLength(1);
  await expect(await row()).toContainText(/overdue by \d+ min/);
  await shot(admin, "desk-1280");

  await admin.goto(orderPath);
  await expect(admin.getByRole("region", { name: "Due times" })).toContainText(
    /To respond: overdue by \d+ min/,
  );
  await admin.getByRole("button", { name: "Acknowledge" }).click();
  await expect(admin.getByRole("region", { name: "Acknowledge the emergency" })).toContainText(
    "Acknowledged.",
  );
  await expect(admin.getByRole("region", { name: "Timeline" })).toContainText("acknowledged it");
  await expect(admin.getByRole("region", { name: "Due times" })).toContainText(
    /To be on site: \d+ h( \d+ min)? left/,
  );
  await admin.context().close();
});
