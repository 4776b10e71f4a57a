import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, invitePerson, rawKeysShown, waitForHydration, waitForMail } from "./support";

/**
 * The technicians (docs/service-desk.md#the-technicians-pages): the office sets up a client, a
 * site and a contact, whose request is a work order; two employees are given Field technician;
 * the office dispatches one at a time on the site's clock; on a 390 px phone the technician checks
 * in, adds a note and a photo, and checks out with the customer's sign-off; the requester's
 * status e-mails arrive; the office's page shows the visit. A technician not assigned is refused
 * in service-journey.spec.ts.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const STORE = `T${stamp}`;
const requester = `fran-${stamp}@chain.example`;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.FIELD_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("the office dispatches a technician, who checks in, notes, photographs and checks out on a phone", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();

  // A client, its site and a contact who may request for it.
  await admin.goto("/admin/clients");
  await admin.getByLabel("Client name").fill(`Field Chain ${stamp}`);
  await admin.getByRole("button", { name: "Create client" }).click();
  const addSite = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add site" }) });
  await addSite.getByLabel("Site number").fill(STORE);
  await addSite.getByLabel("Name").fill("Pasadena");
  await addSite.getByLabel("Address").fill("10 Colorado Blvd, Pasadena, CA");
  await addSite.getByLabel("Time zone").fill("America/Los_Angeles");
  await addSite.getByRole("button", { name: "Add site" }).click();
  await expect(admin.getByText(`Site ${STORE} added.`)).toBeVisible();
  const addContact = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add contact" }) });
  await addContact.getByLabel("Name").fill("Fran Manager");
  await addContact.getByLabel("E-mail").fill(requester);
  await addContact.getByLabel("Phone").fill("(626) 555-0100");
  await addContact.getByRole("button", { name: "Add contact" }).click();
  await expect(admin.getByText("Contact Fran Manager added.")).toBeVisible();

  // The contact's request becomes a work order.
  await admin.goto("/service");
  const form = admin.getByRole("region", { name: "Your request" });
  await form.getByLabel("Your name").fill("Fran Manager");
  await form.getByLabel("Company").fill("Field Chain");
  await form.getByLabel("E-mail").fill(requester);
  await form.getByLabel("Phone").fill("(626) 555-0100");
  await form.getByLabel("Store number or site address").fill(STORE);
  await form.getByLabel("Trade or category").fill("Electrical");
  await form.getByLabel("Priority").selectOption("urgent");
  await form.getByLabel("What is wrong").fill("Lanes 3 and 4 have no power.");
  // A photo with the request: kept with the work order, shown to the technician.
  await form.locator('input[type="file"]').setInputFiles({
    name: "panel.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer(),
  });
  await shot(admin, "service-1280");
  await form.getByRole("button", { name: "Send request" }).click();
  const confirmation = await waitForMail(requester, /^Service request received: WO-\d{6}$/);
  const number = /WO-\d{6}/.exec(confirmation.subject)?.[0] ?? "";

  // An employee given Field technician.
  const tina = await invitePerson(browser, admin, {
    firstName: "Tina",
    lastName: `Tech${stamp}`,
    email: `tina-${stamp}@example.com`,
  });
  await admin.goto("/admin/people");
  for (const email of [`tina-${stamp}@example.com`]) {
    const row = admin.getByRole("main").getByRole("row", { name: new RegExp(email) });
    await row.getByRole("button", { name: "Give field technician" }).click();
    await expect(admin.getByRole("main").getByRole("status")).toContainText(
      "can now work their assigned work orders",
    );
  }

  // The office dispatches Tina at 9:30 on the site's clock.
  await admin.goto("/admin/work-orders");
  await admin.getByRole("link", { name: number }).first().click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(number);
  // The status offers only what may follow Open.
  await expect(admin.getByLabel("New status").locator("option")).toHaveText([
    "Dispatched",
    "On hold",
    "Cancelled",
  ]);
  await admin.getByLabel("Technician").selectOption({ label: `Tina Tech${stamp}` });
  await admin.getByLabel("Scheduled for (America/Los_Angeles)").fill("2026-12-02T09:30");
  await admin.setViewportSize(PHONE);
  await shot(admin, "dispatch-390");
  await admin.setViewportSize({ width: 1280, height: 720 });
  await admin.getByRole("button", { name: "Dispatch" }).click();
  await expect(
    admin.getByText(
      `Dispatched to Tina Tech${stamp}, December 2, 2026 at 9:30 AM PST (America/Los_Angeles).`,
    ),
  ).toBeVisible();
  const dispatched = await waitForMail(requester, new RegExp(`^Work order ${number}: Dispatched$`));
  expect(dispatched.text).toContain("Tina");
  expect(dispatched.text).toContain("December 2, 2026 at 9:30 AM PST (America/Los_Angeles)");
  const orderUrl = admin.url().split("#")[0] ?? "";

  // On a phone, the technician finds it in their list.
  await tina.setViewportSize(PHONE);
  await tina.goto("/team/employees/hub");
  await tina.getByRole("link", { name: /My Work Orders/ }).click();
  await expect(tina).toHaveURL(/\/team\/work-orders$/);
  await waitForHydration(tina);
  await shot(tina, "list-en-390");
  await tina.getByRole("link", { name: new RegExp(number) }).click();
  await expect(tina.getByRole("heading", { level: 1 })).toHaveText(number);
  await expect(tina.getByRole("link", { name: /Open in maps/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(tina.getByRole("link", { name: "Call (626) 555-0100" })).toHaveAttribute(
    "href",
    "tel:6265550100",
  );
  expect(await rawKeysShown(tina)).toEqual([]);
  await expect(tina.getByRole("figure", { name: "Photo 1 of the work order" })).toBeVisible();
  const pageUrl = tina.url();
  await waitForHydration(tina);
  await shot(tina, "order-en-390");
  await expectNoAxeViolations(tina);

  await tina.getByRole("button", { name: "Check in" }).click();
  await expect(tina.getByText("Checked in. The requester has been told.")).toBeVisible();
  await waitForMail(requester, new RegExp(`^Work order ${number}: On site$`));

  await tina.getByRole("textbox", { name: "Note" }).fill("Breaker 12 scorched; replacing it.");
  await tina.getByRole("button", { name: "Add note" }).click();
  await expect(tina.getByText("Note added.")).toBeVisible();

  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#a33" },
  })
    .jpeg()
    .toBuffer();
  await tina.locator('input[type="file"]').setInputFiles({
    name: "breaker.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await tina.getByLabel("Caption (optional)").fill("Scorched breaker");
  await tina.getByRole("button", { name: "Add photos" }).click();
  await expect(tina.getByText("1 photo added.")).toBeVisible();
  await expect(tina.getByRole("figure", { name: "Scorched breaker" })).toBeVisible();

  await tina.getByLabel("Work done").fill("Replaced breaker 12 and tested lanes 3 and 4.");
  await tina.getByRole("textbox", { name: "Parts used" }).last().fill("1 breaker, 20 A");
  await tina.getByLabel("Customer's name").fill("Dana Ruiz");
  await tina.getByLabel("Customer's title").fill("Store manager");
  const pad = tina.locator("canvas");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await tina.mouse.move(box.x + 20, box.y + 40);
  await tina.mouse.down();
  await tina.mouse.move(box.x + 120, box.y + 80, { steps: 5 });
  await tina.mouse.move(box.x + 220, box.y + 30, { steps: 5 });
  await tina.mouse.up();
  await shot(tina, "check-out-en-390");
  await tina.getByRole("button", { name: "Check out and complete" }).click();
  await expect(tina.getByText("Work order completed. Thank you.")).toBeVisible();
  await waitForMail(requester, new RegExp(`^Work order ${number}: Completed$`));
  await expect(tina.getByRole("img", { name: "Customer's signature (optional)" })).toBeVisible();
  const wide = await tina.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);

  // In Spanish too.
  await tina.goto(pageUrl.replace("/team/", "/es/team/"));
  await expect(tina.getByText("Completada", { exact: true })).toBeVisible();
  expect(await rawKeysShown(tina)).toEqual([]);
  await shot(tina, "order-es-390");
  await tina.setViewportSize({ width: 1280, height: 900 });
  await shot(tina, "order-es-1280");
  await tina.goto("/es/team/work-orders");
  await shot(tina, "list-es-1280");
  await tina.setViewportSize(PHONE);
  await tina.goto("/es/service");
  await shot(tina, "service-es-390");

  // The office sees the visit.
  await admin.goto("/admin/work-orders");
  await admin.goto(orderUrl);
  const visit = admin.getByRole("region", { name: "The visit" });
  await expect(visit).toContainText("Dana Ruiz, Store manager");
  await expect(visit).toContainText("1 breaker, 20 A");
  await expect(visit.getByRole("figure", { name: "Scorched breaker" })).toBeVisible();
  await expect(visit.getByRole("img", { name: "Signature" })).toBeVisible();
  await expect(admin.getByLabel("New status").locator("option")).toHaveText(["Invoiced", "Closed"]);
  await shot(admin, "office-1280");
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(PHONE);
  await shot(admin, "office-390");
});
