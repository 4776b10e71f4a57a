import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { tinyPdf } from "../../app/files/test-files";
import { addItem, createSet } from "./subcontractor-steps";
import { ADMIN_STATE, invitePerson, linkFromMail, waitForHydration, waitForMail } from "./support";

/**
 * Every form answers where the person is (docs/decisions/0076): on a phone (390 px), the answer
 * of each form below, sent as a person sends it, is in the window and focused. Each form posts
 * to its page at its answer (`#<name>-answer`), which is how it is found here: a form that stops
 * naming its answer fails this test. One page per form, on three pages (the public site, the
 * office, an employee's own): a refusal where it changes nothing, a success where a refusal
 * would say nothing new. Forms that need a record of their own (a lead, a client) are sent on a
 * record made here by the forms before them. Consecutive forms of one address are sent one after
 * the other on it, without loading it again. The rest of the behaviour (without JavaScript, at
 * 1280 px, each answer's words) is in each form's own spec; tests/e2e/form-answers.spec.ts checks
 * both widths with and without JavaScript for the public forms.
 * The posting's application and a subcontractor's upload page are sent on a posting and an
 * invitation the office makes here first (makePublicRecords), and a client's contact's service
 * request on a client it makes there too; the office then sends the applicant's page (stage,
 * note, reply, hire, reject) and the careers list's stage, the subcontractor's page (an approval,
 * a revoked link), the work order's Acknowledge and status and a new project's photos on the
 * records those made.
 * The office also makes an integration configuration (to reveal one of its secrets) and invites
 * a hire (their progress page; their own account page, signed in as them).
 *
 * How the list was made: `grep -rln "<Form\b\|<form\b\|AnswerForm" app` (every file drawing a
 * form), each file's forms read, plus the forms drawn without those words (the configuration
 * page's reveal, a fetcher form). Every form that posts is below, or in NOT_SENT_HERE with why.
 */

/**
 * The forms this spec does not send, each with the reason and where it is checked instead. A form
 * that moves here says why; "it needs a record" is not a reason (make the record).
 */
const NOT_SENT_HERE = [
  {
    form: "the lead board's move (app/leads/components/LeadBoard.tsx)",
    why:
      "by design (docs/product.md#the-board), with JavaScript the focus stays on the card that " +
      "moved, and the move is announced in a live region above the columns: its answer is not " +
      "focused. Without JavaScript the board answers at #move-answer, focused.",
    checkedIn: "tests/e2e/lead-board.spec.ts",
  },
  {
    form: "the filters (leads, audit log, work orders, progress search, projects, mileage)",
    why: "they are GET forms: they open the filtered page, which is the answer, and post nothing.",
    checkedIn: "each page's own spec",
  },
  {
    form: "Sign out, the sign-in and set-password pages' success",
    why: "a success opens another page (the start page); only their refusals answer in place.",
    checkedIn: "tests/e2e/accounts.spec.ts",
  },
  {
    form: "Clear All (app/leads/components/DashboardActions.tsx)",
    why: "it deletes every lead: other specs' leads would go, so it runs on a server of its own.",
    checkedIn: "the leads-cleared project (tests/e2e/leads-dashboard.spec.ts)",
  },
  {
    form: "the hire's Submit all (app/onboarding/components/TrackerPanel.tsx)",
    why: "it is drawn only once the hire's 20 forms are complete in the form service.",
    checkedIn: "tests/e2e/onboarding.spec.ts",
  },
] as const;

const PHONE = { width: 390, height: 844 };

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tag = (what: string) => `every-${what}-${run}`;
const LEAD = { name: `Every Answer ${run}`, email: `${tag("lead")}@example.com` };
const SET = `Every answer set ${run}`;
const CLIENT = `Every Answer Client ${run}`;
/** The posting applied to, and the subcontractor whose upload page is sent. */
const POSTING_TITLE = `Every Answer Technician ${run}`;
const SUB_SET = `Every answer portal set ${run}`;
const SUB_EMAIL = `${tag("sub")}@example.com`;
const APPLICANT = { name: `Every Applicant ${run}`, email: `${tag("applicant")}@example.com` };
/** The hire the office invites: their progress page, and their own account page. */
const HIRE = { firstName: "Every", lastName: `Hire${run}`, email: `${tag("hire")}@example.com` };
const HIRE_PROGRESS = `/admin/progress/${encodeURIComponent(`every hire${run}`)}`;
/** The integration configuration submitted here: one of its secrets is revealed. */
const INTEGRATION = { tenant: `${tag("tenant")}.onmicrosoft.com`, secret: tag("secret") };

