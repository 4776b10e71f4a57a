import { expect, type Page, test } from "@playwright/test";
import { elfExecutable } from "../../app/files/test-files";
import { expectNoAxeViolations } from "./axe";
import {
  addItem,
  createSet,
  inDays,
  itemOf,
  PDF,
  tag,
  upload,
  visitor,
} from "./subcontractor-steps";
import { ADMIN_STATE, caughtMail, linkFromMail, reviewShot, waitForMail } from "./support";

/**
 * What the subcontractors' portal must do (docs/product.md#subcontractors): the office creates a requirement set (shown on the
 * public page under its heading) and invites a subcontractor; the invitation arrives by SMTP; the
 * subcontractor opens the link (no password), sends a certificate with its expiry and a W-9; staff
 * reject the certificate with a reason and the subcontractor and broker receive it; a new upload
 * is approved; the status becomes Compliant. An executable named .pdf, a 20 MB file, a wrong token
 * and another set's item are refused with nothing stored. An employee without subcontractor
 * access gets 403 (tests/app/office-access.test.ts).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US" });

test("the office sets requirements, invites a subcontractor who sends documents by link, and reviews them to Compliant", async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(240_000);
  const standard = tag("Standard");
  const other = tag("Public works");
  const email = `${tag("sub")}@example.com`;
  const broker = `${tag("broker")}@example.com`;

  // The office's requirement sets: a certificate with limits, a W-9; another set with DIR.
  await createSet(admin, standard);
  await addItem(
    admin,
    standard,
    {
      kind: "coi",
      "General liability, each occurrence": "1000000",
      "General liability, aggregate": "2000000",
    },
    ["Additional insured required"],
  );
  await addItem(admin, standard, { kind: "w9" });
  await createSet(admin, other);
  await addItem(admin, other, { kind: "dir" });

  // The public page keeps its four headings, filled with the current requirements.
  const guest = await visitor(browser);
  // The page is shared: an edit shows within a minute (decision 0037), at once with a query.
  await guest.goto(`/team/subcontractors?after=${encodeURIComponent(standard)}`);
  const coi = guest.getByRole("main").getByRole("listitem").filter({ hasText: "COI Requirements" });
  await expect(coi).toContainText(`${standard} requirements`);
  await expect(coi).toContainText("General liability, each occurrence: at least $1,000,000");
  for (const heading of [
    "Labor Compliance Requirements",
    "Bond Inquiries Information",
    "Billing Requirements",
  ]) {
    await expect(guest.getByRole("main").getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(
    guest.getByRole("main").getByRole("listitem").filter({ hasText: "Labor Compliance" }),
  ).toContainText("DIR registration");
  await expect(guest.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/#contact",
  );

  // The invitation, to the subcontractor, with the broker named.
  await admin.goto("/admin/subcontractors");
  const invite = admin.getByRole("main").locator("form", { hasText: "Send invitation" });
  await invite.getByLabel("Company").fill("Sparky Electric");
  await invite.getByLabel("Trade").fill("Electrical");
  await invite.getByLabel("Contact name").fill("Sam Sparks");
  await invite.getByLabel("Contact e-mail").fill(email);
  await invite.getByLabel(/broker/).fill(broker);
  await invite.getByLabel("Requirement set").selectOption({ label: standard });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText(
    `Invitation sent to ${email}.`,
  );
  const link = await linkFromMail(email, /Your documents for/);
  expect(link).toMatch(/\/team\/subcontractors\/documents\?token=[A-Za-z0-9_-]{43}$/);
  const invitation = await waitForMail(email, /Your documents for/);
  expect(invitation.text).toContain("Hello Sam Sparks,");
  expect(invitation.text).toMatch(/What we need, by \w+ \d+, \d{4}:\n- Certificate of insurance/);

  // The form is empty again; the same address a second time is refused, with its record.
  await expect(invite.getByLabel("Company")).toHaveValue("");
  await invite.getByLabel("Company").fill("Sparky Again");
  await invite.getByLabel("Trade").fill("Electrical");
  await invite.getByLabel("Contact name").fill("Sam Sparks");
  await invite.getByLabel("Contact e-mail").fill(email.toUpperCase());
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByLabel("Contact e-mail")).toHaveAccessibleDescription(
    "This address is already invited, for Sparky Electric: nothing was sent.",
  );
  await expect(invite.getByLabel("Company")).toHaveValue("Sparky Again");
  await expect(invite.getByRole("link", { name: "Open Sparky Electric's record" })).toBeVisible();
  expect(caughtMail().filter((mail) => mail.to.includes(email))).toHaveLength(1);

  // The link opens the subcontractor's own page: no password, private, never indexed.
  const sub = await visitor(browser);
  const opened = await sub.goto(link);
  expect(opened?.status()).toBe(200);
  const headers = opened?.headers() ?? {};
  expect(headers["cache-control"]).toContain("no-store");
  // No other site is told its address (the page's own forms keep their Origin).
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["x-robots-tag"]).toContain("noindex");
  await expect(sub.getByRole("main")).toContainText("For Sparky Electric");
  await expect(sub.getByRole("main")).toContainText("Your status: Missing items");
  await expect(sub.getByLabel(/password/i)).toHaveCount(0);
  await expectNoAxeViolations(sub);

  // Refused, with the right status, and nothing stored.
  const origin = new URL(link).origin;
  const requirementId = await itemOf(sub, "Certificate of insurance")
    .locator('input[name="requirementId"]')
    .getAttribute("value");
  const post = (url: string, file: { name: string; buffer: Buffer }, id = requirementId ?? "") =>
    sub.request.post(url, {
      headers: { Origin: origin },
      multipart: {
        requirementId: id,
        expiresOn: inDays(200),
        file: { name: file.name, mimeType: "application/pdf", buffer: file.buffer },
      },
    });
  const executable = await post(link, { name: "coi.pdf", buffer: Buffer.from(elfExecutable()) });
  expect(executable.status()).toBe(415);
  const huge = Buffer.alloc(20 * 1024 * 1024);
  PDF.copy(huge);
  expect((await post(link, { name: "huge.pdf", buffer: huge })).status()).toBe(413);
  const wrongToken = link.replace(/token=.{5}/, "token=AAAAA");
  expect((await post(wrongToken, { name: "coi.pdf", buffer: PDF })).status()).toBe(404);
  // An item of another set (not this subcontractor's): refused.
  const dirId = await otherDirRequirementId(admin, other);
  expect((await post(link, { name: "coi.pdf", buffer: PDF }, dirId)).status()).toBe(404);
  await sub.reload();
  await expect(itemOf(sub, "Certificate of insurance")).toContainText("Missing");
  await expect(sub.getByRole("main")).not.toContainText("Sent:");

  // The certificate with its expiry, and the W-9.
  await upload(sub, "Certificate of insurance", { name: "coi.pdf", buffer: PDF }, inDays(200));
  await expect(sub.getByRole("main").getByRole("status")).toContainText("we received coi.pdf");
  await upload(sub, "W-9", { name: "w9.pdf", buffer: PDF });
  await expect(sub.getByRole("main")).toContainText("Your status: Pending review");

  // Staff reject the certificate with a reason: one message to the subcontractor and the broker.
  await admin.goto("/admin/subcontractors");
  await admin.getByRole("main").getByRole("link", { name: "Sparky Electric" }).first().click();
  await expect(admin.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Sparky Electric",
  );
  const detailUrl = admin.url();
  const requirements = admin.getByRole("region", { name: "Requirements" });
  const certificate = requirements.getByRole("listitem").filter({
    hasText: "Certificate of insurance",
  });
  // Rejecting e-mails the subcontractor: it asks first, with the reason (docs/decisions/0076).
  await certificate.getByRole("button", { name: "Reject" }).click();
  const rejection = admin.getByRole("dialog", { name: /Reject the document/ });
  await rejection.getByLabel("Reason for rejecting").fill("Additional insured endorsement missing");
  await rejection.getByRole("button", { name: "Reject and e-mail" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText("Document rejected");
  for (const to of [email, broker]) {
    const mail = await waitForMail(to, /Documents to send again: Sparky Electric/);
    expect(mail.text).toContain("Certificate of insurance: Additional insured endorsement missing");
  }
  // The broker's mail carries the broker's own link; the contact's link keeps working.
  const brokerLink = await linkFromMail(broker, /Documents to send again/);
  expect(brokerLink).not.toBe(link);
  const brokerPage = await visitor(browser);
  expect((await brokerPage.goto(brokerLink))?.status()).toBe(200);
  await admin.reload();
  const links = admin.getByRole("region", { name: "Personal links", exact: true });
  await expect(
    links.getByRole("row", { name: new RegExp(`${broker} \\(broker\\)`) }),
  ).toContainText("Working");
  await sub.reload();
  await expect(itemOf(sub, "Certificate of insurance")).toContainText(
    "Reason: Additional insured endorsement missing",
  );

  // A new upload returns it to review; approved with the W-9, the subcontractor is Compliant.
  await upload(sub, "Certificate of insurance", { name: "coi-2.pdf", buffer: PDF }, inDays(200));
  await expect(sub.getByRole("main")).toContainText("Your status: Pending review");
  await admin.reload();
  for (const item of ["Certificate of insurance", "W-9"]) {
    const entry = requirements.getByRole("listitem").filter({ hasText: item });
    await entry.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByRole("main").getByRole("status")).toHaveText("Document approved.");
  }
  await expect(admin.getByRole("main")).toContainText("Verified on");
  await expect(admin.getByRole("main")).toContainText("by admin@example.com");
  await expect(
    admin.getByRole("main").getByRole("heading", { level: 1 }).locator(".."),
  ).toContainText("Compliant");
  await expect(admin.getByRole("region", { name: "Timeline" })).toContainText(
    "Rejected — Certificate of insurance (coi.pdf): Additional insured endorsement missing",
  );
  await sub.reload();
  await expect(sub.getByRole("main")).toContainText("Your status: Compliant");

  // The office's list: filtered by status and set, exported as CSV with the same filters.
  await admin.goto("/admin/subcontractors");
  const filters = admin.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Status").selectOption("compliant");
  await filters.getByLabel("Set").selectOption({ label: standard });
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(/status=compliant/);
  const listed = admin.getByRole("main").getByRole("row", { name: /Sparky Electric/ });
  await expect(listed).toContainText("Compliant");
  await expect(listed).toContainText(inDays(200));
  const csv = await admin.request.get(
    (await admin.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "",
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(
    `Sparky Electric,Electrical,${email},${standard},Compliant,${inDays(200)}`,
  );
  await filters.getByLabel("Status").selectOption("expired");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(admin.getByRole("main").getByRole("row", { name: /Sparky Electric/ })).toHaveCount(
    0,
  );

  // The document is the office's alone: a visitor's request for it is refused.
  await admin.goto(detailUrl);
  const fileLink = await admin
    .getByRole("main")
    .getByRole("link", { name: "coi-2.pdf" })
    .getAttribute("href");
  expect(fileLink).toMatch(/^\/files\//);
  expect((await sub.request.get(fileLink ?? "", { maxRedirects: 0 })).status()).not.toBe(200);
  expect((await admin.request.get(fileLink ?? "")).status()).toBe(200);

  // Staff revoke the contact's link: it asks first (docs/decisions/0076), then opens nothing from
  // then on; the broker's still works.
  await admin.getByRole("button", { name: `Revoke the link of ${email}` }).click();
  await admin
    .getByRole("dialog", { name: `Revoke the link of ${email}?` })
    .getByRole("button", { name: "Revoke the link" })
    .click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText(
    `The link of ${email} was revoked: it opens nothing now. Their next link will be a new one.`,
  );
  expect((await sub.goto(link))?.status()).toBe(404);
  expect((await brokerPage.goto(brokerLink))?.status()).toBe(200);
});

/** The id of the DIR item of a set, from the office's page. */
async function otherDirRequirementId(admin: Page, set: string): Promise<string> {
  await admin.goto("/admin/subcontractors");
  const items = admin.getByRole("main").getByRole("list", { name: set, exact: true });
  const id = await items.locator('input[name="id"]').first().getAttribute("value");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id ?? "";
}

