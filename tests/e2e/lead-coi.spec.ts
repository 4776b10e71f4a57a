import { expect, test } from "@playwright/test";
import { tinyPdf } from "../../app/files/test-files";
import { ADMIN_STATE, waitForHydration, waitForMail } from "./support";

/**
 * A certificate-of-insurance request as the office meets it (docs/decisions/0088): the request
 * from the credentials page, the certificate uploaded at /admin/company/certificate, the reply
 * from the lead page attaching it (received by the mail server with the PDF), the request moved
 * to Sent by that reply, then Closed on its own board.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REQUESTER = { name: `Gail Coi ${run}`, email: `coi-${run}@gc.example.com` };
const CERTIFICATE = `coi-${run}.pdf`;
const SHOTS = process.env.SCREENSHOT_DIR;

test.use({ storageState: ADMIN_STATE });

test("a certificate request: the certificate attached to the reply, New → Sent → Closed", async ({
  page,
  browser,
}) => {
  test.slow();
  // The request, sent from the credentials page by someone without an account.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const form = await visitor.newPage();
  await form.goto("/team/general-contractors");
  await waitForHydration(form);
  const coi = form.getByRole("main").locator("#coi-request form");
  for (const [label, value] of [
    ["Name", REQUESTER.name],
    ["Email", REQUESTER.email],
    ["Phone", "(555) 010-0142"],
    ["Company", "Example Builders"],
    ["Project name", "Library retrofit"],
    ["Project address", "12 Main St, Glendora, CA"],
    ["Certificate holder's legal name", "Example Builders, Inc."],
    ["Certificate holder's address", "1 Builder Way, Pasadena, CA"],
  ] as const) {
    await coi.getByLabel(label, { exact: true }).fill(value);
  }
  await coi
    .getByLabel("Date needed")
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await coi.getByRole("button", { name: "Request the Certificate" }).click();
  await expect(coi).toContainText("Your request is in");
  await visitor.close();

  // The certificate the reply will attach.
  await page.goto("/admin/company/certificate");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Certificate of insurance (PDF)").setInputFiles({
    name: CERTIFICATE,
    mimeType: "application/pdf",
    buffer: Buffer.from(tinyPdf("certificate")),
  });
  await main.getByRole("button", { name: "Upload certificate" }).click();
  await expect(main.locator("#certificate-answer")).toHaveText(
    `Saved: ${CERTIFICATE} is the certificate replies attach now.`,
  );
  await expect(main.getByRole("link", { name: CERTIFICATE })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/certificate-1280.png`, fullPage: true });

  // Its own board: New, Sent, Closed; the sales board does not show it.
  await page.goto("/admin/leads/board");
  await expect(main.getByRole("link", { name: REQUESTER.name })).toHaveCount(0);
  await main.getByRole("link", { name: "Certificate requests" }).click();
  await expect(page).toHaveURL(/pipeline=coi/);
  const columns = main.getByRole("region", { name: "Board" }).getByRole("heading", { level: 2 });
  await expect(columns).toHaveText([/^New/, /^Sent/, /^Closed/]);
  await main.getByRole("link", { name: REQUESTER.name }).click();

  // The lead page: the request's stages, and the reply with the certificate ticked.
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  const stages = main.getByRole("form", { name: "Change the status" }).getByRole("button");
  await expect(stages).toHaveText(["New", "Sent", "Closed"]);
  const reply = main.locator("#reply");
  const attach = reply.getByLabel(`Attach the certificate of insurance (${CERTIFICATE})`);
  await expect(attach).toBeChecked();
  await reply.getByLabel("Message").fill("Hello,\n\nThe certificate you asked for is attached.");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-1280.png`, fullPage: true });
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(main.locator("#reply-answer")).toHaveText(
    `Reply queued for ${REQUESTER.email}, with ${CERTIFICATE}.`,
  );
  await expect(main.getByTestId("lead-stage")).toHaveText("Sent");
  // The reply, not the acknowledgement the request got (which may be delivered later).
  const mail = await waitForMail(REQUESTER.email, /^Re: /);
  expect(mail.attachments).toEqual([
    expect.objectContaining({ filename: CERTIFICATE, contentType: "application/pdf" }),
  ]);

  // Closed on its board, by its card's own form.
  await page.goto("/admin/leads/board?pipeline=coi");
  await waitForHydration(page);
  const card = main.locator("article").filter({ hasText: REQUESTER.name });
  await card.getByLabel(`Move ${REQUESTER.name} to`).selectOption("closed");
  await card.getByRole("button", { name: "Move" }).click();
  await expect(main.locator("#move-answer")).toHaveText(`${REQUESTER.name} moved to Closed.`);
  await expect(
    main.locator('section[data-status="closed"]').getByRole("link", { name: REQUESTER.name }),
  ).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/board-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/board-390.png`, fullPage: true });
    await page.getByRole("main").getByRole("link", { name: REQUESTER.name }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
    await page.screenshot({ path: `${SHOTS}/lead-390.png`, fullPage: true });
    await page.goto("/admin/company/certificate");
    await page.screenshot({ path: `${SHOTS}/certificate-390.png`, fullPage: true });
  }
});