interface FormCase {
  /**
   * The form's name: it posts to `#<name>-answer`, the id of its answer; a function when the name
   * holds a record's id known only after an earlier step (a revealed secret's).
   */
  name: string | (() => string);
  /** Where the form is; a function when the address is known only after an earlier form. */
  path: string | (() => string);
  /** Which of the form's buttons sends it (its first submit button when not named). */
  submit?: string | RegExp;
  /** Whether to skip the browser's own checks, so that the server's refusal answers. */
  refuse?: boolean;
  /** Which of the forms posting to the same answer (one holding this element). */
  has?: string;
  /**
   * A form whose success opens another page posts without the fragment (the browser would
   * carry it there): it is found by a field of its own.
   */
  holding?: string;
  /**
   * The answer is in the form, named by the form's own prefix (a trial form among others on a
   * page; without JavaScript the trial's page answers at `#trial-answer`).
   */
  answerInForm?: boolean;
  /** The answer's name, when a success opens another page's (a new record's). */
  answer?: string;
  /** Fills the form before it is sent. */
  fill?: (form: Locator) => Promise<void>;
  /** A destructive action: this button asks, and `confirm` of the question confirms. */
  ask?: (page: Page) => Locator;
  confirm?: string;
  /** After the answer: reads what the next forms need (a record's address). */
  after?: (page: Page) => Promise<void>;
}

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Fills every required field with a value of its kind, so that the form is accepted. */
async function fillRequired(form: Locator): Promise<void> {
  for (const field of await form.locator("input[required], textarea[required]").all()) {
    if (!(await field.isVisible())) continue;
    const type = (await field.getAttribute("type")) ?? "text";
    const name = (await field.getAttribute("name")) ?? "field";
    if (type === "email") await field.fill(`${tag(name)}@example.com`);
    else if (type === "date") await field.fill(inAMonth);
    else if (type === "tel") await field.fill("555-010-4477");
    else if (type === "checkbox") await field.check();
    else if (type !== "file") await field.fill(`Every ${name} ${run}`);
  }
  for (const select of await form.locator("select[required]").all()) {
    if (await select.isVisible()) await select.selectOption({ index: 1 });
  }
}

let leadPath = "";
let clientPath = "";
let postingPath = "";
let uploadPath = "";
let projectPath = "";
let applicantPath = "";
let subcontractorPath = "";
let revealName = "";
let employeeState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const PROJECT = `Every Answer Project ${run}`;
/** The client whose contact's service request is a work order. */
const ORDER_CLIENT = `Every Answer Chain ${run}`;
const ORDER_STORE = `E${run}`;
const ORDER_CONTACT = `${tag("contact")}@example.com`;
let orderNumber = "";
let orderPath = "";
const SUB_COMPANY = `Every Answer Electric ${run}`;

