import { type Browser, expect, type Page, test } from "@playwright/test";
import { elfExecutable, tinyPdf } from "../../app/files/test-files";
import { expectNoAxeViolations } from "./axe";
import {
  ADMIN_STATE,
  caughtMail,
  linkFromMail,
  PERSON_PASSWORD,
  reviewShot,
  waitForMail,
} from "./support";

/**
 * What careers must do (docs/product.md#careers), for postings, /careers and applying: the admin publishes a posting with
 * a pay range (one without is refused); it is on /careers (and /es/careers) with valid JobPosting
 * JSON-LD; a visitor applies without JavaScript with a PDF résumé and gets the confirmation by
 * SMTP; an executable renamed .pdf and an oversized file are refused, nothing stored; the office
 * moves the application to Interview, replies from the applicant's page (the reply arrives by
 * SMTP), then Hires with a start date, closing the posting: the invitation arrives, the hire sets
 * a password and is on /admin/progress at 0 of 20; the posting, closed, answers 410 (an
 * application to it too) and leaves the sitemap. An employee without hiring access gets 403
 * (tests/app/office-access.test.ts).
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const TITLE = `Cable Technician ${stamp}`;
let postingUrl = "";
let applicantPath = "";
const applicant = `rosa-${stamp}@example.com`;
/** The hire's last name as the Hire form sets it: unique, so the progress row is hers alone. */
const HIRE_LAST = `Díaz-${stamp}`;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  return context.newPage();
}

async function fillPosting(page: Page, values: Record<string, string>) {
  const form = page.getByRole("main").locator("form[method=post]");
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
  // The server's checks are under test, not the browser's.
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
  });
  await form.getByRole("button", { name: "Save posting" }).click();
}

const POSTING = {
  title: TITLE,
  titleEs: `Técnico de cableado ${stamp}`,
  employmentType: "FULL_TIME",
  payPeriod: "HOUR",
  description: "Pull and terminate copper and fiber.\n\n- Cat6 runs\n- Fiber splicing",
  requirements: "- BICSI Installer 1 <b>preferred</b>",
  closesOn: "2099-12-31",
  status: "published",
};

test("the admin publishes a posting only with its pay range", async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin/careers/postings/new");
  await fillPosting(admin, { ...POSTING, payMin: "", payMax: "" });
  await expect(admin.getByRole("main")).toContainText(
    "Enter the pay range in whole dollars (California requires it in the posting).",
  );
  await expect(admin.getByRole("main").locator('[name="title"]')).toHaveValue(TITLE);
  await admin.goto("/admin/careers");
  await expect(admin.getByRole("main")).not.toContainText(TITLE);

  await admin.goto("/admin/careers/postings/new");
  await fillPosting(admin, { ...POSTING, payMin: "32", payMax: "45" });
  await expect(admin).toHaveURL(/\/admin\/careers\/postings\/[0-9a-f-]{36}/);
  await admin.goto("/admin/careers");
  await expect(admin.getByRole("main").getByRole("link", { name: TITLE })).toBeVisible();
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
  }
  await admin.context().close();
});

test("/careers lists it, filterable without JavaScript, with valid JobPosting JSON-LD", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/careers");
  await page.getByLabel("Employment type").selectOption("PART_TIME");
  await page.getByRole("button", { name: "Show openings" }).click();
  await expect(page).toHaveURL(/type=PART_TIME/);
  await expect(page.getByRole("main")).not.toContainText(TITLE);
  await page.getByLabel("Employment type").selectOption("FULL_TIME");
  await page.getByRole("button", { name: "Show openings" }).click();
  await expect(page.getByRole("main")).toContainText("$32 to $45 per hour");
  await page.getByRole("link", { name: TITLE }).click();
  postingUrl = new URL(page.url()).pathname;
  expect(postingUrl).toMatch(/^\/careers\/cable-technician-/);

  const response = await page.request.get(postingUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("public");
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const job = documents.find((document) => document["@type"] === "JobPosting");
  expect(job).toMatchObject({
    "@context": "https://schema.org",
    title: TITLE,
    employmentType: "FULL_TIME",
    validThrough: "2099-12-31T23:59:59",
    hiringOrganization: { "@type": "Organization" },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress" } },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 32, maxValue: 45, unitText: "HOUR" },
    },
  });
  expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(job.description).toContain("Fiber splicing");
  // Typed markup stays text: a list item, never an element.
  await expect(page.getByRole("listitem").filter({ hasText: "<b>preferred</b>" })).toHaveCount(1);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${postingUrl}</loc>`);
  expect(sitemap).toContain(`/es${postingUrl}</loc>`);

  await page.goto(`/es${postingUrl}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POSTING.titleEs);
  await expect(page.getByRole("main")).toContainText("De $32 a $45 por hora");
  await context.close();
});

