import { type Browser, expect, type Page, test } from "@playwright/test";
import { company } from "../../app/company/fixed-facts";
import { expectNoAxeViolations } from "./axe";
import { englishLeft } from "./english-left";
import { ADMIN_STATE, linkFromMail, rawKeysShown, waitForHydration, waitForMail } from "./support";

/**
 * The Spanish site's forms and the Spanish hire (docs/product.md#languages): at /es/ the contact,
 * pricing and trial forms work with and without JavaScript and answer in Spanish; the lead is
 * stored with the language es; the visitor's acknowledgement is in Spanish; a hire invited in
 * Spanish gets a Spanish e-mail and a Spanish portal.
 */

function visitor(form: string) {
  const tag = `${form}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Ana ${tag}`, email: `${tag}@example.com` };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

const CONTACT_SUCCESS = "¡Mensaje enviado! Le responderemos muy pronto.";
const PRICING_SUCCESS =
  "¡Solicitud de precios enviada! En menos de 24 horas le enviaremos una cotización a la medida.";
const TRIAL_SUCCESS = "¡Gracias por su interés! Pronto le escribiremos por correo electrónico.";

const contactForm = (page: Page) => page.getByRole("main").locator("#contact form");

async function fillContact(page: Page, who: { name: string; email: string }, email = who.email) {
  const form = contactForm(page);
  await form.getByLabel("Nombre").fill(who.name);
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Mensaje").fill("Necesitamos 40 salidas de cableado Cat6 en la oficina.");
  return form;
}

