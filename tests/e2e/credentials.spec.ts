import { writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { elfExecutable, tinyPdf } from "../../app/files/test-files";
import { pageCount, pdfText } from "../support/pdf";
import { expectNoAxeViolations } from "./axe";
import {
  ADMIN_STATE,
  caughtMail,
  nextLeadJobsDay,
  profileFormWith,
  runLeadJobsOn,
  saveProfileSections,
  waitForHydration,
  waitForMail,
} from "./support";

/**
 * What the credentials page must do (docs/product.md#credentials): the admin enters a license number, a DIR number, insurance and a W-9;
 * the number shows with its look-up link in the banner, footer and JSON-LD; the credentials page
 * answers its four headings; the W-9 downloads as the same bytes; the capability statement is one
 * page naming the number; a COI request reaches the inbox and the pipeline; an expired policy is
 * not shown; the 30-day warning arrives when the jobs' clock is moved. Bad uploads and markup are
 * refused with a message and nothing stored. It changes the profile every page shows and moves
 * the jobs' clock, so it runs on an e2e server of its own (docs/decisions/0093), which it leaves
 * as it is.
 */
test.describe.configure({ mode: "default" });

const LICENSE = "1098765";
const CSLB = `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${LICENSE}`;
const DIR = "1000012345";
const W9_BYTES = Buffer.from(tinyPdf("W-9 e2e"));

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function openProfile(page: Page) {
  await page.goto("/admin/company");
  await waitForHydration(page);
}

/** Saves these fields, each section of /admin/company with its own Save. */
async function saveProfile(
  page: Page,
  changes: Record<string, string | boolean>,
  expected: string,
) {
  await openProfile(page);
  await saveProfileSections(page, changes, expected);
}

async function uploadW9(page: Page, file: { name: string; buffer: Buffer }, taxYear: string) {
  await page.goto("/admin/company");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "W-9" });
  await section.getByLabel("W-9 (PDF)").setInputFiles({ ...file, mimeType: "application/pdf" });
  await section.getByLabel("Tax year").fill(taxYear);
  await section.getByRole("button", { name: "Upload W-9" }).click();
  return section;
}

