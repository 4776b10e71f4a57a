import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_STATE, invitePerson, waitForHydration, waitForMail } from "./support";

/**
 * Every admin screen says where you are and what just happened, for the admin and
 * for an office person with lead access, at 1280 and 390 px: the admin layout and its
 * navigation for whoever may open the page, a Lost lead that says so, a Spanish lead answered in
 * Spanish, the board's Move select whole (the leads list first on a phone: admin-layout.spec.ts,
 * with the list's cards). The new-lead
 * e-mail's link to the lead itself and the admin's note on the new hires' portal are read over
 * HTTP (tests/app/office-pages.test.ts).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [
  ["1280", DESKTOP],
  ["390", PHONE],
] as const;

function tag(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A contact message from a visitor, in the language given; gives back who sent it. */
async function sendLead(request: APIRequestContext, first: string, language = "en") {
  const id = tag("where");
  const who = { name: `${first} ${id}`, email: `${id}@example.com` };
  const response = await request.post("/api/leads/contact", {
    form: { ...who, phone: "(626) 555-0142", message: "Two new circuits, please.", language },
  });
  expect(response.status(), await response.text()).toBe(200);
  return who;
}

/** The lead's own page, as the list links it. */
async function leadPath(page: Page, name: string): Promise<string> {
  await page.goto(`/admin/leads`);
  const href = await page
    .getByRole("main")
    .getByRole("link", { name, exact: true })
    .getAttribute("href");
  expect(href).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}/);
  return new URL(href ?? "", "http://x").pathname;
}

function adminNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Admin" });
}

/** The page's heading is drawn on top: nothing (a fixed header) covers its middle. */
async function expectHeadingUncovered(page: Page) {
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeInViewport();
  const covered = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return !(top && (element === top || element.contains(top)));
  });
  expect(covered).toBe(false);
}