const PUBLIC: FormCase[] = [
  {
    name: "contact",
    path: "/",
    fill: async (form) => {
      await form.getByLabel("Name").fill(LEAD.name);
      await form.getByLabel("Email").fill(LEAD.email);
      await form.getByLabel("Message").fill("Where does the answer show?");
    },
  },
  { name: "pricing", path: "/pricing", fill: fillRequired },
  { name: "trial", path: "/software-tools", fill: fillRequired, answerInForm: true },
  { name: "coi", path: "/team/general-contractors", fill: fillRequired },
  { name: "service-request", path: "/service", refuse: true },
  { name: "lost-link", path: "/team/subcontractors", fill: fillRequired },
  { name: "reset", path: "/account/forgot-password", fill: fillRequired },
  {
    // The posting's application, sent with a résumé: the office's applicant page follows.
    name: "careers-apply",
    path: () => postingPath,
    fill: async (form) => {
      await form.getByLabel("Full name").fill(APPLICANT.name);
      await form.getByLabel("E-mail").fill(APPLICANT.email);
      await form.getByLabel("Phone").fill("(555) 010-2030");
      await form.getByLabel("Licenses and certifications held").fill("C-10");
      await form.getByLabel("Years in the trade").fill("7");
      await form.getByLabel("Résumé (optional)").setInputFiles({
        name: "every.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(tinyPdf("Every answer résumé")),
      });
    },
  },
  {
    // The subcontractor's upload page (their link from the invitation): one item's document.
    name: "upload",
    path: () => uploadPath,
    fill: (form) =>
      form.getByLabel(/^File/).setInputFiles({
        name: "w9.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(tinyPdf("Every answer W-9")),
      }),
  },
  {
    // The client's contact's request: a work order, its number by mail.
    name: "service-request",
    path: "/service",
    fill: async (form) => {
      await form.getByLabel("Your name").fill("Fran Every");
      await form.getByLabel("Company").fill("Every Chain");
      await form.getByLabel("E-mail").fill(ORDER_CONTACT);
      await form.getByLabel("Phone").fill("(626) 555-0100");
      await form.getByLabel("Store number or site address").fill(ORDER_STORE);
      await form.getByLabel("Trade or category").fill("Electrical");
      await form.getByLabel("Priority").selectOption("emergency");
      await form.getByLabel("What is wrong").fill("Where does the answer show?");
    },
    after: async () => {
      const mail = await waitForMail(ORDER_CONTACT, /^Service request received: WO-\d{6}$/);
      orderNumber = /WO-\d{6}/.exec(mail.subject)?.[0] ?? "";
    },
  },
  {
    name: "login",
    path: "/account/login",
    holding: '[name="password"]',
    fill: async (form) => {
      await form.getByLabel("Email").fill(`${tag("nobody")}@example.com`);
      await form.getByLabel("Password").fill("not the password");
    },
  },
];

