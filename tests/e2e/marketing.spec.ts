import { expect, type Page, test } from "@playwright/test";
import { FEATURE_IDS } from "../../app/marketing/feature-ids";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./support";

const SERVICES: Array<[path: string, title: string]> = [
  ["/services/copper-fiber", "Copper & Fiber Ethernet Cabling"],
  ["/services/3phase", "3-Phase Electrical Installations"],
  ["/services/industrial-utility", "Industrial Utility Services"],
  ["/services/automation", "Automation & Control Systems"],
  ["/services/pos-systems", "POS Systems"],
  ["/services/general-contracting", "General Contracting"],
];

test("the marketing figures are in the served HTML and the counters end on them", async ({
  page,
  request,
}) => {
  const figures = ["35%", "25%", "60%", "99.9%", "7-day", "100+"];
  const html = await (await request.get("/features")).text();
  for (const figure of figures) expect(html).toContain(figure.replace("-day", ""));

  // The page's clock stands still unless the test moves it: the count is seen midway, then at
  // its end.
  await page.clock.install({ time: new Date("2026-03-02T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T10:00:01Z"));
  await page.goto("/features");
  await waitForHydration(page);
  const counters = page.locator("[data-counter-value]");
  await expect(counters).toHaveCount(6);
  await counters.first().scrollIntoViewIfNeeded();
  await expect(counters.first()).toHaveText("0%");
  // 50 steps of 30 ms: after 10 steps, a fifth of the way.
  await page.clock.runFor(10 * 30);
  await expect(counters.first()).toHaveText("7%");
  await page.clock.runFor(41 * 30);
  await expect(counters).toHaveText(["35%", "25%", "60%", "99.9%", "7-day", "100+"]);
});

test("Back to Services returns to the services section of home", async ({ page }) => {
  await page.goto("/services/3phase");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Back to Services/ })
    .click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator("#services")).toBeInViewport();
});

const AXE_PAGES = [
  "/features",
  "/software-tools",
  "/pricing",
  ...SERVICES.map(([path]) => path),
  "/privacy-policy",
  "/terms-of-service",
  "/team/subcontractors",
  "/team/general-contractors",
];

/**
 * What each public page shows and links, checked at 1280 px in the visit of its desktop axe
 * pass (one visit per page and width, docs/decisions/0103).
 */
const PAGE_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  ...Object.fromEntries(
    SERVICES.map(([path, title]) => [path, (page: Page) => expectServicePage(page, title)]),
  ),
  "/features": async (page) => {
    // The features page has its ten cards, and Learn more lands on each card.
    await expect(page).toHaveTitle(/^Software Solutions \|/);
    for (const id of FEATURE_IDS) {
      const card = page.locator(`article#${id}`);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link", { name: /Learn more/ })).toHaveAttribute(
        "href",
        `/features#${id}`,
      );
    }
    await page
      .locator("article#analytics")
      .getByRole("link", { name: /Learn more/ })
      .click();
    await expect(page).toHaveURL(/\/features#analytics$/);
    await expect(page.locator("article#analytics")).toBeInViewport();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Get Gatsy Pricing" }),
    ).toHaveAttribute("href", "/pricing");
    // The header's Get a Quote opens the external quote form in a new tab.
    const quote = page.getByRole("link", { name: /Get a Quote/ }).first();
    await expect(quote).toHaveAttribute("target", "_blank");
    await expect(quote).toHaveAttribute("rel", /noopener/);
    // Explore Tools scrolls to the cards.
    await page
      .getByRole("main")
      .getByRole("link", { name: /Explore Tools/ })
      .click();
    await expect(page.locator("#tools")).toBeInViewport();
  },
  "/pricing": async (page) => {
    // The pricing page has its form, the next steps and the call-us hours.
    const main = page.getByRole("main");
    for (const label of ["Name", "Email", "Phone"])
      await expect(main.getByLabel(label, { exact: false }).first()).toBeVisible();
    await expect(main.getByRole("heading", { name: "What happens next?" })).toBeVisible();
    await expect(main).toContainText("Monday-Friday 9:00 AM-5:00 PM");
    await expect(
      main.getByRole("link", { name: /features|Software Solutions/i }).first(),
    ).toBeVisible();
  },
  // The legal pages are complete and link back home.
  "/terms-of-service": async (page) => {
    await expect(page.getByRole("main")).toContainText("January 2025");
    await expect(
      page.getByRole("main").getByRole("link", { name: /Back to Home/ }),
    ).toHaveAttribute("href", "/");
  },
  "/privacy-policy": async (page) => {
    await expect(page.getByRole("main")).toContainText("Glendora, CA");
    await expect(
      page.getByRole("main").getByRole("link", { name: /Back to Home/ }),
    ).toHaveAttribute("href", "/");
  },
  // The contractor portals list their four items and link to contact.
  "/team/subcontractors": async (page) => {
    for (const item of [
      "COI Requirements",
      "Labor Compliance Requirements",
      "Bond Inquiries Information",
      "Billing Requirements",
    ]) {
      await expect(page.getByRole("main")).toContainText(item);
    }
  },
};

/** A service page: its title, breadcrumb, back link and quote button; its search-engine essentials. */
async function expectServicePage(page: Page, title: string) {
  await expect(page).toHaveTitle(
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute(
    "href",
    /^\/(#home)?$/,
  );
  await expect(breadcrumb.getByRole("link", { name: "Services" })).toHaveAttribute(
    "href",
    "/#services",
  );
  await expect(
    page.getByRole("main").getByRole("link", { name: /Back to Services/ }),
  ).toHaveAttribute("href", "/#services");
  const quote = page.getByRole("main").getByRole("link", { name: /Get Your Quote Today/ });
  await expect(quote).toHaveAttribute("target", "_blank");
  await expect(quote).toHaveAttribute("href", "/quote");
  // Pages carry search-engine essentials.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/company-images\/[0-9a-f]{16}\/social\.png$/,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => {
    const value = JSON.parse(text);
    return [value["@type"]].flat();
  });
  expect(types).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
}

test("the general contractors' portal, by its old address, lists its four items and links to contact", async ({
  page,
}) => {
  await page.goto("/employees/gcs");
  for (const item of [
    "W-9 Forms",
    "DIR Information",
    "Insurance Coverage & Limits",
    "Banking/Check Remittance Info",
  ]) {
    await expect(page.getByRole("main")).toContainText(item);
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/team\/general-contractors$/,
  );
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Contact/ })
      .first(),
  ).toHaveAttribute("href", "/#contact");
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const what =
    label === "desktop"
      ? "the public pages show and link what they should, and axe finds no violations on them"
      : "axe finds no violations on the public pages";
  test(`${what} (${label})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of AXE_PAGES) {
      await page.goto(path);
      if (label === "desktop") await PAGE_CHECKS[path]?.(page);
      await expectNoAxeViolations(page, path);
    }
  });
}
