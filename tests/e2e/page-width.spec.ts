import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { langOfPath, pathIn } from "../../app/i18n/languages";
import english from "../../app/i18n/messages/en";
import spanish from "../../app/i18n/messages/es";
import { PAGES, type Page as PageRow } from "../../app/site/page-table";
import { addItem, createSet, tag } from "./subcontractor-steps";
import {
  ADMIN_STATE,
  invitePerson,
  linkFromMail,
  rawKeysShown,
  saveProfileSections,
  waitForHydration,
} from "./support";

/**
 * Every public and portal page on a 390 px phone, in each of its languages: none scrolls
 * sideways (docs/product.md#pages-on-a-phone). The pages come from the page table itself, so a
 * page added to it is checked without a word here; the rows that need something to show (a
 * published project, an open posting, a subcontractor's link, a signed-in hire, a full
 * credentials profile with its insurance table) get it first. The credentials page is checked
 * again after a certificate request, in both languages. It fills the profile's credentials as a
 * real company would, so it runs on an e2e server of its own (docs/decisions/0093).
 *
 * The same visits check that no page shows a catalogue key instead of its text: every page the
 * sitemap lists, both languages, the signed-out pages it leaves out and the 404 page, and the
 * portal pages besides (docs/decisions/0103; `rawKeysShown` reads the hidden text too, so the
 * width does not matter to it).
 */

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

/** Rows that are not pages: a redirect to the external quote form, signing out. */
const NOT_PAGES: Record<string, string> = {
  quote: "sends the visitor to the external quote form",
  logout: "signs the visitor out and sends them on",
  // Opened by a client contact's link: tests/e2e/service-client.spec.ts measures them on a phone.
  "service-client-order": "a work order behind a client contact's link",
  "service-client-request": "a request behind a client contact's link",
  "team-work-orders": "a technician's own; tests/e2e/technician.spec.ts checks it at 390 px",
  "team-work-order":
    "a technician's own work order; tests/e2e/technician.spec.ts checks it at 390 px",
};

/**
 * Whether the page scrolls sideways (wider than the screen, or scrolled), and what sticks out:
 * the element furthest to the right; also a fixed bar's content cut off at the screen's edge
 * (the header, an action bar), which makes no scrolling but is out of reach all the same.
 */
async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")}`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 ? box : null;
    };
    const fixed = [...document.body.querySelectorAll("*")].filter(
      (element) => getComputedStyle(element).position === "fixed" && visible(element),
    );
    const cut = fixed
      .flatMap((bar) => [...bar.querySelectorAll("*")])
      .find((element) => (visible(element)?.right ?? 0) > width + 1);
    if (cut) return `a fixed bar's content is cut off at ${width} px: ${nameOf(cut)}`;
    if (root.scrollWidth <= width && window.scrollX === 0) return null;
    let widest: Element | null = null;
    let right = 0;
    for (const element of document.body.querySelectorAll("*")) {
      const box = visible(element);
      if (box && box.right > right) {
        right = box.right;
        widest = element;
      }
    }
    return `${root.scrollWidth} px wide in ${width} (scrolled ${window.scrollX} px), widest: ${widest ? nameOf(widest) : "?"}`;
  });
}

/** What a link that opens a new tab tells screen readers, in each language. */
const NEW_TAB_HINT = {
  en: english.common["header.opensInNewTab"].trim(),
  es: spanish.common["header.opensInNewTab"].trim(),
};

/**
 * The links of the page that leave the site but do not open a new tab with `noopener` and say
 * so to screen readers (`OutsideLink`, app/ui/OutsideLink.tsx).
 */
async function outsideLinksWithoutHint(page: Page, hint: string): Promise<string[]> {
  return page.locator("a[href]").evaluateAll(
    (links, hint) =>
      links
        .filter((link) => {
          const url = new URL((link as HTMLAnchorElement).href);
          return /^https?:$/.test(url.protocol) && url.origin !== location.origin;
        })
        .filter((link) => {
          const name = link.getAttribute("aria-label") ?? link.textContent ?? "";
          return (
            link.getAttribute("target") !== "_blank" ||
            !/\bnoopener\b/.test(link.getAttribute("rel") ?? "") ||
            !name.includes(hint)
          );
        })
        .map((link) => link.getAttribute("href") ?? ""),
    hint,
  );
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  return context.newPage();
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: PHONE,
  });
  return context.newPage();
}

/** Saves `values` at /admin/company, each section with its own Save. */
async function saveProfile(admin: Page, values: Record<string, string>) {
  await admin.goto("/admin/company");
  await waitForHydration(admin);
  await saveProfileSections(admin, values);
}