const OFFICE: FormCase[] = [
  // The company profile: each section's answer in its section; Preview saves nothing.
  ...["identity", "contact", "offices", "licenses"].map((section) => ({
    name: `section-${section}`,
    path: "/admin/company",
    submit: "Preview",
  })),
  {
    name: "section-identifiers",
    path: "/admin/company",
    fill: (form: Locator) => form.locator('[name="dirNumber"]').fill("12"),
  },
  ...["certifications", "insurance", "reach"].map((section) => ({
    name: `section-${section}`,
    path: "/admin/company",
    submit: /^Save /,
  })),
  {
    // The on-call settings, refused: the minutes are out of bounds.
    name: "section-onCall",
    path: "/admin/company",
    refuse: true,
    fill: (form: Locator) => form.locator('[name="escalationMinutes"]').fill("0"),
  },
  { name: "w9", path: "/admin/company", submit: "Upload W-9", refuse: true },
  { name: "project", path: "/admin/projects/new", submit: "Save project", refuse: true },
  {
    // A new project (a draft) opens its page, which says so at its answer: its photos follow.
    name: "project",
    path: "/admin/projects/new",
    submit: "Save project",
    fill: async (form) => {
      await form.getByLabel("Title").fill(PROJECT);
      await form.getByLabel("Market").selectOption("retail");
      await form.getByLabel("POS Systems").check();
      await form.getByLabel("City").fill("Glendora");
      await form.getByLabel("State").fill("CA");
      await form.getByLabel("Year").fill("2025");
      await form.getByLabel("Office").selectOption({ index: 1 });
      await form.getByLabel("Summary", { exact: true }).fill("Where the answer shows.");
      await form.getByLabel("Story", { exact: true }).fill("Every form answers in view.");
    },
    after: async (page) => {
      await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}/);
      projectPath = new URL(page.url()).pathname;
    },
  },
  // A project's photos, sent without a photo.
  { name: "photo", path: () => projectPath, refuse: true },
  { name: "posting", path: "/admin/careers/postings/new", refuse: true },
  // The application the public form sent: its page moves it to Interview.
  {
    name: "stage",
    path: () => applicantPath,
    submit: "Interview",
  },
  { name: "note", path: () => applicantPath, refuse: true },
  { name: "reply", path: () => applicantPath, refuse: true },
  {
    name: "hire",
    path: () => applicantPath,
    refuse: true,
    fill: (form) => form.locator('[name="firstName"]').fill(""),
  },
  // The careers list's form of the same application: its stage, moved back to Screening.
  {
    name: "move",
    path: "/admin/careers",
    has: `select[aria-label="Stage of ${APPLICANT.name}"]`,
    fill: async (form) => {
      await form.locator('[name="stage"]').selectOption("screening");
    },
  },
  // The work order acknowledged (before its status moves on), then its status.
  { name: "acknowledge", path: () => orderPath },
  // The same application rejected last, asked first (its e-mail left unsent).
  {
    name: "reject",
    path: () => applicantPath,
    ask: (page) => page.getByRole("main").getByRole("button", { name: "Reject", exact: true }),
    confirm: "Reject the application",
  },
  // The work order's status, moved on.
  {
    name: "status",
    path: () => orderPath,
    fill: async (form) => {
      const status = form.locator('[name="status"]');
      const now = await status.inputValue();
      const next = await status
        .locator("option")
        .evaluateAll(
          (options, current) =>
            options.map((option) => (option as HTMLOptionElement).value).find((v) => v !== current),
          now,
        );
      await status.selectOption(next ?? "");
    },
  },
  // The invited subcontractor's page: their uploaded W-9 approved, then their link revoked.
  {
    name: "subcontractor",
    path: () => subcontractorPath,
    has: 'button[value="approve"]',
  },
  {
    name: "subcontractor",
    path: () => subcontractorPath,
    ask: (page) =>
      page.getByRole("main").getByRole("button", { name: `Revoke the link of ${SUB_EMAIL}` }),
    confirm: "Revoke the link",
  },
  { name: "people", path: "/admin/people", has: '[name="email"]', refuse: true },
  {
    name: "look-up",
    path: "/admin/privacy",
    refuse: true,
    fill: (form) => form.locator('[name="email"]').fill("not an address"),
  },
  { name: "refresh", path: "/admin/progress" },
  {
    // The invited hire's progress page: one form marked completed by hand.
    name: "mark",
    path: HIRE_PROGRESS,
    fill: async (form) => {
      await form.evaluate((element) => {
        const details = element.closest("details");
        if (details) details.open = true;
      });
      await form.getByRole("textbox").fill("Paper form filed with HR");
    },
  },
  {
    // The configuration submitted here: its Client Secret revealed (a fetcher's form).
    name: () => revealName,
    path: "/admin/integrations",
    fill: async (form) => {
      await expect(form.getByRole("button", { name: "Reveal Client Secret" })).toBeVisible();
    },
  },
  // The certificate of insurance, sent without a file.
  { name: "certificate", path: "/admin/company/certificate", refuse: true },
  {
    name: "set",
    path: "/admin/subcontractors",
    fill: (form) => form.locator('[name="name"]').fill(SET),
    // The answer shows while the page's data reloads; the set is listed once it has, as a person
    // sees it before choosing it in the item form. A refusal sent before that ends the reload,
    // and React Router does not reload after a refusal (docs/decisions/0111).
    after: (page) =>
      expect(page.getByRole("main").getByRole("heading", { level: 3, name: SET })).toBeVisible(),
  },
  { name: "invite", path: "/admin/subcontractors", refuse: true },
  {
    name: "item",
    path: "/admin/subcontractors",
    fill: async (form) => {
      await form.locator('[name="setId"]').selectOption({ label: SET });
    },
  },
  {
    name: "remove",
    path: "/admin/subcontractors",
    ask: (page) =>
      page
        .getByRole("main")
        .getByRole("list", { name: SET, exact: true })
        .getByRole("button", { name: /^Remove / })
        .first(),
    confirm: "Remove the item",
  },
  { name: "retention", path: "/admin/subcontractors" },
  { name: "new-client", path: "/admin/clients", refuse: true },
  {
    // A new client opens its page, which says so at its answer: its forms follow.
    name: "new-client",
    answer: "client",
    path: "/admin/clients",
    fill: (form) => form.locator('[name="name"]').fill(CLIENT),
    after: async (page) => {
      await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}/);
      clientPath = new URL(page.url()).pathname;
    },
  },
  {
    name: "client",
    path: () => clientPath,
    has: 'input[name="intent"][value="terms"]',
    refuse: true,
    fill: (form) => form.locator('[name="name"]').fill(""),
  },
  {
    name: "client",
    path: () => clientPath,
    has: 'input[name="intent"][value="add-site"]',
    fill: async (form) => {
      await form.locator('[name="siteNumber"]').fill("7001");
      await form.locator('[name="name"]').fill("Every answer site");
      await form.locator('[name="address"]').fill("1 Answer St");
      await form.locator('[name="timeZone"]').fill("America/Los_Angeles");
    },
  },
  {
    name: "client",
    path: () => clientPath,
    has: 'input[name="intent"][value="add-contact"]',
    refuse: true,
  },
  {
    name: "client",
    path: () => clientPath,
    ask: (page) => page.getByRole("main").getByRole("button", { name: "Remove site 7001" }),
    confirm: "Remove the site",
  },
  // The lead the contact form made: its page's forms.
  {
    name: "note",
    path: () => leadPath,
    refuse: true,
  },
  { name: "reply", path: () => leadPath, refuse: true },
  { name: "call", path: () => leadPath, refuse: true },
];