test("an office person with lead access gets the admin layout, with exactly their pages and Sign out, at both widths", async ({
  browser,
  page: admin,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `${tag("olive")}@example.com`;
  const office = await invitePerson(browser, admin, {
    firstName: "Olive",
    lastName: "Office",
    email,
  });
  await admin.goto("/admin/people");
  const row = admin.getByRole("main").getByRole("row", { name: new RegExp(email) });
  await row.getByRole("button", { name: "Give lead access" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText("can now work leads");

  // The invitation form is empty again: a second press would not invite the same person twice.
  const main = admin.getByRole("main");
  await main.getByLabel("First name").fill("Ina");
  await main.getByLabel("Last name").fill("Office");
  await main.getByLabel("Email").fill(`${tag("ina")}@example.com`);
  await main.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(main.getByRole("status")).toContainText("Invitation sent to");
  for (const field of ["First name", "Last name", "Email"]) {
    await expect(main.getByLabel(field)).toHaveValue("");
  }

  const lead = await sendLead(request, "Lena");
  const path = await leadPath(admin, lead.name);
  for (const [label, viewport] of WIDTHS) {
    await office.setViewportSize(viewport);
    for (const [address, heading] of [
      ["/admin/leads", "Leads Dashboard"],
      [path, lead.name],
      ["/admin/leads/board", "Lead board"],
    ] as const) {
      await test.step(`${address} at ${label} px`, async () => {
        await office.goto(address);
        await expect(office.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
          heading,
        );
        await expect(office.getByRole("navigation", { name: "Main" })).toHaveCount(0);
        await expect(office.getByRole("contentinfo")).toHaveCount(0);
        await expect(adminNav(office).getByRole("link")).toHaveText(["Leads", "Board"]);
        await expect(
          office.getByRole("banner").getByRole("button", { name: "Sign out" }),
        ).toBeVisible();
        await expectHeadingUncovered(office);
      });
    }
  }
  // A page that is the admin's alone: refused, inside the same layout and navigation.
  const refused = await office.goto("/admin/people");
  expect(refused?.status()).toBe(403);
  await expect(adminNav(office).getByRole("link")).toHaveText(["Leads", "Board"]);
  await expect(office.getByRole("main").getByRole("link", { name: "Back to Leads" })).toBeVisible();
  await office.context().close();
});

test("choosing Lost in the list opens the lead page asking why, focused; a Lost lead then says so at both widths", async ({
  page,
  request,
}) => {
  const lead = await sendLead(request, "Lou");
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin/leads");
  await waitForHydration(page);
  const row = page.getByRole("main").getByRole("row", { name: new RegExp(lead.name) });
  await row.getByRole("combobox", { name: `Status of ${lead.name}` }).selectOption("lost");
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]+\?lost=1#status$/);
  const main = page.getByRole("main");
  const lostForm = main.getByRole("form", { name: "Mark as lost" });
  await expect(lostForm).toContainText(
    "You chose Lost: say why the lead was lost, then press Mark as lost.",
  );
  await expect(lostForm.getByLabel("Why was it lost?")).toBeFocused();
  await lostForm.getByLabel("Why was it lost?").selectOption("price");
  await lostForm.getByLabel("Details").fill("Over budget");
  await lostForm.getByRole("button", { name: "Mark as lost" }).click();
  await expect(main.getByRole("status")).toContainText("Status set to Lost.");

  const leadAddress = new URL(page.url()).pathname;
  for (const [label, viewport] of WIDTHS) {
    await test.step(`at ${label} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(leadAddress);
      // Beside the name: the stage, with its reason.
      const stage = main.getByTestId("lead-stage");
      await expect(stage).toHaveText("Lost: Price");
      await expect(stage).toBeInViewport();
      const headingBox = await main.getByRole("heading", { level: 1 }).boundingBox();
      const stageBox = await stage.boundingBox();
      expect(Math.abs((stageBox?.y ?? 0) - (headingBox?.y ?? 0))).toBeLessThan(
        (headingBox?.height ?? 0) + 16,
      );
      // Marked in the stage control, the reason shown as a fact, not a task.
      const control = main.getByRole("form", { name: "Change the status" });
      await expect(control.getByRole("button", { name: "Lost", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(control.locator("[aria-pressed=true]")).toHaveCount(1);
      await expect(main.getByRole("region", { name: "Status" })).toContainText(
        "Lost because: Price. Over budget",
      );
      await expect(main.getByRole("button", { name: "Change the reason" })).toBeVisible();
    });
  }
});

test("a Spanish lead's page names its language and starts the reply in Spanish; line breaks are kept", async ({
  page,
  request,
}) => {
  const lead = await sendLead(request, "Lucía", "es");
  await page.goto(await leadPath(page, lead.name));
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Lead details" })).toContainText("LanguageSpanish");
  const reply = main.getByRole("region", { name: "Reply by e-mail" });
  await expect(reply).toContainText("in Spanish, the language of the lead");
  await expect(reply.getByLabel("Subject")).toHaveValue("Re: su solicitud de contacto");
  await expect(reply.getByLabel("Message")).toHaveValue(`Hola ${lead.name},\n\n`);
  await expect(reply).toContainText("Saludos cordiales");
  await reply
    .getByLabel("Message")
    .fill(`Hola ${lead.name},\n\nPodemos ir el martes.\nO el miércoles.\n\nGracias.`);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(main.getByRole("status")).toContainText(`Reply queued for ${lead.email}.`);
  const sent = await waitForMail(lead.email, /^Re: su solicitud de contacto$/);
  expect(sent.html).toContain("Podemos ir el martes.<br>O el miércoles.");
  expect(sent.text).toContain("Podemos ir el martes.\nO el miércoles.\n\nGracias.");
  expect(sent.text).toContain("Saludos cordiales,");
  expect(sent.html).toContain('lang="es"');
});

test("at 1280 px the board's Move select is whole, and a Lost card shows its reason", async ({
  page,
  request,
}) => {
  const lead = await sendLead(request, "Bo");
  const path = await leadPath(page, lead.name);
  await page.goto(`${path}?lost=1`);
  const lostForm = page.getByRole("main").getByRole("form", { name: "Mark as lost" });
  await lostForm.getByLabel("Why was it lost?").selectOption("competitor");
  await lostForm.getByRole("button", { name: "Mark as lost" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Status set to Lost.");

  await page.setViewportSize(DESKTOP);
  await page.goto("/admin/leads/board");
  const card = page.getByRole("main").getByRole("article", { name: lead.name });
  await expect(card).toContainText("Chose another company");
  const select = card.getByLabel(`Move ${lead.name} to`);
  const fits = await select.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cardBox = (element.closest("article") as HTMLElement).getBoundingClientRect();
    const select = element as HTMLSelectElement;
    const longest = Math.max(...[...select.options].map((option) => option.text.length));
    return {
      inside: box.left >= cardBox.left - 0.5 && box.right <= cardBox.right + 0.5,
      // Room for the longest stage name and the arrow: about one average glyph per letter.
      roomy: box.width >= longest * 6 + 24,
    };
  });
  expect(fits).toEqual({ inside: true, roomy: true });
});