test("the credentials: entered by the admin, shown on every page and the credentials page, requested and warned of", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  const clockDay = await nextLeadJobsDay(request);
  const policyExpires = addDays(clockDay, 40);

  // Refused, with a message, and nothing stored: markup, an executable named .pdf, a file too large.
  await openProfile(admin);
  const form = profileFormWith(admin, "insurance.0.kind");
  await form.locator('[name="insurance.0.kind"]').fill("General liability");
  await form.locator('[name="insurance.0.carrier"]').fill("<b>Carrier</b>");
  await form.locator('[name="insurance.0.perOccurrence"]').fill("1000000");
  await form.locator('[name="insurance.0.aggregate"]').fill("2000000");
  await form.getByRole("button", { name: "Save insurance" }).click();
  await expect(admin.getByRole("main")).toContainText("Carrier must be plain text, without < or >");
  await expect(form.locator('[name="insurance.0.carrier"]')).toHaveValue("<b>Carrier</b>");
  const refused = await uploadW9(
    admin,
    { name: "w9.pdf", buffer: Buffer.from(elfExecutable()) },
    "2026",
  );
  await expect(refused).toContainText("This file is not accepted here: PDF, at most 4 MB.");
  const big = Buffer.alloc(4 * 1024 * 1024 + 1);
  W9_BYTES.copy(big);
  const tooLarge = await uploadW9(admin, { name: "big.pdf", buffer: big }, "2026");
  await expect(tooLarge).toContainText("The file is too large: PDF, at most 4 MB.");
  await expect(tooLarge).toContainText("None uploaded");

  // Entered: a license number, DIR, a current policy and an expired one, the remittance address.
  await saveProfile(
    admin,
    {
      "licenses.0.number": LICENSE,
      dirNumber: DIR,
      dirExpires: addDays(clockDay, 400),
      "insurance.0.kind": "General liability",
      "insurance.0.carrier": "Example Mutual",
      "insurance.0.perOccurrence": "$1,000,000",
      "insurance.0.aggregate": "$2,000,000",
      "insurance.0.expires": policyExpires,
      "insurance.1.kind": "Umbrella lapsed",
      "insurance.1.carrier": "Old Carrier",
      "insurance.1.perOccurrence": "5000000",
      "insurance.1.aggregate": "5000000",
      "insurance.1.expires": "2020-01-31",
      remittanceAddress: "Accounts Receivable\nPO Box 4100\nGlendora, CA 91740",
    },
    "Saved: every page shows the new profile now.",
  );
  // The expired policy is named in the admin notice.
  await expect(
    admin.getByRole("alert").filter({ hasText: "credentials need attention" }),
  ).toContainText("Umbrella lapsed");
  const uploaded = await uploadW9(admin, { name: "w9-2026.pdf", buffer: W9_BYTES }, "2026");
  await expect(uploaded).toContainText("Saved: the W-9 for 2026 is on the credentials page now.");

  // The banner, the footer and the JSON-LD carry the number, linked to CSLB's look-up.
  await page.goto("/");
  const numberLinks = page.getByRole("link", { name: `#${LICENSE}` });
  await expect(numberLinks.first()).toHaveAttribute("href", CSLB);
  await expect(page.locator("footer").getByRole("link", { name: `#${LICENSE}` })).toHaveAttribute(
    "href",
    CSLB,
  );
  await expect(page.locator("header").getByRole("link", { name: `#${LICENSE}` })).toHaveAttribute(
    "href",
    CSLB,
  );
  const home = await (await request.get("/")).text();
  const jsonLd = home.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
  expect(jsonLd).toContain(`"identifier":"${LICENSE}"`);
  expect(jsonLd).toContain(CSLB.replaceAll("&", "\\u0026"));

  // The credentials page: the four headings answered; the expired policy is not shown.
  await page.goto("/team/general-contractors");
  const main = page.getByRole("main");
  for (const heading of [
    "W-9 Forms",
    "DIR Information",
    "Insurance Coverage & Limits",
    "Banking/Check Remittance Info",
  ]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(main).toContainText(DIR);
  const table = main.getByRole("table");
  await expect(table).toContainText("General liability");
  await expect(table).toContainText("$1,000,000");
  await expect(table).toContainText("$2,000,000");
  await expect(main).not.toContainText("Umbrella lapsed");
  await expect(main).toContainText("PO Box 4100");
  await expect(main).toContainText("We never change our bank details by e-mail.");
  const jsonLdHere = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLdHere).toContain(DIR);

  // The W-9 downloads as the same bytes, and opens in the browser's viewer.
  const w9Link = main.getByRole("link", { name: "Download our W-9 (tax year 2026)" });
  const w9Url = (await w9Link.getAttribute("href")) ?? "";
  const w9 = await request.get(w9Url);
  expect(w9.headers()["content-type"]).toBe("application/pdf");
  expect(w9.headers()["x-content-type-options"]).toBe("nosniff");
  expect(w9.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(Buffer.from(await w9.body()).equals(W9_BYTES)).toBe(true);
  const viewer = await browser.newPage();
  const shown = await viewer.goto(w9Url.replace("?download", ""));
  expect(shown?.status()).toBe(200);
  expect(shown?.headers()["content-disposition"]).toMatch(/^inline;/);
  await viewer.close();

  // The capability statement: one page, naming the license number.
  const statementHref =
    (await main
      .getByRole("link", { name: "Download our capability statement (PDF)" })
      .getAttribute("href")) ?? "";
  const statement = Buffer.from(await (await request.get(statementHref)).body());
  expect(pageCount(statement)).toBe(1);
  expect(pdfText(statement)).toContain(`#${LICENSE}`);

  // A certificate of insurance request: stored, mailed to the inbox, in the pipeline as a COI request.
  await waitForHydration(page);
  const coi = main.locator("#coi-request form");
  const neededBy = addDays(new Date().toISOString().slice(0, 10), 7);
  for (const [label, value] of [
    ["Name", "Gina Contractor"],
    ["Email", "gina@gc.example.com"],
    ["Phone", "(555) 010-0142"],
    ["Company", "Example Builders"],
    ["Project name", "Library retrofit"],
    ["Project address", "12 Main St, Glendora, CA"],
    ["Certificate holder's legal name", "Example Builders, Inc."],
    ["Certificate holder's address", "1 Builder Way, Pasadena, CA"],
  ] as const) {
    await coi.getByLabel(label, { exact: true }).fill(value);
  }
  await coi.getByLabel("Date needed").fill(neededBy);
  await coi.getByLabel("Additional insured").check();
  await coi.getByRole("button", { name: "Request the Certificate" }).click();
  await expect(coi).toContainText("Your request is in");
  const notice = await waitForMail(
    "info@example.com",
    /certificate of insurance request from Gina/i,
  );
  expect(notice.text).toContain("Library retrofit");
  expect(notice.text).toContain("additional insured");
  // Certificate requests have a board of their own (docs/decisions/0088).
  await admin.goto("/admin/leads/board?pipeline=coi");
  const card = admin
    .getByRole("main")
    .locator("li, article")
    .filter({ hasText: "Gina Contractor" })
    .first();
  await expect(card).toContainText("COI request");

  // The 30-day warning: nothing yet; then the jobs' clock moves to 30 days before the expiry.
  const warning = /Expiring within 30 days: .*General liability/;
  expect(caughtMail().some((mail) => warning.test(mail.subject))).toBe(false);
  await runLeadJobsOn(request, addDays(policyExpires, -29));
  await waitForMail("admin@example.com", warning);
});

