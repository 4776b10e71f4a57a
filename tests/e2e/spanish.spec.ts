import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { englishLeft } from "./english-left";
import { waitForHydration } from "./support";

/** The public pages already in Spanish, by their English path. */
const TRANSLATED_PAGES = [
  "/",
  "/features",
  "/software-tools",
  "/pricing",
  "/services/copper-fiber",
  "/services/3phase",
  "/services/industrial-utility",
  "/services/automation",
  "/services/pos-systems",
  "/services/general-contracting",
  "/team/subcontractors",
  "/team/general-contractors",
  "/privacy-policy",
  "/terms-of-service",
  "/software-solutions/configuration",
  "/team/employees",
];

/**
 * Public Spanish pages that search engines are asked to leave alone (no canonical link, no
 * alternates): the trial form and the account pages a hire reaches before signing in.
 */
const UNINDEXED_PAGES = [
  "/leads/trial",
  "/account/login",
  "/account/forgot-password",
  "/account/set-password",
];

const ORIGIN = /^https?:\/\/[^/]+/;

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
    );
}

test("a browser that prefers English is offered nothing; the selector moves between /features#jobs and /es/features#jobs and remembers the choice", async ({
  page,
  context,
}) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(page.getByTestId("language-offer")).toHaveCount(0);

  await page.goto("/features?ref=menu#jobs");
  await waitForHydration(page);
  await page.getByTestId("language-select").click();
  await page.waitForURL("**/es/features?ref=menu#jobs");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");

  await waitForHydration(page);
  await expect(page.getByTestId("language-select")).toHaveText(/English/);
  await page.getByTestId("language-select").click();
  await page.waitForURL(/\/features\?ref=menu#jobs$/);
  expect(new URL(page.url()).pathname).toBe("/features");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the selector shows and switches", async ({ page }) => {
    await page.goto("/es/");
    await waitForHydration(page);
    const select = page.getByTestId("language-select");
    await expect(select).toBeVisible();
    await select.click();
    await page.waitForURL(/\/#home$|\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("is offered the Spanish page, never sent there, and can dismiss the offer for good; accepting switches to the same page in Spanish", async ({
    page,
    context,
  }) => {
    await test.step("offered, never sent there, dismissed for good", async () => {
      await page.goto("/pricing");
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/pricing");
      const offer = page.getByTestId("language-offer");
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute("lang", "es");
      await offer.getByRole("button", { name: "No, gracias" }).click();
      await expect(offer).toBeHidden();
      expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId("language-offer")).toHaveCount(0);
    });

    await test.step("offered again to a browser that has not chosen, and accepted", async () => {
      await context.clearCookies();
      await page.goto("/pricing");
      await waitForHydration(page);
      await page
        .getByTestId("language-offer")
        .getByRole("button", { name: "Ver en español" })
        .click();
      await page.waitForURL("**/es/pricing");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  });
});

/**
 * Each Spanish page is in Spanish (lang="es", no English sentence of the catalogue shown), the
 * indexed ones with their canonical and hreflang links; axe finds nothing on any of them. One
 * visit per page and width: the checks of a page's words and links at 1280 px beside its axe
 * pass (docs/decisions/0103).
 */
async function expectInSpanish(page: Page, path: string) {
  const spanishPath = path === "/" ? "/es/" : `/es${path}`;
  await expect(page.locator("html"), spanishPath).toHaveAttribute("lang", "es");
  if (TRANSLATED_PAGES.includes(path)) {
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical?.replace(ORIGIN, ""), spanishPath).toBe(spanishPath);
    const links = await alternates(page);
    expect(links.en?.replace(ORIGIN, ""), spanishPath).toBe(path);
    expect(links.es?.replace(ORIGIN, ""), spanishPath).toBe(spanishPath);
    expect(links["x-default"]?.replace(ORIGIN, ""), spanishPath).toBe(path);
  }
  expect(await englishLeft(page), spanishPath).toEqual([]);
  if (path === "/") {
    // The offices go by their Spanish names on Spanish pages (by their names on English ones:
    // home.spec.ts).
    await expect(page.locator("footer")).toContainText("Oficina central");
    await expect(page.locator("footer")).not.toContainText("Headquarters");
    const jsonLd = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join("\n");
    expect(jsonLd).toContain("Oficina de Florida");
    expect(jsonLd).not.toContain("Florida Office");
  }
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const what =
    label === "desktop"
      ? 'each Spanish page is in Spanish, with lang="es", the indexed ones with their canonical and hreflang links, and axe finds no violations on it'
      : "axe finds no violations on the Spanish pages";
  test(`${what} (${label})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of [...TRANSLATED_PAGES, ...UNINDEXED_PAGES]) {
      const spanishPath = path === "/" ? "/es/" : `/es${path}`;
      const response = await page.goto(spanishPath);
      expect(response?.status(), spanishPath).toBe(200);
      if (label === "desktop") await expectInSpanish(page, path);
      await expectNoAxeViolations(page, spanishPath);
    }
  });
}

test("the configuration page's card editor speaks Spanish: labels, errors and notices", async ({
  page,
}) => {
  await page.goto("/es/software-solutions/configuration");
  await page.waitForFunction(
    () => localStorage.getItem("software-solutions:configurations") !== null,
  );
  const graph = page
    .getByRole("main")
    .getByRole("article", { name: "Microsoft Graph", exact: true });
  await graph.getByRole("button", { name: "Editar Microsoft Graph" }).click();
  await expect(graph.getByText("En edición", { exact: true })).toBeVisible();
  await graph.getByRole("switch", { name: "Activada" }).click();
  await graph.getByLabel("URI de redirección", { exact: true }).fill("no es una url");
  await graph.getByRole("button", { name: "Guardar Microsoft Graph" }).click();
  await expect(graph).toContainText(
    "El campo ID de cliente es obligatorio para la integración con Microsoft Graph",
  );
  await expect(graph).toContainText("El campo URI de redirección debe ser una URL válida");
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.locator("li[data-kind]")).toContainText(
    "Corrija los errores de validación antes de enviar.",
  );
  const left = (await englishLeft(page)).filter((sentence) => sentence !== "Microsoft Graph");
  expect(left).toEqual([]);
});