test("the public page sends a new link to an invited address, and answers the same for any other", async ({
  browser,
}) => {
  const guest = await visitor(browser);
  const unknown = `${tag("nobody")}@example.com`;
  await guest.goto("/team/subcontractors");
  await guest.getByLabel("Your e-mail address").fill(unknown);
  await guest.getByRole("button", { name: "Send me my link" }).click();
  await expect(guest.getByRole("status")).toHaveText(
    "If we know that address, its link is on its way. Check your inbox in a few minutes.",
  );
  expect(caughtMail().filter((mail) => mail.to.includes(unknown))).toEqual([]);
});

test("a subcontractor invited in Spanish reads the invitation and the page in Spanish; the pages pass axe at 1280 and 390 px", async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(120_000);
  const set = tag("Estándar");
  const email = `${tag("es")}@example.com`;
  await createSet(admin, set);
  await addItem(admin, set, { kind: "license" });
  const invite = admin.getByRole("main").locator("form", { hasText: "Send invitation" });
  await invite.getByLabel("Company").fill("Cables Rivera");
  await invite.getByLabel("Trade").fill("Low voltage");
  await invite.getByLabel("Contact name").fill("Rosa Rivera");
  await invite.getByLabel("Contact e-mail").fill(email);
  await invite.getByLabel("Requirement set").selectOption({ label: set });
  await invite.getByLabel("Their language").selectOption("es");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText(
    `Invitation sent to ${email}.`,
  );
  const mail = await waitForMail(email, /Sus documentos para/);
  expect(mail.text).toContain("Sin cuenta ni contraseña");
  const link = await linkFromMail(email, /Sus documentos para/);
  expect(new URL(link).pathname).toBe("/es/team/subcontractors/documents");

  const sub = await visitor(browser);
  const pages: [Page, string][] = [
    [sub, link],
    [sub, "/es/team/subcontractors"],
    [admin, "/admin/subcontractors"],
  ];
  await sub.goto(link);
  await expect(sub.getByRole("main")).toContainText("Su estado: Faltan documentos");
  await expect(itemOf(sub, "Licencia estatal de contratista")).toContainText("Falta");
  await admin.goto("/admin/subcontractors");
  await admin.getByRole("main").getByRole("link", { name: "Cables Rivera" }).first().click();
  await admin.waitForURL(/\/admin\/subcontractors\/[0-9a-f-]{36}$/);
  pages.push([admin, admin.url()]);
  for (const width of [1280, 390]) {
    for (const [page, address] of pages) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address);
      await expectNoAxeViolations(page, `${address} at ${width}`);
      const name = new URL(address, "http://x").pathname.replaceAll("/", "_");
      await reviewShot(page, `${name}-${width}`);
    }
  }
});
