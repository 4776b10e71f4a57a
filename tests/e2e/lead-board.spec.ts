import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_STATE, waitForHydration } from "./support";

/**
 * The board (docs/product.md#the-board): a card moves to Won by keyboard, by its form without
 * JavaScript, and by drag and drop; Lost asks why. The board and the leads list with its
 * pipeline numbers at 1280 and 390 px (no sideways scrolling, the help for the width, axe) are
 * admin-layout.spec.ts's sweep of every admin page (docs/decisions/0103). An employee without lead access is refused (tests/app/office-access.test.ts).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function tag(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

async function sendLead(request: APIRequestContext, first: string) {
  const id = tag("board");
  const who = { name: `${first} ${id}`, email: `${id}@example.com` };
  const response = await request.post("/api/leads/contact", {
    form: { ...who, phone: "(626) 555-0142", message: "Please quote a panel upgrade." },
  });
  expect(response.status(), await response.text()).toBe(200);
  return who.name;
}

function column(page: Page, stage: string): Locator {
  return page.getByRole("main").getByRole("region", { name: new RegExp(`^${stage}\\b`) });
}

function card(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("article", { name });
}

async function expectInColumn(page: Page, name: string, stage: string) {
  await expect(column(page, stage).getByRole("article", { name })).toBeVisible();
}

test("a card moves to Won by the arrow keys, announced, keeping the focus; Lost asks why in a dialog", async ({
  page,
  request,
}) => {
  const name = await sendLead(request, "Kim");
  const lost = await sendLead(request, "Lou");
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin/leads/board");
  await waitForHydration(page);
  await expectInColumn(page, name, "New");

  const status = page.getByRole("main").getByRole("status");
  for (const stage of ["Contacted", "Qualified", "Quote sent", "Won"]) {
    await card(page, name).focus();
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(`${name} moved to ${stage}.`);
    await expectInColumn(page, name, stage);
    await expect(card(page, name)).toBeFocused();
  }

  // The "Move to" control, by keyboard: Lost opens the dialog, which asks the reason.
  const move = card(page, lost).getByLabel(`Move ${lost} to`);
  await move.focus();
  await move.selectOption("lost");
  await card(page, lost).getByRole("button", { name: "Move" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: `Why was ${lost} lost?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Mark as lost" }).click();
  await expect(dialog.getByText("Please choose why the lead was lost.")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption("competitor");
  await dialog.getByLabel("Details (optional)").fill("Went with the cheaper bid");
  await dialog.getByRole("button", { name: "Mark as lost" }).click();
  await expect(status).toHaveText(`${lost} moved to Lost.`);
  await expectInColumn(page, lost, "Lost");

  // The timeline recorded each move.
  await card(page, name).getByRole("link", { name }).click();
  const timeline = page.getByRole("main").getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Status: Quote sent → Won");
  await expect(timeline).toContainText("Status: New → Contacted");
});

test("a card moves to Won by drag and drop", async ({ page, request }) => {
  const name = await sendLead(request, "Dee");
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin/leads/board");
  await waitForHydration(page);
  await expect(page.getByText("Drag a card to another column")).toBeVisible();
  // The drag's events are sent to the named card and the Won column themselves, with one
  // DataTransfer as the browser would: a drag by pointer coordinates picks up whichever card is
  // under them, and other specs add leads (and the web font swaps in) while this one runs.
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  const won = column(page, "Won");
  await card(page, name).dispatchEvent("dragstart", { dataTransfer: transfer });
  await won.dispatchEvent("dragenter", { dataTransfer: transfer });
  await won.dispatchEvent("dragover", { dataTransfer: transfer });
  await won.dispatchEvent("drop", { dataTransfer: transfer });
  await card(page, name).dispatchEvent("dragend", { dataTransfer: transfer });
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`${name} moved to Won.`);
  await expectInColumn(page, name, "Won");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's own form moves it to Won; Lost without a reason is refused beside the card", async ({
    page,
    request,
  }) => {
    const name = await sendLead(request, "Noa");
    await page.setViewportSize(PHONE);
    await page.goto("/admin/leads/board");
    await expectInColumn(page, name, "New");
    await card(page, name).getByLabel(`Move ${name} to`).selectOption("won");
    await card(page, name).getByRole("button", { name: "Move" }).click();
    await expectInColumn(page, name, "Won");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`${name} moved to Won.`);

    await card(page, name).getByLabel(`Move ${name} to`).selectOption("lost");
    await card(page, name).getByRole("button", { name: "Move" }).click();
    expect(page.url()).toContain("/admin/leads/board");
    await expect(card(page, name)).toContainText("Please choose why the lead was lost.");
    await expectInColumn(page, name, "Won");
    await card(page, name).getByLabel("Why was it lost?").selectOption("no_response");
    await card(page, name).getByRole("button", { name: "Move" }).click();
    await expectInColumn(page, name, "Lost");
  });
});