test("a full profile: the credentials page has no accessibility violations at 1280 and 390, and the capability statement stays one page", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  const year = new Date().getFullYear();
  // Every credential the profile holds, each filled: three licenses, DIR, the federal
  // identifiers, NAICS codes, two certifications, three policies, the remittance address.
  await saveProfile(
    admin,
    {
      "licenses.0.number": LICENSE,
      "licenses.0.expires": `${year + 2}-03-31`,
      "licenses.1.number": "1098766",
      "licenses.1.expires": `${year + 2}-04-30`,
      "licenses.2.number": "1098767",
      "licenses.2.expires": `${year + 2}-05-31`,
      dirNumber: DIR,
      dirExpires: `${year + 1}-06-30`,
      uei: "ABCDEFGH1234",
      cage: "1A2B3",
      naicsCodes: "238210\n238290\n236220\n517111\n541512",
      "certifications.0.name": "Small Business (SB)",
      "certifications.0.number": "SB-2041187",
      "certifications.0.expires": `${year + 1}-09-30`,
      "insurance.0.kind": "General liability",
      "insurance.0.carrier": "Example Mutual Insurance Company",
      "insurance.0.perOccurrence": "$1,000,000",
      "insurance.0.aggregate": "$2,000,000",
      "insurance.0.expires": `${year + 1}-01-31`,
      "insurance.1.kind": "Workers' compensation",
      "insurance.1.carrier": "State Compensation Insurance Fund",
      "insurance.1.perOccurrence": "$1,000,000",
      "insurance.1.aggregate": "$1,000,000",
      "insurance.1.expires": `${year + 1}-01-31`,
      remittanceAddress:
        "Accounts Receivable\nExample Electric & Contracting\nPO Box 4100\nGlendora, CA 91740",
    },
    "Saved: every page shows the new profile now.",
  );
  await saveProfile(
    admin,
    {
      "certifications.1.name": "Disabled Veteran Business Enterprise (DVBE)",
      "certifications.1.number": "DVBE-2041188",
      "certifications.1.expires": `${year + 1}-10-31`,
      "insurance.2.kind": "Commercial auto",
      "insurance.2.carrier": "Example Casualty",
      "insurance.2.perOccurrence": "$1,000,000",
      "insurance.2.aggregate": "$1,000,000",
      "insurance.2.expires": `${year + 1}-02-28`,
    },
    "Saved: every page shows the new profile now.",
  );
  const uploaded = await uploadW9(admin, { name: "w9-full.pdf", buffer: W9_BYTES }, String(year));
  await expect(uploaded).toContainText(
    `Saved: the W-9 for ${year} is on the credentials page now.`,
  );

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/team/general-contractors");
    const main = page.getByRole("main");
    await expect(main).toContainText("DVBE-2041188");
    await expect(main.getByRole("table")).toContainText("Commercial auto");
    await expectNoAxeViolations(page, `${viewport.width}px`);
  }

  const statement = Buffer.from(await (await request.get("/capability-statement.pdf")).body());
  expect(pageCount(statement)).toBe(1);
  const text = pdfText(statement);
  for (const shown of ["1098767", "DVBE-2041188", "517111", DIR]) expect(text).toContain(shown);
  if (process.env.CAPABILITY_STATEMENT_OUT) {
    writeFileSync(process.env.CAPABILITY_STATEMENT_OUT, statement);
  }
});