/** The invited hire's own account page, signed in as them. */
const EMPLOYEE: FormCase[] = [
  {
    name: "language",
    path: "/employees/info",
    fill: async (form) => {
      await form.getByRole("combobox").selectOption("en");
    },
  },
  { name: "password", path: "/employees/info", refuse: true },
];

const stepName = (form: FormCase) => (typeof form.name === "string" ? form.name : "reveal");

async function phonePage(browser: Browser, admin: boolean) {
  const context = await browser.newContext({
    viewport: PHONE,
    ...(admin ? { storageState: ADMIN_STATE } : {}),
    // A client address of its own: no other spec's sends count against these forms' limits.
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.251" },
  });
  return { context, page: await context.newPage() };
}

/**
 * Sends one form as a person does, and checks where its answer is: in the window and focused;
 * or, for a refusal whose fields are marked, the first field to correct focused and in the
 * window (docs/decisions/0076), the answer shown.
 */
async function sendAndSee(page: Page, form: FormCase) {
  const path = typeof form.path === "string" ? form.path : form.path();
  const name = typeof form.name === "string" ? form.name : form.name();
  expect(path, `${name}: its page`).not.toBe("");
  expect(name, "the form's name").not.toBe("");
  // The forms of one page are sent one after the other on it, as a person sends one section
  // after another; a page is loaded when the form is on another (docs/decisions/0103).
  const here = page.url().startsWith("http") ? new URL(page.url()) : undefined;
  if (!here || `${here.pathname}${here.search}` !== path) {
    await page.goto(path);
    await waitForHydration(page);
  }
  let sent: Locator | undefined;
  if (form.ask) {
    await form.ask(page).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: form.confirm ?? "" })
      .click();
  } else {
    sent = form.holding
      ? page
          .getByRole("main")
          .locator("form")
          .filter({ has: page.locator(form.holding) })
      : page.getByRole("main").locator(`form[action$="#${name}-answer"]`);
    if (form.has) sent = sent.filter({ has: page.locator(form.has) });
    sent = sent.first();
    if (form.refuse) await sent.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.fill?.(sent);
    const button = form.submit
      ? sent.getByRole("button", { name: form.submit }).first()
      : sent.locator('button[type="submit"]').first();
    await button.click();
  }
  const id = `${form.answer ?? name}-answer`;
  const answer =
    form.answerInForm && sent ? sent.locator('[id$="-answer"]') : page.locator(`[id="${id}"]`);
  await expect(answer, `${name}: its answer`).toBeVisible();
  const focused = async () => {
    if (await answer.evaluate((element) => element === document.activeElement)) {
      return "the answer";
    }
    return page.evaluate(() =>
      document.activeElement?.getAttribute("aria-invalid") === "true"
        ? "a field to correct"
        : "elsewhere",
    );
  };
  await expect.poll(focused, { message: `${name}: what is focused` }).not.toBe("elsewhere");
  await expect(page.locator(":focus"), `${name}: focused, in the window`).toBeInViewport();
  await form.after?.(page);
}

