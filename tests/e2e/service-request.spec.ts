import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, rawKeysShown, waitForMail } from "./support";

/**
 * The service desk's request form (docs/service-desk.md#requests): the office sets up a client
 * with a site and two contacts; on a phone without JavaScript, in English and in Spanish, a
 * contact's request for their store becomes a work order (its number by e-mail) and a stranger's
 * request a lead, and the page answers both exactly alike, naming the 24/7 line.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const STORE = `S${stamp}`;
const fran = `fran-${stamp}@chain.example`;
const rita = `rita-${stamp}@chain.example`;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  return context.newPage();
}

test("the office creates a client with a site and two contacts; the pages are axe-clean", async ({
  browser,
}) => {
  // Two axe passes over a page of many forms: 20-40 s alone on a loaded machine.
  test.slow();
  const admin = await adminPage(browser);
  await admin.goto("/admin/clients");
  await admin.getByLabel("Client name").fill(`Chain ${stamp}`);
  await admin.getByLabel("Default not-to-exceed (dollars)").fill("750");
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Chain ${stamp}`);
  const addSite = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add site" }) });
  await addSite.getByLabel("Site number").fill(STORE);
  await addSite.getByLabel("Name").fill("Pasadena");
  await addSite.getByLabel("Address").fill("10 Colorado Blvd, Pasadena, CA");
  await addSite.getByLabel("Time zone").fill("America/Los_Angeles");
  await addSite.getByRole("button", { name: "Add site" }).click();
  await expect(admin.getByText(`Site ${STORE} added.`)).toBeVisible();
  for (const [name, email, language] of [
    ["Fran Manager", fran, "English"],
    ["Rita Regional", rita, "Spanish"],
  ] as const) {
    const add = admin
      .locator("form")
      .filter({ has: admin.getByRole("button", { name: "Add contact" }) });
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("E-mail").fill(email);
    await add.getByLabel("Language").selectOption({ label: language });
    await add.getByRole("button", { name: "Add contact" }).click();
    await expect(admin.getByText(`Contact ${name} added.`)).toBeVisible();
  }
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
  }
  // The request form too (axe needs a script: the form's own test runs without one).
  for (const path of ["/service", "/es/service"]) {
    await admin.goto(path);
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(admin);
    }
  }
  await admin.context().close();
});

async function request(page: Page, path: string, email: string, labels: Record<string, string>) {
  await page.goto(path);
  // Within the form: the header's trial menu has an e-mail field of the same name.
  const form = page.getByRole("region", { name: labels.heading });
  await form.getByLabel(labels.name!).fill("Fran Manager");
  await form.getByLabel(labels.company!).fill("Chain Stores");
  await form.getByLabel(labels.email!).fill(email);
  await form.getByLabel(labels.phone!).fill("(626) 555-0100");
  await form.getByLabel(labels.site!).fill(STORE);
  await form.getByLabel(labels.trade!).fill("Electrical");
  await form.getByLabel(labels.priority!).selectOption("emergency");
  await form.getByLabel(labels.description!).fill("The POS circuit tripped, three lanes down.");
  await form.getByRole("button", { name: labels.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path}#service-request-answer$`));
  return (
    (await page.getByRole("region", { name: labels.heading }).getByRole("status").textContent()) ??
    ""
  );
}

const ENGLISH = {
  name: "Your name",
  company: "Company",
  email: "E-mail",
  phone: "Phone",
  site: "Store number or site address",
  trade: "Trade or category",
  priority: "Priority",
  description: "What is wrong",
  submit: "Send request",
  heading: "Your request",
};

const SPANISH = {
  name: "Su nombre",
  company: "Empresa",
  email: "Correo electrónico",
  phone: "Teléfono",
  site: "Número de tienda o dirección del sitio",
  trade: "Especialidad o categoría",
  priority: "Prioridad",
  description: "Qué falla",
  submit: "Enviar solicitud",
  heading: "Su solicitud",
};

for (const [path, labels, contact, stranger, subjects] of [
  ["/service", ENGLISH, fran, `someone-${stamp}@example.com`, ["Service request received"]],
  [
    "/es/service",
    SPANISH,
    rita,
    `alguien-${stamp}@example.com`,
    ["Solicitud de servicio recibida"],
  ],
] as const) {
  test(`${path} at 390 px without JavaScript: a contact's request is a work order, a stranger's a lead, the same answer`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }).first()).toBeVisible();
    expect(await rawKeysShown(page)).toEqual([]);

    const known = await request(page, path, contact, labels);
    // The contact's language: Rita's is Spanish, whatever page she wrote from.
    const order = await waitForMail(contact, new RegExp(`^${subjects[0]}: WO-\\d{6}$`));
    expect(order.text).toContain("(America/Los_Angeles)");
    const unknown = await request(page, path, stranger, labels);
    expect(unknown).toBe(known);
    expect(known).toMatch(/24\/7/);
    const lead = await waitForMail(stranger, new RegExp(`^${subjects[0]}$`));
    expect(lead.text).not.toContain("WO-");
    await context.close();
  });
}