/** The profile's credentials: the insurance table's three rows, with long carriers' names. */
async function fillCredentials(admin: Page) {
  const year = new Date().getFullYear() + 1;
  const policy = (row: number, kind: string, carrier: string) => ({
    [`insurance.${row}.kind`]: kind,
    [`insurance.${row}.carrier`]: carrier,
    [`insurance.${row}.perOccurrence`]: "$1,000,000",
    [`insurance.${row}.aggregate`]: "$2,000,000",
    [`insurance.${row}.expires`]: `${year}-01-31`,
  });
  await saveProfile(admin, {
    dirNumber: "1000012345",
    dirExpires: `${year}-06-30`,
    remittanceAddress: "Accounts Receivable\nPO Box 4100\nGlendora, CA 91740",
    ...policy(0, "General liability", "Example Mutual Insurance Company"),
    ...policy(1, "Workers' compensation", "State Compensation Insurance Fund"),
  });
  // The form offers one more empty row once the first two are saved.
  await saveProfile(
    admin,
    policy(2, "Commercial auto", "Example Casualty and Surety Company of America"),
  );
}

/** A published project with a photo; gives back its public path. */
async function publishProject(admin: Page): Promise<string> {
  await admin.goto("/admin/projects/new");
  const form = admin.getByRole("main").locator("form").first();
  await form.getByLabel("Title").fill(`Width check ${stamp} network retrofit of a very long name`);
  await form.getByLabel("Market").selectOption("retail");
  await form.getByLabel("POS Systems").check();
  await form.getByLabel("City").fill("Glendora");
  await form.getByLabel("State").fill("CA");
  await form.getByLabel("Year").fill("2025");
  await form.getByLabel("Summary", { exact: true }).fill("Forty lanes moved overnight.");
  await form.getByLabel("Story", { exact: true }).fill("We cabled every lane.");
  await form.getByLabel("Published (shown on the site)").check();
  await form.getByRole("button", { name: "Save project" }).click();
  await expect(admin).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}/);
  const photos = admin.getByRole("region", { name: /^Photos/ });
  const wide = await sharp({
    create: { width: 2400, height: 900, channels: 3, background: "#6b4f2a" },
  })
    .jpeg()
    .toBuffer();
  await photos
    .getByLabel(/^Photos \(/)
    .setInputFiles({ name: "wide.jpg", mimeType: "image/jpeg", buffer: wide });
  await photos.getByLabel(/^Alt text/).fill("A wide panorama of the store's checkout lanes");
  await photos.getByRole("button", { name: /^Upload/ }).click();
  await expect(photos.getByRole("img", { name: /wide panorama/ })).toBeVisible();
  return (await admin.getByRole("link", { name: "View public page" }).getAttribute("href")) ?? "";
}

async function publishPosting(admin: Page) {
  await admin.goto("/admin/careers/postings/new");
  const form = admin.getByRole("main").locator("form[method=post]");
  const values = {
    title: `Low-voltage cable technician ${stamp}`,
    titleEs: `Técnico de cableado de baja tensión ${stamp}`,
    description: "Pull and terminate copper and fiber.\n\n- Cat6 runs\n- Fiber splicing",
    requirements: "- BICSI Installer 1",
    closesOn: "2099-12-31",
    payMin: "32",
    payMax: "45",
  };
  for (const [name, value] of Object.entries(values)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.locator('[name="employmentType"]').selectOption("FULL_TIME");
  await form.locator('[name="payPeriod"]').selectOption("HOUR");
  await form.locator('[name="status"]').selectOption("published");
  await form.getByRole("button", { name: "Save posting" }).click();
  await expect(admin).toHaveURL(/\/admin\/careers\/postings\/[0-9a-f-]{36}/);
}

/** A subcontractor invited with a set of one item; gives back their personal link's path. */
async function subcontractorLink(admin: Page): Promise<string> {
  const set = tag("Width set");
  const email = `${tag("width-sub")}@example.com`;
  await createSet(admin, set);
  await addItem(admin, set, { kind: "w9" });
  await admin.goto("/admin/subcontractors");
  const invite = admin.getByRole("main").locator("form", { hasText: "Send invitation" });
  await invite.getByLabel("Company").fill("Wide Names Electrical Contracting Incorporated");
  await invite.getByLabel("Trade").fill("Electrical");
  await invite.getByLabel("Contact name").fill("Sam Sparks");
  await invite.getByLabel("Contact e-mail").fill(email);
  await invite.getByLabel("Requirement set").selectOption({ label: set });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const link = new URL(await linkFromMail(email, /Your documents for/));
  return `${link.pathname}${link.search}`;
}

/** Signed-out pages the sitemap leaves out and the page table has no row for: the 404 page. */
const NOT_FOUND_PATHS = ["/no-such-page", "/es/no-such-page"];

/** The paths of one row's pages in English (`slugs` rows: every one the site links). */
async function englishPaths(row: PageRow, guest: Page): Promise<string[]> {
  if (!row.slugs) return [row.path];
  const listing = { offices: "/", projects: "/projects", postings: "/careers" }[row.slugs];
  const prefix = row.path.replace(/:slug$/, "");
  await guest.goto(listing);
  const hrefs = await guest
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? ""))].filter(
    (href) => href.length > prefix.length,
  );
}