/**
 * The records the public forms need, made by the office as its own specs do: a published
 * posting (careers.spec.ts), a subcontractor invited to a set of one item, whose link comes
 * by mail (subcontractors.spec.ts).
 */
async function makePublicRecords(browser: Browser) {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await context.newPage();
  await admin.goto("/admin/careers/postings/new");
  const posting = admin.getByRole("main").locator("form[method=post]");
  for (const [name, value] of Object.entries({
    title: POSTING_TITLE,
    titleEs: `Técnico ${run}`,
    employmentType: "FULL_TIME",
    payPeriod: "HOUR",
    payMin: "30",
    payMax: "40",
    description: "Pull cable.",
    requirements: "- A ladder",
    closesOn: "2099-12-31",
    status: "published",
  })) {
    const field = posting.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
  await posting.getByRole("button", { name: "Save posting" }).click();
  await expect(admin).toHaveURL(/\/admin\/careers\/postings\/[0-9a-f-]{36}/);
  await admin.goto("/careers");
  const link = admin.getByRole("main").getByRole("link", { name: POSTING_TITLE });
  postingPath = new URL((await link.getAttribute("href")) ?? "", admin.url()).pathname;

  await createSet(admin, SUB_SET);
  await addItem(admin, SUB_SET, { kind: "w9" });
  const invite = admin.getByRole("main").locator("form", { hasText: "Send invitation" });
  await invite.getByLabel("Company").fill(SUB_COMPANY);
  await invite.getByLabel("Trade").fill("Electrical");
  await invite.getByLabel("Contact name").fill("Sam Every");
  await invite.getByLabel("Contact e-mail").fill(SUB_EMAIL);
  await invite.getByLabel("Requirement set").selectOption({ label: SUB_SET });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const sent = new URL(await linkFromMail(SUB_EMAIL, /Your documents for/));
  uploadPath = `${sent.pathname}${sent.search}`;

  // A client with a site and a contact, as service-request.spec.ts makes one.
  await admin.goto("/admin/clients");
  await admin.getByLabel("Client name").fill(ORDER_CLIENT);
  await admin.getByLabel("Default not-to-exceed (dollars)").fill("750");
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(ORDER_CLIENT);
  const site = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add site" }) });
  await site.getByLabel("Site number").fill(ORDER_STORE);
  await site.getByLabel("Name").fill("Every store");
  await site.getByLabel("Address").fill("1 Answer St, Glendora, CA");
  await site.getByLabel("Time zone").fill("America/Los_Angeles");
  await site.getByRole("button", { name: "Add site" }).click();
  await expect(admin.getByText(`Site ${ORDER_STORE} added.`)).toBeVisible();
  const contact = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add contact" }) });
  await contact.getByLabel("Name").fill("Fran Every");
  await contact.getByLabel("E-mail").fill(ORDER_CONTACT);
  await contact.getByLabel("Language").selectOption({ label: "English" });
  await contact.getByRole("button", { name: "Add contact" }).click();
  await expect(admin.getByText("Contact Fran Every added.")).toBeVisible();

  // A hire, invited and signed in as themselves (their account page; their progress page).
  const hire = await invitePerson(browser, admin, HIRE);
  employeeState = await hire.context().storageState();
  await hire.context().close();

  // An integration configuration, submitted as integrations.spec.ts does: its secret is revealed.
  const visitor = await browser.newContext();
  const configuration = await visitor.newPage();
  await configuration.goto("/software-solutions/configuration");
  await waitForHydration(configuration);
  const graph = configuration.getByRole("main").getByRole("article", { name: "Microsoft Graph" });
  await graph.getByRole("button", { name: "Edit Microsoft Graph" }).click();
  await graph.getByRole("switch", { name: "Enabled" }).click();
  await graph.getByLabel("Tenant ID", { exact: true }).fill(INTEGRATION.tenant);
  await graph.getByLabel("Client ID", { exact: true }).fill("0123456789abcdef");
  await graph.getByLabel("Client Secret", { exact: true }).fill(INTEGRATION.secret);
  await graph
    .getByLabel("Authority", { exact: true })
    .fill("https://login.microsoftonline.com/contoso");
  await graph.getByRole("button", { name: "Save Microsoft Graph" }).click();
  await expect(graph.getByRole("button", { name: "Edit Microsoft Graph" })).toBeVisible();
  await configuration.getByRole("button", { name: "Submit", exact: true }).click();
  const submission = admin
    .locator('[id^="submission-"]')
    .filter({ hasText: INTEGRATION.tenant })
    .first();
  await expect(async () => {
    await admin.goto("/admin/integrations");
    await expect(submission).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
  const revealForm = submission
    .getByRole("region", { name: "Card 1: Microsoft Graph" })
    .locator('form[action*="#reveal-"]')
    .filter({ has: admin.getByRole("button", { name: "Reveal Client Secret" }) })
    .first();
  const action = (await revealForm.getAttribute("action")) ?? "";
  revealName = /#(reveal-.+)-answer$/.exec(action)?.[1] ?? "";
  await context.close();
}

test("every form's answer is in view and focused on a phone (390 px)", async ({ browser }) => {
  test.setTimeout(360_000);
  // The exceptions are part of the report, each with its reason.
  for (const { form, why, checkedIn } of NOT_SENT_HERE) {
    test
      .info()
      .annotations.push({ type: "not sent here", description: `${form}: ${why} (${checkedIn})` });
  }
  await test.step("the records the public forms need", () => makePublicRecords(browser));
  const visitor = await phonePage(browser, false);
  for (const form of PUBLIC) {
    await test.step(`${stepName(form)} at ${typeof form.path === "string" ? form.path : "…"}`, () =>
      sendAndSee(visitor.page, form));
  }
  await visitor.context.close();

  const office = await phonePage(browser, true);
  // The contact form's lead, for the lead page's forms.
  await office.page.goto("/admin/leads");
  await office.page.getByRole("main").getByRole("link", { name: LEAD.name }).first().click();
  await expect(office.page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}/);
  leadPath = new URL(office.page.url()).pathname;
  // The application and the subcontractor the public forms sent, for their office pages.
  await office.page.goto("/admin/careers");
  await office.page
    .getByRole("region", { name: "Applications" })
    .getByRole("link", { name: APPLICANT.name })
    .first()
    .click();
  await expect(office.page).toHaveURL(/\/admin\/careers\/applications\/[0-9a-f-]{36}$/);
  applicantPath = new URL(office.page.url()).pathname;
  await office.page.goto("/admin/subcontractors");
  await office.page.getByRole("main").getByRole("link", { name: SUB_COMPANY }).first().click();
  await expect(office.page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    SUB_COMPANY,
  );
  subcontractorPath = new URL(office.page.url()).pathname;
  // The work order the contact's request made.
  await office.page.goto("/admin/work-orders");
  await office.page.getByRole("main").getByRole("link", { name: orderNumber }).first().click();
  await expect(office.page).toHaveURL(/\/admin\/work-orders\/[0-9a-f-]{36}/);
  orderPath = new URL(office.page.url()).pathname;
  for (const form of OFFICE) {
    await test.step(`${stepName(form)} at ${typeof form.path === "string" ? form.path : "its record"}`, () =>
      sendAndSee(office.page, form));
  }
  await office.context.close();

  const employee = await browser.newContext({ viewport: PHONE, storageState: employeeState });
  const employeePage = await employee.newPage();
  for (const form of EMPLOYEE) {
    await test.step(`${stepName(form)} at ${form.path}`, () => sendAndSee(employeePage, form));
  }
  await employee.close();
});
