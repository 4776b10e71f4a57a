import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, waitForHydration, waitForMail } from "./support";

/**
 * One page per office (docs/product.md#office-pages) of the company profile. The example profile's Glendora
 * office has its page with address, map link, phone, hours, services and markets and its own
 * LocalBusiness (Electrician) JSON-LD; a contact from it reaches the inbox and the pipeline
 * tagged with the office; the footer and the home page's Contact section link it (home.spec.ts,
 * in its one visit of the home page).
 */

const GLENDORA = "/locations/glendora";

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the Glendora page shows its address, map link, phone, hours, services and markets", async ({
  page,
}) => {
  const response = await page.goto(GLENDORA);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("s-maxage");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Headquarters: Glendora, CA");
  await expect(main.locator("[data-office-address]")).toHaveText(
    "100 Example Avenue, Glendora, CA 91741",
  );
  await expect(main.getByRole("link", { name: /Open Headquarters in a map/ })).toHaveAttribute(
    "href",
    /query=100%20Example%20Avenue%2C%20Glendora/,
  );
  await expect(main.getByRole("link", { name: "(555) 010-0100" })).toBeVisible();
  const hours = main.getByRole("table", { name: "Opening hours of Headquarters" });
  await expect(hours.getByRole("row", { name: /Monday-Friday/ })).toContainText("9:00 AM-5:00 PM");
  await expect(hours.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
  const services = main.getByRole("region", { name: "Services from this office" });
  await expect(services.getByRole("link")).toHaveCount(6);
  await expect(main.getByRole("region", { name: "Markets we serve" })).toContainText("Banking");
  await expect(
    page.getByRole("link", { name: "Florida Office in Pompano Beach, FL" }),
  ).toHaveAttribute("href", "/locations/pompano-beach");

  // Its JSON-LD: a LocalBusiness (Electrician) with this office's address and hours.
  const office = (await jsonLdOf(page)).find((doc) =>
    String(doc["@id"] ?? "").endsWith(`${GLENDORA}#office`),
  );
  expect(office).toBeDefined();
  expect(office?.["@context"]).toBe("https://schema.org");
  expect(office?.["@type"]).toContain("Electrician");
  expect(office?.address).toMatchObject({
    "@type": "PostalAddress",
    streetAddress: "100 Example Avenue",
    addressLocality: "Glendora",
    addressRegion: "CA",
    postalCode: "91741",
  });
  expect(office?.openingHoursSpecification).toEqual([
    expect.objectContaining({ opens: "09:00", closes: "17:00" }),
    expect.objectContaining({ opens: "10:00", closes: "14:00" }),
  ]);
  expect(office?.url).toMatch(/\/locations\/glendora$/);
  expect(office?.parentOrganization).toMatchObject({ "@id": expect.stringMatching(/#business$/) });

  // Its Spanish twin, named in hreflang; an office the profile does not have is a 404.
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    "href",
    /\/es\/locations\/glendora$/,
  );
  await page.goto(`/es${GLENDORA}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Oficina central: Glendora, CA",
  );
  const missing = await page.goto("/locations/atlantis");
  expect(missing?.status()).toBe(404);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/locations/glendora</loc>");
  expect(sitemap).toContain("/es/locations/pompano-beach</loc>");
});

test("a contact from the office page reaches the inbox and the pipeline tagged with the office", async ({
  page,
  browser,
}) => {
  const name = `Olga Office ${Date.now().toString(36)}`;
  await page.goto(GLENDORA);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Contact the Glendora office" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("olga@client.example.com");
  await form.getByLabel("Message").fill("We need a new panel at our Glendora branch.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form).toContainText("Message sent successfully!");

  const mail = await waitForMail(
    "info@example.com",
    new RegExp(`New contact message from ${name}`),
  );
  expect(mail.text).toMatch(/Office:?\s+Headquarters \(Glendora, CA\) \/locations\/glendora/);

  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const office = await admin.newPage();
  await office.goto("/admin/leads");
  await office.getByRole("main").getByRole("link", { name }).first().click();
  await expect(office.getByRole("main")).toContainText("Headquarters (Glendora, CA)");
  await admin.close();
});

test("without JavaScript the office's form posts to its page and keeps the office", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const name = `Nora Nojs ${Date.now().toString(36)}`;
  await page.goto("/es/locations/pompano-beach");
  const form = page.getByRole("region", { name: "Contacte con la oficina de Pompano Beach" });
  await form.getByLabel("Nombre").fill(name);
  await form.getByLabel("Correo electrónico").fill("nora@client.example.com");
  await form.getByLabel("Mensaje").fill("Necesitamos cableado en Pompano Beach.");
  await form.getByRole("button").click();
  await expect(page).toHaveURL(/\/es\/locations\/pompano-beach(#contact-answer)?$/);
  const mail = await waitForMail(
    "info@example.com",
    new RegExp(`New contact message from ${name}`),
  );
  expect(mail.text).toContain("Florida Office (Pompano Beach, FL) /locations/pompano-beach");
  await context.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the office page has no accessibility violations at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(GLENDORA);
    await expectNoAxeViolations(page);
  });
}