test("no public or portal page scrolls sideways on a 390 px phone, in English or Spanish, each outside link opens a new tab, and none shows a catalogue key", async ({
  browser,
  request,
}) => {
  // About 70 pages visited one after the other, each hydrated: minutes on a loaded machine.
  test.setTimeout(600_000);
  const admin = await adminPage(browser);
  await fillCredentials(admin);
  const project = await publishProject(admin);
  await publishPosting(admin);
  const documents = await subcontractorLink(admin);
  const hire = await invitePerson(browser, admin, {
    firstName: "Wide",
    lastName: `Phone${stamp}`,
    email: `width-${stamp}@example.com`,
  });
  await hire.setViewportSize(PHONE);
  const guest = await phonePage(browser);

  const visits: { path: string; page: Page }[] = [];
  for (const row of PAGES) {
    if (NOT_PAGES[row.id]) continue;
    const paths =
      row.id === "subcontractor-documents" ? [documents] : await englishPaths(row, guest);
    if (row.slugs === "projects") expect(paths).toContain(project);
    expect(paths.length, `pages of ${row.id}`).toBeGreaterThan(0);
    const langs = row.spanish ? (["en", "es"] as const) : (["en"] as const);
    const page = row.cache === "private" && row.id !== "subcontractor-documents" ? hire : guest;
    for (const lang of langs) {
      for (const path of paths) visits.push({ path: pathIn(lang, path), page });
    }
  }

  // Every page the sitemap lists is among them: both languages of the fifteen sitemap pages at
  // least, so a lost namespace cannot hide.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/", "http://site").pathname,
  );
  expect(listed.filter((path) => path.startsWith("/es")).length).toBeGreaterThanOrEqual(15);
  expect(listed).toContain("/es/services/copper-fiber");
  const visited = new Set(visits.map(({ path }) => new URL(path, "http://site").pathname));
  for (const path of listed) if (!visited.has(path)) visits.push({ path, page: guest });

  const wide: string[] = [];
  const sameTab: string[] = [];
  const leaks: string[] = [];
  for (const { path, page } of visits) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await waitForHydration(page);
    const problem = await sidewaysScroll(page);
    if (problem) wide.push(`${path}: ${problem}`);
    const links = await outsideLinksWithoutHint(page, NEW_TAB_HINT[langOfPath(path)]);
    if (links.length > 0) sameTab.push(`${path}: ${links.join(", ")}`);
    for (const key of await rawKeysShown(page)) leaks.push(`${path}: ${key}`);
  }
  for (const path of NOT_FOUND_PATHS) {
    const response = await guest.goto(path);
    expect(response?.status(), path).toBe(404);
    await waitForHydration(guest);
    for (const key of await rawKeysShown(guest)) leaks.push(`${path}: ${key}`);
  }

  // The credentials page after a certificate request, in each language.
  for (const path of ["/team/general-contractors", "/es/team/general-contractors"]) {
    await guest.goto(path);
    await waitForHydration(guest);
    const form = guest.locator("#coi-request form");
    for (const [name, value] of Object.entries({
      name: "Gina Contractor",
      email: "gina@gc.example.com",
      phone: "(555) 010-0142",
      company: "Example Builders",
      project_name: "Library retrofit",
      project_address: "12 Main St, Glendora, CA",
      holder_name: "Example Builders, Inc.",
      holder_address: "1 Builder Way, Pasadena, CA",
      needed_by: "2099-01-15",
    })) {
      await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.locator("button[type=submit]").click();
    await expect(form.getByRole("status")).not.toBeEmpty();
    const problem = await sidewaysScroll(guest);
    if (problem) wide.push(`${path} after a certificate request: ${problem}`);
  }

  // The office reads the request on its lead page, on a phone too.
  await admin.setViewportSize(PHONE);
  await admin.goto("/admin/leads?kind=coi");
  await admin.getByRole("link", { name: "Gina Contractor" }).first().click();
  const certificateRequest = admin.getByRole("region", { name: "Certificate request" });
  await expect(certificateRequest).toContainText("Library retrofit");
  await expect(certificateRequest.locator("time")).toHaveAttribute("datetime", "2099-01-15");
  const leadPage = await sidewaysScroll(admin);
  if (leadPage) wide.push(`the certificate request's lead page: ${leadPage}`);

  // The header's one row holds every link and button at 1280 px, in the longer Spanish too.
  for (const path of ["/", "/es/"]) {
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(path);
    const problem = await sidewaysScroll(desktop);
    if (problem) wide.push(`${path} at 1280 px: ${problem}`);
    await desktop.close();
  }

  expect(wide, "pages that scroll sideways at 390 px").toEqual([]);
  expect(sameTab, "outside links that do not open a new tab, with noopener and a hint").toEqual([]);
  expect(leaks, "catalogue keys shown instead of their text").toEqual([]);
});