test("/careers and a posting's page have no accessibility violation at 1280 and 390 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [postingUrl, "/careers", `/es${postingUrl}`]) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} at ${width}px`);
    }
  }
});

async function apply(page: Page, email: string, resume?: { name: string; buffer: Buffer }) {
  await page.goto(postingUrl);
  const form = page.getByRole("region", { name: "Apply" });
  await form.getByLabel("Full name").fill("Rosa Díaz");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("(555) 010-2030");
  await form.getByLabel("Licenses and certifications held").fill("C-10, BICSI Installer 2");
  await form.getByLabel("Years in the trade").fill("7");
  if (resume) {
    await form
      .getByLabel("Résumé (optional)")
      .setInputFiles({ ...resume, mimeType: "application/pdf" });
  }
  await form.getByRole("button", { name: "Send application" }).click();
  return form;
}

test("a visitor applies without JavaScript; bad résumés are refused and nothing is stored", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const executable = `exe-${stamp}@example.com`;
  const refused = await apply(page, executable, {
    name: "resume.pdf",
    buffer: Buffer.from(elfExecutable()),
  });
  await expect(refused).toContainText("The résumé must be a PDF or Word document.");
  await expect(refused.getByLabel("E-mail")).toHaveValue(executable);

  const oversized = `big-${stamp}@example.com`;
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  Buffer.from(tinyPdf("résumé")).copy(big);
  const tooLarge = await apply(page, oversized, { name: "big.pdf", buffer: big });
  await expect(tooLarge).toContainText("The résumé is too large: PDF or Word, at most 5 MB.");

  const sent = await apply(page, applicant, {
    name: "rosa.pdf",
    buffer: Buffer.from(tinyPdf("Rosa Díaz résumé")),
  });
  await expect(sent).toContainText("Thank you: your application was received.");
  const confirmation = await waitForMail(applicant, /We received your application/);
  expect(confirmation.subject).toContain(TITLE);
  const notice = await waitForMail("", new RegExp(`New application for ${TITLE}`));
  expect(notice.replyTo).toBe(applicant);
  expect(notice.text).toContain("C-10, BICSI Installer 2");
  // The refused ones were stored nowhere: no mail was queued for them.
  expect(
    caughtMail().filter((mail) =>
      [executable, oversized].some((a) => mail.text.includes(a) || mail.to.includes(a)),
    ),
  ).toEqual([]);
  await context.close();
});

test("the office sees the application by posting and stage, the résumé for staff only", async ({
  browser,
  request,
}) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/careers");
  const applications = admin.getByRole("region", { name: "Applications" });
  await expect(applications).toContainText("Rosa Díaz");
  await expect(applications).toContainText(TITLE);
  // The filter (each row's own stage form is labelled with the applicant's name).
  const stageFilter = admin.locator("form[method='get']").getByLabel("Stage");
  await stageFilter.selectOption("interview");
  await admin.getByRole("button", { name: "Show applications" }).click();
  await expect(admin).toHaveURL(/stage=interview/);
  await expect(applications).toContainText("No applications match.");
  await stageFilter.selectOption("new");
  await admin.getByRole("button", { name: "Show applications" }).click();
  const resume = applications.getByRole("link", { name: "Résumé of Rosa Díaz" }).first();
  const address = (await resume.getAttribute("href")) ?? "";
  expect(address).toMatch(/^\/files\/[0-9a-f-]{36}\/rosa\.pdf$/);
  const file = await admin.request.get(address);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Nobody else reads it: the same address is a 404 for a visitor.
  expect((await request.get(address)).status()).toBe(404);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The office moves her to Interview: the list, filtered by that stage, shows her there.
  await admin.getByLabel("Stage of Rosa Díaz").first().selectOption("interview");
  await admin.getByRole("button", { name: "Move Rosa Díaz" }).first().click();
  // The move's answer is the list again with `moved=`: the address was `stage=new` before it, and
  // a filter sent before the answer would cancel the move (a CI run saw it so, and the list's
  // old rows still named her).
  await expect(admin).toHaveURL(/[?&]moved=/);
  await stageFilter.selectOption("interview");
  await admin.getByRole("button", { name: "Show applications" }).click();
  await expect(admin).toHaveURL(/stage=interview/);
  await expect(applications).toContainText("Rosa Díaz");
  await expect(admin.getByLabel("Stage of Rosa Díaz").first()).toHaveValue("interview");
  await admin.context().close();
});

