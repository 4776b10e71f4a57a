import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, waitForMail } from "./support";

/**
 * The desk's office features (docs/service-desk.md#from-a-lead, #the-desk): a request from an
 * unknown address is a lead; the office makes it a work order in one step, a new client, its
 * site and the requester as contact, who gets the confirmation with their link; the board shows
 * it, a card moves by the status rule, and the export carries it. Its own client and store.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const STORE = String(Date.now()).slice(-7);
const requester = `ana-${stamp}@newco.example`;
const SHOTS = process.env.DESK_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a service request lead becomes a work order; the board moves it, the export lists it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();

  await admin.goto("/service");
  const form = admin.getByRole("region", { name: "Your request" });
  await form.getByLabel("Your name").fill(`Ana ${stamp}`);
  await form.getByLabel("Company").fill(`NewCo ${stamp}`);
  await form.getByLabel("E-mail").fill(requester);
  await form.getByLabel("Phone").fill("(626) 555-0177");
  await form.getByLabel("Store number or site address").fill(`Store ${STORE}`);
  await form.getByLabel("Trade or category").fill("HVAC");
  await form.getByLabel("Priority").selectOption("urgent");
  await form.getByLabel("What is wrong").fill("No cooling on the sales floor.");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(admin).toHaveURL(/#service-request-answer$/);

  await admin.goto("/admin/leads");
  await admin
    .getByRole("link", { name: `Ana ${stamp}` })
    .first()
    .click();
  await admin.getByRole("link", { name: "Make a work order" }).click();
  await expect(admin.getByLabel("New client's name")).toHaveValue(`NewCo ${stamp}`);
  await expect(admin.getByLabel("Store or site number")).toHaveValue(STORE);
  // A new site without its name is refused, what was typed kept.
  await admin.getByLabel("Address", { exact: true }).fill("5 Mission St, San Francisco, CA");
  await admin.getByLabel("Time zone").fill("America/Los_Angeles");
  await admin.getByRole("button", { name: "Make the work order" }).click();
  await expect(admin.getByText("Please correct the fields marked below.")).toBeVisible();
  await expect(admin.getByLabel("Address", { exact: true })).toHaveValue(
    "5 Mission St, San Francisco, CA",
  );
  await shot(admin, "lead-work-order");
  await admin.getByLabel("Site name").fill("Mission");
  await admin.getByRole("button", { name: "Make the work order" }).click();
  await expect(admin.getByText(/Work order WO-\d{6} made; the lead is Won\./)).toBeVisible();
  const confirmation = await waitForMail(requester, /WO-\d{6}/);
  expect(confirmation.text).toContain("/service/orders?token=");
  const number = /WO-\d{6}/.exec(confirmation.subject)?.[0] ?? "";

  // The board, filtered by the new store: the card in Open, moved to On hold by its form.
  await admin.goto(`/admin/work-orders/board?site=${STORE}`);
  const open = admin.getByRole("region", { name: /^Open/ });
  const card = open.getByRole("article").filter({ hasText: number });
  await expect(card).toBeVisible();
  await card.getByLabel(`Move to (${number})`).selectOption("dispatched");
  await card.getByRole("button", { name: "Move" }).click();
  await expect(
    admin.getByText("A work order is dispatched to a technician: use the Dispatch form below."),
  ).toBeVisible();
  await admin
    .getByRole("region", { name: /^Open/ })
    .getByLabel(`Move to (${number})`)
    .selectOption("on-hold");
  await admin.getByRole("region", { name: /^Open/ }).getByRole("button", { name: "Move" }).click();
  await expect(admin.getByText("Status changed to On hold.")).toBeVisible();
  await expect(
    admin
      .getByRole("region", { name: /^On hold/ })
      .getByRole("article")
      .filter({ hasText: number }),
  ).toBeVisible();
  await shot(admin, "board");
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
  }
  // A card's number, and a list row's, opens its work order through the router: the same
  // document, not a new load.
  await admin.evaluate(() => Object.assign(window, { deskDocument: true }));
  await admin
    .getByRole("region", { name: /^On hold/ })
    .getByRole("link", { name: number })
    .click();
  await expect(admin).toHaveURL(/\/admin\/work-orders\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(number);
  expect(await admin.evaluate(() => "deskDocument" in window)).toBe(true);
  const orderPage = admin.url();
  await admin.goto(`/admin/work-orders?site=${STORE}`);
  await admin.evaluate(() => Object.assign(window, { deskDocument: true }));
  await admin.getByRole("main").getByRole("link", { name: number, exact: true }).click();
  await expect(admin).toHaveURL(orderPage);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(number);
  expect(await admin.evaluate(() => "deskDocument" in window)).toBe(true);

  const csv = await admin.request.get(`/admin/work-orders/export.csv?site=${STORE}`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${number},NewCo ${stamp},${STORE},Mission,On hold,P2 Urgent`);
  expect(lines[1]).toMatch(/America\/Los_Angeles/);
  await admin.context().close();
});
