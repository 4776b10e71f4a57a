import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, reviewShot, submitForms, uniquePerson, waitForHydration } from "./support";

/**
 * The admin area's own layout (docs/architecture.md#the-admin-area): a compact header with the
 * company, the admin navigation, the signed-in person and sign out, and no marketing header,
 * Get a Quote button or marketing footer; lists that turn into cards on a phone; the lead page's
 * actions at the bottom of a phone's screen. axe finds nothing on any admin page at either width,
 * each page hydrated; the same visits read the board's help for the width and the leads list's
 * pipeline numbers (docs/decisions/0103).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function tag(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A contact message from a visitor: a lead of kind Contact, with a phone number. */
async function sendLead(request: APIRequestContext) {
  const id = tag("layout");
  const who = { name: `Lin ${id}`, email: `${id}@example.com` };
  const response = await request.post("/api/leads/contact", {
    form: { ...who, phone: "(626) 555-0142", message: "Two new circuits in the garage, please." },
  });
  expect(response.status(), await response.text()).toBe(200);
  return who;
}

/** The href of the lead's own page, as the list links it. */
async function leadHref(page: Page, name: string): Promise<string> {
  await page.goto("/admin/leads");
  const link = page.getByRole("main").getByRole("link", { name, exact: true });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}/);
  return href ?? "";
}

/** Every admin page, with the heading it shows. */
async function adminPages(page: Page, request: APIRequestContext) {
  const lead = await sendLead(request);
  const person = uniquePerson("Noor");
  await submitForms(request, person, 1, 2);
  const personKey = encodeURIComponent(`${person.first} ${person.last}`.toLowerCase());
  return [
    { path: "/admin/progress", heading: "Employee Form Progress" },
    { path: `/admin/progress/${personKey}`, heading: `${person.first} ${person.last}` },
    { path: "/admin/leads", heading: "Leads Dashboard" },
    { path: "/admin/leads/board", heading: "Lead board" },
    { path: await leadHref(page, lead.name), heading: lead.name },
    { path: "/admin/projects", heading: "Projects" },
    { path: "/admin/projects/new", heading: "New project" },
    { path: "/admin/people", heading: "People" },
    { path: "/admin/integrations", heading: "Integration Configurations" },
    { path: "/admin/company", heading: "Company profile" },
    { path: "/admin/outbox", heading: "Outbox" },
    { path: "/admin/audit", heading: "Audit Log" },
    { path: "/admin/privacy", heading: "Privacy" },
  ];
}

/**
 * What the board and the leads list show at a width, read in the sweep's visit of each
 * (the board's keyboard, form and drag moves are lead-board.spec.ts's).
 */
const PAGE_CHECKS: Record<string, (page: Page, phone: boolean) => Promise<void>> = {
  "/admin/leads/board": async (page, phone) => {
    // Dragging needs a mouse: a phone is told the ways that work there.
    const help = page
      .getByRole("main")
      .getByText(/press the left or right arrow key/)
      .filter({ visible: true });
    await expect(help).toBeVisible();
    if (phone) {
      await expect(help).toContainText("Choose a stage in a card's list and press Move");
      await expect(page.getByRole("main").getByText(/Drag a card/)).toBeHidden();
      await expect(help).toHaveCount(1);
    } else await expect(help).toContainText("Drag a card to another column");
    await reviewShot(page, `board-${phone ? 390 : 1280}`);
  },
  "/admin/leads": async (page, phone) => {
    const numbers = page.getByRole("main").getByRole("region", { name: "Pipeline numbers" });
    await expect(numbers.getByRole("region", { name: "Leads by stage" })).toBeVisible();
    await expect(numbers.getByRole("table", { name: /Conversion by source/ })).toBeVisible();
    await expect(numbers.getByRole("figure", { name: "New vs. won, per week" })).toBeVisible();
    await reviewShot(page, `numbers-${phone ? 390 : 1280}`);
  },
};

function adminNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Admin" });
}

/** The admin layout, and none of the public site's header, quote button or footer. */
async function expectAdminLayout(page: Page) {
  const banner = page.getByRole("banner");
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole("link", { name: /admin home/i })).toBeVisible();
  await expect(banner).toContainText("Site Administrator");
  await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(banner.getByRole("link", { name: /public site/i })).toBeVisible();
  await expect(adminNav(page)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Get a Quote/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Quick Links" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
}

async function expectNoSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