/** Where the dashboard lists a lead by its name: the row shows its language. */
async function expectSpanishLead(browser: Browser, who: { name: string }) {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto("/admin/leads?language=es");
  const row = page.getByRole("main").getByRole("row", { name: new RegExp(escapeRegExp(who.name)) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").last()).toHaveText("Spanish");
  await context.close();
}

test.describe("the contact form at /es/", () => {
  test("with JavaScript: Spanish errors, then sent, stored as Spanish, acknowledged in Spanish", async ({
    page,
    browser,
  }) => {
    const who = visitor("contacto");
    await page.goto("/es/");
    await waitForHydration(page);
    const form = await fillContact(page, who, "no-es-un-correo");
    // The browser's own check is left out: the server's Spanish message is what is tested.
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form.getByText("Escriba un correo electrónico válido.")).toBeVisible();
    await form.getByLabel("Correo electrónico").fill(who.email);
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);

    const acknowledgement = await waitForMail(who.email, /^Recibimos su mensaje \|/);
    expect(acknowledgement.text).toContain(`Gracias por comunicarse con ${company.name}.`);
    expect(acknowledgement.html).toContain('lang="es"');
    const notification = await waitForMail(
      company.email,
      new RegExp(`^New contact message from ${escapeRegExp(who.name)}$`),
    );
    expect(notification.text).toContain("Language: Spanish (answer in Spanish)");
    await expectSpanishLead(browser, who);
  });

  test("without JavaScript: the page answers in Spanish, errors and success", async ({
    browser,
  }) => {
    const who = visitor("contacto-sin-js");
    const { context, page } = await noScriptPage(browser);
    await page.goto("/es/");
    const form = await fillContact(page, who);
    await form.getByLabel("Mensaje").fill("");
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(/\/es\//);
    await expect(contactForm(page).getByText("Escriba un mensaje.")).toBeVisible();
    await expect(contactForm(page).getByLabel("Nombre")).toHaveValue(who.name);
    await contactForm(page).getByLabel("Mensaje").fill("Hola, necesitamos una cotización.");
    await contactForm(page).getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(contactForm(page).getByText(CONTACT_SUCCESS)).toBeVisible();
    await context.close();
    const acknowledgement = await waitForMail(who.email, /^Recibimos su mensaje \|/);
    expect(acknowledgement.html).toContain('lang="es"');
    await expectSpanishLead(browser, who);
  });
});

test.describe("the pricing form at /es/pricing", () => {
  const pricingForm = (page: Page) => page.getByRole("main").locator("form").first();

  async function fill(page: Page, who: { name: string; email: string }) {
    const form = pricingForm(page);
    await form.getByLabel("Nombre").fill(who.name);
    await form.getByLabel("Correo electrónico").fill(who.email);
    await form.getByLabel("Tamaño de la empresa").selectOption("11-50");
    await form.getByLabel("Ramo").selectOption("electrical");
    return form;
  }

  test("with JavaScript: a Spanish error for a missing phone, then sent", async ({
    page,
    browser,
  }) => {
    const who = visitor("precios");
    await page.goto("/es/pricing");
    await waitForHydration(page);
    const form = await fill(page, who);
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Solicitar precios" }).click();
    await expect(form.getByText("Escriba su número de teléfono.")).toBeVisible();
    await form.getByLabel("Teléfono").fill("(555) 010-2030");
    await form.getByRole("button", { name: "Solicitar precios" }).click();
    await expect(form.getByRole("status")).toHaveText(PRICING_SUCCESS);
    await expectSpanishLead(browser, who);
  });

  test("without JavaScript: a Spanish error for a missing phone, then sent", async ({
    browser,
  }) => {
    const who = visitor("precios-sin-js");
    const { context, page } = await noScriptPage(browser);
    await page.goto("/es/pricing");
    const form = await fill(page, who);
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Solicitar precios" }).click();
    await expect(page).toHaveURL(/\/es\/pricing/);
    await expect(pricingForm(page).getByText("Escriba su número de teléfono.")).toBeVisible();
    await expect(pricingForm(page).getByLabel("Nombre")).toHaveValue(who.name);
    await pricingForm(page).getByLabel("Teléfono").fill("555 010 2030");
    await pricingForm(page).getByRole("button", { name: "Solicitar precios" }).click();
    await expect(page.getByRole("main").getByText(PRICING_SUCCESS)).toBeVisible();
    await context.close();
    await expectSpanishLead(browser, who);
  });
});

test.describe("the trial form of the Spanish Software menu", () => {
  test("without JavaScript: a Spanish error, then the Spanish thank-you", async ({ browser }) => {
    const who = visitor("prueba");
    const { context, page } = await noScriptPage(browser);
    await page.goto("/es/leads/trial");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel("Nombre").fill(who.name);
    await form.getByLabel("Correo electrónico").fill("correo-malo");
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Comenzar prueba gratis" }).click();
    await expect(
      page.getByRole("main").getByText("Escriba un correo electrónico válido."),
    ).toBeVisible();
    await page.getByRole("main").locator("form").getByLabel("Correo electrónico").fill(who.email);
    await page
      .getByRole("main")
      .locator("form")
      .getByRole("button", { name: "Comenzar prueba gratis" })
      .click();
    await expect(page.getByRole("main").getByText(TRIAL_SUCCESS)).toBeVisible();
    await context.close();
    await expectSpanishLead(browser, who);
  });

  test("with JavaScript: from the header's menu, a Spanish error, then answered in Spanish", async ({
    page,
    browser,
  }) => {
    const who = visitor("prueba-js");
    await page.goto("/es/features");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Software", exact: true })
      .hover();
    const menu = page.getByTestId("software-menu");
    await expect(menu).toBeVisible();
    const form = menu.locator('form[action^="/es/leads/trial"]');
    await form.getByLabel("Nombre").fill(who.name);
    await form.getByLabel("Correo electrónico").fill("correo-malo");
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Comenzar prueba gratis" }).click();
    await expect(form.getByText("Escriba un correo electrónico válido.")).toBeVisible();
    await form.getByLabel("Correo electrónico").fill(who.email);
    await form.getByRole("button", { name: "Comenzar prueba gratis" }).click();
    await expect(form.getByRole("status")).toHaveText(TRIAL_SUCCESS);
    await expectSpanishLead(browser, who);
  });
});

test("a hire invited in Spanish gets a Spanish e-mail and a Spanish portal", async ({
  browser,
}) => {
  // An invitation, a password set and two axe passes (2 to 3 s each alone, three times that on a
  // busy CI): 15 s alone, past 30 s in CI.
  test.slow();
  const email = `contratado-${Date.now()}@example.com`;
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/people");
  const main = adminPage.getByRole("main");
  await main.getByLabel("First name").fill("Ana");
  await main.getByLabel("Last name").fill("Ruiz");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Language").selectOption("es");
  await main.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(main.getByRole("status")).toContainText(`Invitation sent to ${email}.`);
  await expect(main.getByRole("row", { name: new RegExp(email) })).toContainText("Spanish");
  await admin.close();

  const invitation = await waitForMail(email, /^Active su cuenta de empleado de /);
  expect(invitation.text).toContain("Hola, Ana:");
  expect(invitation.html).toContain('lang="es"');
  const hire = await browser.newContext();
  const page = await hire.newPage();
  const link = await linkFromMail(email, /^Active su cuenta/);
  expect(new URL(link).pathname).toBe("/es/account/set-password");
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The browser's own length check is left out: the server's Spanish message is what is tested.
  await page
    .getByRole("main")
    .locator("form")
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("main").getByLabel("Contraseña nueva").fill("corto");
  await page.getByRole("main").getByLabel("Confirme la contraseña").fill("corto");
  await page
    .getByRole("main")
    .getByRole("button", { name: "Guardar contraseña e iniciar sesión" })
    .click();
  await expect(page.getByRole("main").getByText("Use al menos 8 caracteres.")).toBeVisible();
  await page.getByRole("main").getByLabel("Contraseña nueva").fill("motor analítico");
  await page.getByRole("main").getByLabel("Confirme la contraseña").fill("motor analítico");
  await page
    .getByRole("main")
    .getByRole("button", { name: "Guardar contraseña e iniciar sesión" })
    .click();
  await expect(page).toHaveURL(/\/es\/team\/employees\/hub$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Le damos la bienvenida, Ana",
  );

  // The hire's pages get only the messages they use (app/i18n/page.tsx): their sizes, and no
  // raw key in either language, on a document load and after the hub's in-app link.
  for (const path of ["/es/team/employees/hub", "/es/employees/info", "/employees/info"]) {
    const bytes = (await (await page.request.get(path)).body()).length;
    test.info().annotations.push({ type: "html-bytes", description: `${path}: ${bytes}` });
  }
  expect(await rawKeysShown(page)).toEqual([]);
  expect(await englishLeft(page)).toEqual([]);
  await expect(page).toHaveTitle(/^Centro del empleado \| /);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Información del empleado/ })
    .click();
  await expect(page).toHaveURL(/\/es\/employees\/info$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Información del empleado",
  );
  await expect(page).toHaveTitle(/^Información del empleado \| /);
  expect(await rawKeysShown(page)).toEqual([]);
  expect(await englishLeft(page)).toEqual([]);
  for (const path of ["/es/employees/info", "/employees/info", "/team/employees/hub"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await rawKeysShown(page), path).toEqual([]);
  }
  // The signed-in Spanish pages, which spanish.spec.ts's axe pass cannot reach.
  for (const path of ["/es/team/employees/hub", "/es/employees/info"]) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
  await page.goto("/team/employees/hub");
  await expect(page).toHaveTitle(/^Employee Hub \| /);

  await page.goto("/es/team/employees");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("tab", { name: "Formularios de empleo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Avance de sus formularios" })).toBeVisible();
  await expect(page.getByText(/de 20 formularios completados/)).toBeVisible();
  await page.getByRole("tab", { name: "Recursos para empleados" }).click();
  await expect(page.getByRole("heading", { name: "Calculadora de millaje" })).toBeVisible();
  await page.getByLabel("Millas de su casa al sitio de trabajo (solo ida)").fill("80");
  await expect(page.locator("output")).toContainText("= $35.00");

  // A password reset asked for on the Spanish page comes in Spanish, to the Spanish page.
  await hire.clearCookies();
  await page.goto("/es/account/forgot-password");
  await page.getByRole("main").getByLabel("Correo electrónico").fill(email);
  await page.getByRole("main").getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("main").getByRole("status")).toBeVisible();
  const reset = await waitForMail(email, /^Restablezca su contraseña de /);
  expect(reset.html).toContain('lang="es"');
  const resetLink = await linkFromMail(email, /^Restablezca su contraseña/);
  expect(new URL(resetLink).pathname).toBe("/es/account/set-password");
  await hire.close();
});
