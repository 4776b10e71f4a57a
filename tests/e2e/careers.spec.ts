import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { elfExecutable, tinyPdf } from "../../app/files/test-files";
import { ADMIN_STATE, caughtMail, invitePerson, waitForMail } from "./support";

/**
 * Issue 28's done-when, for postings, /careers and applying: the admin publishes a posting with
 * a pay range (one without is refused); it is on /careers (and /es/careers) with valid JobPosting
 * JSON-LD; a visitor applies without JavaScript with a PDF résumé and gets the confirmation by
 * SMTP; an executable renamed .pdf and an oversized file are refused, nothing stored; the
 * posting, closed, answers 410 (an application to it too) and leaves the sitemap; an employee
 * without hiring access gets 403 on every careers admin page and action.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const TITLE = `Cable Technician ${stamp}`;
let postingUrl = "";
let postingAdminPath = "";

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
  postingAdminPath = new URL(admin.url()).pathname;
  await admin.goto("/admin/careers");
  await expect(admin.getByRole("main").getByRole("link", { name: TITLE })).toBeVisible();
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
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
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${path} at ${width}px`).toEqual([]);
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

  const applicant = `rosa-${stamp}@example.com`;
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
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The office moves her to Interview: the list, filtered by that stage, shows her there.
  await admin.getByLabel("Stage of Rosa Díaz").first().selectOption("interview");
  await admin.getByRole("button", { name: "Move Rosa Díaz" }).first().click();
  await expect(admin).toHaveURL(/stage=new/);
  await stageFilter.selectOption("interview");
  await admin.getByRole("button", { name: "Show applications" }).click();
  await expect(applications).toContainText("Rosa Díaz");
  await expect(admin.getByLabel("Stage of Rosa Díaz").first()).toHaveValue("interview");
  await admin.context().close();
});

test("an employee without hiring access gets 403 on every careers admin page and action", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const employee = await invitePerson(browser, admin, {
    firstName: "Noel",
    lastName: `Hiring${stamp}`,
    email: `noel-${stamp}@example.com`,
  });
  for (const path of ["/admin/careers", "/admin/careers/postings/new", postingAdminPath]) {
    expect((await employee.request.get(path)).status()).toBe(403);
  }
  for (const path of ["/admin/careers", "/admin/careers/postings/new", postingAdminPath]) {
    const post = await employee.request.post(path, { form: { title: "x", status: "closed" } });
    expect(post.status()).toBe(403);
  }
  await admin.context().close();
  await employee.context().close();
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