for (const [label, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`every admin page has the admin layout, no sideways scrolling and no axe violations (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const pages = await adminPages(page, request);
    // An axe run takes seconds on a loaded two-core machine: the time grows with the pages.
    test.setTimeout(20_000 * pages.length);
    for (const { path, heading } of pages) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
        await expectAdminLayout(page);
        await expectNoSidewaysScrolling(page);
        await PAGE_CHECKS[path]?.(page, label === "phone");
        await expectNoAxeViolations(page, path);
      });
    }
  });
}

test("the admin navigation marks the current page and fits a phone: every link reachable by keyboard and touch", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admin/leads");
  await waitForHydration(page);
  const nav = adminNav(page);
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  // The navigation is one line that scrolls on its own: the page does not.
  const links = nav.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(7);
  await expectNoSidewaysScrolling(page);

  // The keyboard walks every link; the focused one is scrolled into view.
  await links.first().focus();
  for (let index = 1; index < count; index++) {
    await page.keyboard.press("Tab");
    await expect(links.nth(index)).toBeFocused();
    await expect(links.nth(index)).toBeInViewport();
  }
  // The last one opens its page, which is then the current one.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(adminNav(page).getByRole("link", { name: "Privacy" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(adminNav(page).getByRole("link", { name: "Privacy" })).toBeInViewport();

  // A tap works the same.
  await adminNav(page).getByRole("link", { name: "People" }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("People");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin layout and its navigation work as plain pages", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/admin/progress");
    await expectAdminLayout(page);
    await adminNav(page).getByRole("link", { name: "Outbox" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Outbox");
    await expect(adminNav(page).getByRole("link", { name: "Outbox" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page
      .getByRole("banner")
      .getByRole("link", { name: /public site/i })
      .click();
    await expect(page).toHaveURL(/\/(#home)?$/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);
  });
});

test("on a phone the leads list comes first, a list of cards: name, contact and kind (its form) readable without sideways scrolling, filters folded, Clear All after the list", async ({
  page,
  request,
}) => {
  const lead = await sendLead(request);
  await page.setViewportSize(PHONE);
  await page.goto("/admin/leads");
  // Still a table for assistive technology: one row per lead, named by the lead.
  const row = page.getByRole("main").getByRole("row", { name: new RegExp(lead.name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(lead.email);
  await expect(row).toContainText("Contact Form");
  const box = await row.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  // A card, not a squeezed table: its name, e-mail and kind are stacked inside it, each whole.
  for (const text of [lead.name, lead.email, "Contact Form"]) {
    const part = row.getByText(text, { exact: true });
    const partBox = await part.boundingBox();
    expect(partBox?.width ?? 0).toBeGreaterThan(0);
    expect((partBox?.x ?? 0) + (partBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  const heading = page.getByRole("main").getByRole("columnheader", { name: "Email" });
  await expect(heading).not.toBeInViewport();
  await expectNoSidewaysScrolling(page);

  // The list comes first: its first lead (whichever it is: other specs send leads meanwhile) in
  // view, the filters folded away behind one control, Clear All after the list.
  const main = page.getByRole("main");
  const firstRow = main.locator(".record-rows > tr").first();
  await expect(firstRow).toBeInViewport();
  const filters = main.getByRole("group", { name: /Filters/ });
  await expect(main.getByRole("link", { name: "Follow-up due" })).toBeHidden();
  await filters.getByText(/^Filters/).click();
  await expect(main.getByRole("link", { name: "Follow-up due" })).toBeVisible();
  const clearBox = await main.getByRole("button", { name: "Clear All" }).boundingBox();
  const firstRowBox = await firstRow.boundingBox();
  expect(clearBox?.y ?? 0).toBeGreaterThan(firstRowBox?.y ?? 0);

  // At desktop width the same list is a table with its headings.
  await page.setViewportSize(DESKTOP);
  await expect(heading).toBeVisible();
  const nameBox = await row.getByRole("rowheader").boundingBox();
  const emailBox = await row.getByText(lead.email, { exact: true }).boundingBox();
  // On one row: the e-mail sits within the height of the name's cell.
  expect(emailBox?.y ?? -1).toBeGreaterThanOrEqual(nameBox?.y ?? 0);
  expect((emailBox?.y ?? 0) + (emailBox?.height ?? 0)).toBeLessThanOrEqual(
    (nameBox?.y ?? 0) + (nameBox?.height ?? 0),
  );

  // Loaded at 1280 px, the filters are open without a click, and Clear All sits beside the heading.
  await page.reload();
  await expect(main.getByRole("link", { name: "Follow-up due" })).toBeVisible();
  const pageHeading = await main.getByRole("heading", { level: 1 }).boundingBox();
  const wideClear = await main.getByRole("button", { name: "Clear All" }).boundingBox();
  expect(Math.abs((wideClear?.y ?? 0) - (pageHeading?.y ?? 0))).toBeLessThan(40);
});

test("on a phone the lead page's call and e-mail actions sit at the bottom of the screen", async ({
  page,
  request,
}) => {
  const lead = await sendLead(request);
  await page.setViewportSize(PHONE);
  await page.goto(await leadHref(page, lead.name));
  const actions = page.getByRole("main").getByRole("region", { name: "Lead actions" });
  const call = actions.getByRole("link", { name: "Call" });
  const email = actions.getByRole("link", { name: /e-?mail/i });
  await expect(call).toHaveAttribute("href", "tel:6265550142");
  await expect(email).toHaveAttribute("href", `mailto:${lead.email}`);
  for (const action of [call, email]) {
    await expect(action).toBeInViewport();
    const box = await action.boundingBox();
    // In the lower third of the screen, big enough for a thumb.
    expect(box?.y ?? 0).toBeGreaterThan((PHONE.height * 2) / 3);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // Still there after scrolling to the end of the page, and covering none of it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(call).toBeInViewport();
  const lastField = page.getByRole("main").getByText("Lead ID");
  await lastField.scrollIntoViewIfNeeded();
  const fieldBox = await lastField.boundingBox();
  const barBox = await actions.boundingBox();
  expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
});

test("an admin page that fails keeps the admin layout: a lead that does not exist", async ({
  page,
}) => {
  const response = await page.goto("/admin/leads/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Page not found",
  );
  await expectAdminLayout(page);
  await expectNoAxeViolations(page);
});

test.describe("outside the admin area", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the sign-in page keeps the public layout", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Admin" })).toHaveCount(
      0,
    );
  });
});