test("the applicant page: the résumé downloaded by staff, a note, a reply by SMTP, the CSV", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin/careers?stage=interview");
  await admin
    .getByRole("region", { name: "Applications" })
    .getByRole("link", { name: "Rosa Díaz" })
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/careers\/applications\/[0-9a-f-]{36}$/);
  applicantPath = new URL(admin.url()).pathname;
  const main = admin.getByRole("main");
  await expect(admin.getByTestId("application-stage")).toHaveText("Interview");
  await expect(main).toContainText("C-10, BICSI Installer 2");

  // Sent by a stranger, the résumé is a download, never shown in the site's pages; staff only.
  const resume = main.getByRole("link", { name: "Download the résumé (rosa.pdf)" });
  const address = (await resume.getAttribute("href")) ?? "";
  const file = await admin.request.get(address);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(file.headers()["content-security-policy"]).toMatch(/; sandbox$/);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await request.get(address)).status()).toBe(404);

  await main.getByLabel("Note", { exact: true }).fill("Strong fiber experience; call back.");
  await main.getByRole("button", { name: "Add note" }).click();
  await expect(main).toContainText("Note added.");

  const reply = main.getByRole("region", { name: "Reply by e-mail" });
  await expect(reply.getByLabel("Subject")).toHaveValue(`Re: your application for ${TITLE}`);
  await reply.getByLabel("Message").fill("Hello Rosa,\n\nCan you come on Monday at 9:00?");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(reply).toContainText(`Reply queued for ${applicant}.`);
  const answer = await waitForMail(applicant, /^Re: your application for /);
  expect(answer.text).toContain("Can you come on Monday at 9:00?");
  expect(answer.text).toContain("Kind regards,");

  const timeline = main.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(`E-mail sent: Re: your application for ${TITLE}`);
  await expect(timeline).toContainText("Strong fiber experience; call back.");
  await expect(timeline).toContainText("Stage: New → Interview");
  await expect(timeline).toContainText("Application received");

  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
    await reviewShot(admin, `applicant-${width}`);
  }

  // The CSV of the list's filter.
  const csv = await admin.request.get("/admin/careers/export.csv?stage=interview");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const body = await csv.text();
  expect(body.split("\r\n")[0]).toBe(
    "\uFEFFName,Email,Phone,Posting,Stage,Licenses and certifications,Years in the trade,Language,Received,Start date",
  );
  expect(body).toContain(`Rosa Díaz,${applicant}`);
  expect(body).toContain(",Interview,");
  await admin.context().close();
});

test("Hire: the invitation arrives, the hire sets a password and is at 0 of 20; the posting closed", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  await admin.goto(applicantPath);
  const hire = admin.getByRole("region", { name: "Hire" });
  await expect(hire.getByLabel("First name")).toHaveValue("Rosa");
  await expect(hire.getByLabel("Last name")).toHaveValue("Díaz");
  await hire.getByLabel("Last name").fill(HIRE_LAST);
  await hire.getByLabel("Start date").fill("2099-01-04");
  await hire.getByLabel("Close the posting").check();
  await hire.getByRole("button", { name: "Hire" }).click();
  await expect(admin.getByRole("main")).toContainText(
    `Hired: the account is made, the invitation to set a password is queued for ${applicant}, and the posting is closed.`,
  );
  await expect(admin.getByTestId("application-stage")).toHaveText("Hired");
  await expect(admin.getByRole("main")).toContainText("2099-01-04");
  await expect(admin.getByRole("region", { name: "Timeline" })).toContainText(
    "Hired, starting 2099-01-04",
  );
  expect((await request.get(postingUrl)).status()).toBe(410);

  // The invitation every new hire gets: she sets a password through its link.
  const hired = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await hired.newPage();
  await page.goto(await linkFromMail(applicant, /Set up your/));
  await page.getByRole("main").getByLabel("New password").fill(PERSON_PASSWORD);
  await page.getByRole("main").getByLabel("Confirm password").fill(PERSON_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);
  await hired.close();

  await admin.goto(`/admin/progress?q=${encodeURIComponent(`Rosa ${HIRE_LAST}`)}`);
  const row = admin.getByRole("row", { name: new RegExp(HIRE_LAST) });
  await expect(row).toContainText("0 of 20");
  // The application links to her progress page, which links back.
  await admin.goto(applicantPath);
  await admin.getByRole("link", { name: /^Rosa Díaz-.*see the onboarding progress$/ }).click();
  await expect(admin.getByRole("main")).toContainText("0 of 20 forms completed");
  await admin.getByRole("link", { name: `Hired from an application for ${TITLE}` }).click();
  await expect(admin).toHaveURL(new RegExp(`${applicantPath}$`));

  await admin.context().close();
});

test("the posting, closed, answers 410, takes no application and leaves the sitemap", async ({
  browser,
  request,
}) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/careers");
  await admin.getByRole("link", { name: TITLE }).click();
  await fillPosting(admin, { status: "closed" });
  await expect(admin.getByRole("main")).toContainText("The posting was saved.");
  const closed = await request.get(postingUrl);
  expect(closed.status()).toBe(410);
  expect(await closed.text()).toContain("This position is closed");
  const late = `late-${stamp}@example.com`;
  const application = await request.post(postingUrl, {
    multipart: { name: "Late", email: late, phone: "5550102030" },
  });
  expect(application.status()).toBe(410);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(postingUrl);
  await admin.context().close();
});
