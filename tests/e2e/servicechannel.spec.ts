import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  FAKE_SIGNING_KEY,
  type FakeCall,
  fakeWorkOrder,
  signBody,
} from "../support/fake-servicechannel";
import { ADMIN_STATE, currentServer, invitePerson, moveJobsClock } from "./support";

/**
 * ServiceChannel against its local fake (docs/service-desk.md#servicechannel): a signed
 * WorkOrderCreated for store 1142 is on the desk within seconds with its number, PO, NTE and
 * priority; the office dispatches, the technician checks in and out, the office records the
 * invoice, and each reaches the fake in that order, through an outage (500s) that the outbox
 * rides out, none lost and none twice; a work order whose webhook was lost comes by the poll.
 * Its own subscriber, work orders and technician.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const channelId = 70_000_000 + (Date.now() % 10_000_000);
/** The fake ServiceChannel of the running test's e2e server (scripts/e2e-server.mjs). */
const fakeUrl = () => `http://127.0.0.1:${currentServer().serviceChannelPort}`;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SC_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const channelOrder = (id: number, fields: Record<string, unknown> = {}) =>
  fakeWorkOrder({
    Id: id,
    Number: `SC${id}`,
    PurchaseNumber: `PO-${stamp}`,
    SubscriberId: 900_000_000 + (channelId % 100_000_000),
    LocationStoreId: "1142",
    LocationName: "Store 1142 Pasadena",
    Priority: "P1 - 4 HOURS",
    Nte: 750,
    UpdatedDate_DTO: new Date().toISOString(),
    ...fields,
  });

function postEvent(request: APIRequestContext, event: unknown, signature?: string | null) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Sign-Type": "HMACSHA256",
  };
  const signed = signature === undefined ? signBody(body, FAKE_SIGNING_KEY) : signature;
  if (signed !== null) headers["Sign-Data"] = signed;
  return request.post("/api/servicechannel/events", { headers, data: body });
}

/** The calls the fake received for one work order (and the invoices), failed ones included. */
async function callsFor(request: APIRequestContext, id: number): Promise<string[]> {
  const calls = (await (await request.get(`${fakeUrl()}/__control/calls`)).json()) as FakeCall[];
  return calls
    .filter((call) => call.method !== "GET" && call.path.startsWith("/v3/"))
    .filter(
      (call) =>
        call.path.includes(`/workorders/${id}/`) ||
        (call.body as { WoIdentifier?: string } | undefined)?.WoIdentifier === String(id),
    )
    .map((call) => {
      const status = (call.body as { Status?: { Primary: string; Extended: string } }).Status;
      const what = call.path.replace(`/v3/workorders/${id}/`, "").replace("/v3/", "");
      return status ? `${what} ${status.Primary}/${status.Extended}` : what;
    });
}

test("a ServiceChannel work order from the webhook to the invoice, through an outage", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const order = channelOrder(channelId);
  await request.post(`${fakeUrl()}/__control/workorders`, { data: order });
  const event = { EventType: "WorkOrderCreated", Object: order };

  // Refused without the right signature, nothing stored; then stored once.
  expect((await postEvent(request, event, null)).status()).toBe(401);
  expect((await postEvent(request, event, signBody("{}", FAKE_SIGNING_KEY))).status()).toBe(401);
  expect((await postEvent(request, event)).status()).toBe(202);
  const again = await postEvent(request, event);
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true, stored: false });

  // On the desk within seconds, with ServiceChannel's badge and number.
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  const row = admin.getByRole("row", { name: new RegExp(`SC${channelId}`) });
  await expect(async () => {
    await admin.goto("/admin/work-orders");
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(admin.getByRole("row", { name: new RegExp(`SC${channelId}`) })).toHaveCount(1);
  await expect(row).toContainText("ServiceChannel");
  await expect(row).toContainText("P1 - 4 HOURS");
  await expect(row).toContainText(`PO-${stamp}`);
  await shot(admin, "desk-1280");
  await admin.setViewportSize(PHONE);
  await shot(admin, "desk-390");
  await admin.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole("link").first().click();
  await expect(admin.getByText(`#SC${channelId}`)).toBeVisible();
  await expect(admin.getByText("$750.00")).toBeVisible();
  await expect(admin.getByText(`PO-${stamp}`)).toBeVisible();
  const orderUrl = admin.url();
  const number = (await admin.getByRole("heading", { level: 1 }).textContent()) ?? "";

  // A technician, dispatched.
  const tina = await invitePerson(browser, admin, {
    firstName: "Tina",
    lastName: `Channel${stamp}`,
    email: `tina-sc-${stamp}@example.com`,
  });
  await admin.goto("/admin/people");
  await admin
    .getByRole("main")
    .getByRole("row", { name: new RegExp(`tina-sc-${stamp}@example.com`) })
    .getByRole("button", { name: "Give field technician" })
    .click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText("assigned work orders");
  await admin.goto(orderUrl);
  await admin.getByLabel("Technician").selectOption({ label: `Tina Channel${stamp}` });
  await admin.getByLabel(/^Scheduled for/).fill("2026-12-02T09:30");
  await admin.getByRole("button", { name: "Dispatch" }).click();
  await expect(admin.getByText(/^Dispatched to Tina/)).toBeVisible();
  await expect
    .poll(() => callsFor(request, channelId))
    .toEqual(["status IN PROGRESS/DISPATCH CONFIRMED"]);

  // ServiceChannel fails (500) twice: the check-in waits, and the check-out waits behind it.
  await request.post(`${fakeUrl()}/__control/fail`, {
    data: { status: 500, times: 2, pathPart: "/universalCheck" },
  });
  await tina.goto(orderUrl.replace("/admin/", "/team/"));
  await tina.getByRole("button", { name: "Check in" }).click();
  await expect(tina.getByText(/^Checked in\./)).toBeVisible();
  await expect.poll(() => callsFor(request, channelId)).toHaveLength(2);
  await tina.getByLabel("Work done").fill("Replaced the cracked pane.");
  await tina.getByLabel("Customer's name").fill("Dana Ruiz");
  await tina.getByLabel("Customer's title").fill("Store manager");
  await tina.getByRole("button", { name: "Check out and complete" }).click();
  await expect(tina.getByText("Work order completed. Thank you.")).toBeVisible();
  // Nothing more until the retry is due: the jobs' clock moves on, twice.
  expect(await callsFor(request, channelId)).toHaveLength(2);
  await moveJobsClock(request, 2);
  await expect.poll(() => callsFor(request, channelId)).toHaveLength(3);
  await moveJobsClock(request, 3);
  await expect
    .poll(() => callsFor(request, channelId))
    .toEqual([
      "status IN PROGRESS/DISPATCH CONFIRMED",
      "universalCheckIn",
      "universalCheckIn",
      "universalCheckIn",
      "universalCheckOut",
      "status COMPLETED/PENDING CONFIRMATION",
    ]);

  // The invoice, last.
  await admin.goto(orderUrl);
  const invoice = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Record the invoice" }) });
  await invoice.getByLabel("Invoice number").fill(`INV-${stamp}`);
  await invoice.getByLabel("Invoice date").fill("2026-11-28");
  await invoice.getByLabel("Amount (dollars)").fill("700");
  await invoice.getByRole("button", { name: "Record the invoice" }).click();
  await expect(admin.getByText("Invoice recorded: the work order is Invoiced.")).toBeVisible();
  await expect.poll(() => callsFor(request, channelId)).toHaveLength(7);
  expect((await callsFor(request, channelId)).at(-1)).toBe("invoices");
  await shot(admin, `order-${number}-1280`);
  await admin.goto("/admin/work-orders/servicechannel");
  await expect(admin.getByRole("heading", { name: "Messages that failed" })).toBeVisible();
  await admin.getByRole("button", { name: "Test connection" }).click();
  await expect(admin.getByText(/^Connected: ServiceChannel accepted/)).toBeVisible();
  await shot(admin, "channel-page-1280");
  await admin.setViewportSize(PHONE);
  await shot(admin, "channel-page-390");
  await admin.context().close();
  await tina.context().close();
});

test("a work order whose webhook was lost comes by the poll", async ({ browser, request }) => {
  const lost = channelId + 1;
  await request.post(`${fakeUrl()}/__control/workorders`, { data: channelOrder(lost) });
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  await expect(async () => {
    await admin.goto("/admin/work-orders");
    await expect(admin.getByRole("row", { name: new RegExp(`SC${lost}`) })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 20_000 });
  await admin.context().close();
});
