import { type Browser, expect, type Locator, type Page, type Route, test } from "@playwright/test";
import { company } from "../../app/company/fixed-facts";
import { timings } from "../../app/site/timings";
import { messages } from "../support/spec-texts";
import { waitForHydration, waitForMail } from "./support";

/**
 * The three lead forms (docs/product.md#lead-forms), in Chromium, with and without JavaScript: what the visitor sees
 * (busy text, the exact messages and how long they stay) and the company's
 * notification in the local SMTP server's inbox.
 */

const INBOX = company.email;

/** A name and address no other test uses, so the caught mail can be told apart. */
function visitor(form: string) {
  const tag = `${form}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Ada ${tag}`, email: `${tag}@example.com` };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Holds the form's POST until `release` is called, so the busy state can be looked at however
 * fast the server answers.
 */
async function holdNextPost(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = true;
  const held = new Promise<void>((resolveHeld) => {
    void page.route(
      () => true,
      async (route: Route) => {
        if (!holding || route.request().method() !== "POST") return route.fallback();
        holding = false;
        resolveHeld();
        await released;
        await route.fallback();
      },
    );
  });
  return { held, release };
}

/** Stops the page's clock, so a banner's timer only moves when the test moves it. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** A banner shown for `durationMs`: still there just before, gone just after. */
async function expectShownFor(page: Page, banner: Locator, durationMs: number) {
  await page.clock.runFor(durationMs - 100);
  await expect(banner).toBeVisible();
  await page.clock.runFor(200);
  await expect(banner).toBeHidden();
}

/** Marks the document, so a full page load (which would drop the mark) can be detected. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { leadFormMark: boolean }).leadFormMark = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { leadFormMark?: boolean }).leadFormMark),
  ).toBe(true);
}

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("contact form (home, #contact)", () => {
  const form = (page: Page) => page.getByRole("main").locator("#contact form");

  test("with JavaScript: sends without a reload, Sending..., the success message for 3 s, cleared fields, mail", async ({
    page,
  }) => {
    const who = visitor("contact");
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const contact = form(page);
    await contact.getByLabel("Name").fill(who.name);
    await contact.getByLabel("Email").fill(who.email);
    await contact.getByLabel("Phone").fill("(555) 010-2030");
    await contact.getByLabel("Message").fill("We need 40 fiber drops in a new office.");
    await markDocument(page);
    await pauseClock(page);

    const { held, release } = await holdNextPost(page);
    await contact.getByRole("button", { name: "Send Message" }).click();
    await held;
    await expect(contact.getByRole("button", { name: "Sending..." })).toBeVisible();
    release();

    const banner = contact.getByRole("status");
    await expect(banner).toHaveText(messages.contactSuccess);
    await expectSameDocument(page);
    for (const label of ["Name", "Email", "Phone", "Message"]) {
      await expect(contact.getByLabel(label)).toHaveValue("");
    }
    await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expectShownFor(page, banner.getByText(messages.contactSuccess), timings.successBannerMs);

    const notification = await waitForMail(
      INBOX,
      new RegExp(`^New contact message from ${escapeRegExp(who.name)}$`),
    );
    expect(notification.text).toContain(`Email: ${who.email}`);
    expect(notification.text).toContain("Phone: (555) 010-2030");
    expect(notification.text).toContain("We need 40 fiber drops in a new office.");
    const acknowledgement = await waitForMail(who.email, /^We received your message/);
    expect(acknowledgement.text).not.toContain("fiber drops");
  });

  test("with JavaScript: a value the browser accepts but the server refuses shows beside its field, the rest kept; required fields are checked by the server too", async ({
    page,
  }) => {
    const who = visitor("contact-invalid");
    await page.goto("/");
    await waitForHydration(page);
    const contact = form(page);
    await contact.getByLabel("Name").fill(who.name);
    await contact.getByLabel("Email").fill("ada@localhost");
    await contact.getByLabel("Phone").fill("call me maybe");
    await contact.getByLabel("Message").fill("Please call back.");
    await markDocument(page);
    await contact.getByRole("button", { name: "Send Message" }).click();

    await expect(contact.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(contact.getByLabel("Phone")).toHaveAccessibleDescription(
      "Please enter a phone number using digits, spaces and + ( ) - . only.",
    );
    await expect(contact.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expectSameDocument(page);
    await expect(contact.getByLabel("Name")).toHaveValue(who.name);
    await expect(contact.getByLabel("Email")).toHaveValue("ada@localhost");
    await expect(contact.getByLabel("Phone")).toHaveValue("call me maybe");
    await expect(contact.getByLabel("Message")).toHaveValue("Please call back.");
    await expect(contact.getByText(messages.contactSuccess)).toHaveCount(0);

    // Required fields are checked by the server too: the same form, emptied, the browser's own
    // checks left out.
    for (const label of ["Name", "Email", "Phone", "Message"]) {
      await contact.getByLabel(label).fill("");
    }
    await contact.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByLabel("Name")).toHaveAccessibleDescription("Please enter your name.");
    await expect(contact.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    await expect(contact.getByLabel("Message")).toHaveAccessibleDescription(
      "Please enter a message.",
    );
  });

  test("without JavaScript: the form posts and the home page shows the message, mail sent", async ({
    browser,
  }) => {
    const who = visitor("contact-nojs");
    const { context, page } = await noScriptPage(browser);
    await page.goto("/");
    const contact = form(page);
    await contact.getByLabel("Name").fill(who.name);
    await contact.getByLabel("Email").fill(who.email);
    await contact.getByLabel("Message").fill("Sent from a browser without scripts.");
    await contact.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/#contact-answer$/);
    await expect(page.getByRole("main").locator("section#about")).toHaveCount(1);
    await expect(form(page).getByRole("status")).toHaveText(messages.contactSuccess);
    await waitForMail(INBOX, new RegExp(`^New contact message from ${escapeRegExp(who.name)}$`));

    // A refused value comes back beside its field, with everything typed kept.
    await page.goto("/");
    await form(page).getByLabel("Name").fill(who.name);
    await form(page).getByLabel("Email").fill("ada@localhost");
    await form(page).getByLabel("Message").fill("Kept after a refusal.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(form(page).getByLabel("Name")).toHaveValue(who.name);
    await expect(form(page).getByLabel("Email")).toHaveValue("ada@localhost");
    await expect(form(page).getByLabel("Message")).toHaveValue("Kept after a refusal.");
    await context.close();
  });
});

test.describe("pricing form (/pricing)", () => {
  const form = (page: Page) => page.getByRole("main").locator('form[action^="/pricing"]');

  test("with JavaScript: sends without a reload, disabled 'Sending Request...', the success banner for 3 s, cleared fields, mail", async ({
    page,
  }) => {
    const who = visitor("pricing");
    await page.clock.install();
    await page.goto("/pricing");
    await waitForHydration(page);
    const pricing = form(page);
    await pricing.getByLabel("Name").fill(who.name);
    await pricing.getByLabel("Email").fill(who.email);
    await pricing.getByLabel("Phone").fill("+1 555 010 4455");
    await pricing.getByLabel("Company Size").selectOption("11-50");
    await pricing.getByLabel("Industry").selectOption("telecommunications");
    await pricing.getByLabel("Message").fill("Twelve crews, mostly low-voltage work.");
    await markDocument(page);
    await pauseClock(page);

    const { held, release } = await holdNextPost(page);
    await pricing.getByRole("button", { name: "Request Pricing" }).click();
    await held;
    const busy = pricing.getByRole("button", { name: "Sending Request..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const banner = pricing.getByRole("status");
    await expect(banner).toHaveText(messages.pricingSuccess);
    await expectSameDocument(page);
    for (const label of ["Name", "Email", "Phone", "Company Size", "Industry", "Message"]) {
      await expect(pricing.getByLabel(label)).toHaveValue("");
    }
    await expect(pricing.getByRole("button", { name: "Request Pricing" })).toBeEnabled();
    await expectShownFor(page, banner.getByText(messages.pricingSuccess), timings.successBannerMs);

    const notification = await waitForMail(
      INBOX,
      new RegExp(`^New pricing request from ${escapeRegExp(who.name)}$`),
    );
    expect(notification.text).toContain(`Email: ${who.email}`);
    expect(notification.text).toContain("Company size: 11-50");
    expect(notification.text).toContain("Industry: telecommunications");
    expect(notification.text).toContain("Twelve crews, mostly low-voltage work.");
  });

  test("with JavaScript: a phone the server refuses shows beside its field, the rest kept", async ({
    page,
  }) => {
    const who = visitor("pricing-invalid");
    await page.goto("/pricing");
    await waitForHydration(page);
    const pricing = form(page);
    await pricing.getByLabel("Name").fill(who.name);
    await pricing.getByLabel("Email").fill(who.email);
    await pricing.getByLabel("Phone").fill("ask for Bob");
    await pricing.getByLabel("Industry").selectOption("utility");
    await markDocument(page);
    await pricing.getByRole("button", { name: "Request Pricing" }).click();

    await expect(pricing.getByLabel("Phone")).toHaveAccessibleDescription(
      "Please enter a phone number using digits, spaces and + ( ) - . only.",
    );
    await expectSameDocument(page);
    await expect(pricing.getByLabel("Name")).toHaveValue(who.name);
    await expect(pricing.getByLabel("Email")).toHaveValue(who.email);
    await expect(pricing.getByLabel("Phone")).toHaveValue("ask for Bob");
    await expect(pricing.getByLabel("Industry")).toHaveValue("utility");
    await expect(pricing.getByText(messages.pricingSuccess)).toHaveCount(0);
  });

  test("without JavaScript: the form posts and /pricing shows the banner, mail sent", async ({
    browser,
  }) => {
    const who = visitor("pricing-nojs");
    const { context, page } = await noScriptPage(browser);
    await page.goto("/pricing");
    await form(page).getByLabel("Name").fill(who.name);
    await form(page).getByLabel("Email").fill(who.email);
    await form(page).getByLabel("Phone").fill("555-010-7788");
    await form(page).getByLabel("Company Size").selectOption("1-10");
    await form(page).getByRole("button", { name: "Request Pricing" }).click();

    await expect(page).toHaveURL(/\/pricing#pricing-answer$/);
    await expect(form(page).getByRole("status")).toHaveText(messages.pricingSuccess);
    const notification = await waitForMail(
      INBOX,
      new RegExp(`^New pricing request from ${escapeRegExp(who.name)}$`),
    );
    expect(notification.text).toContain("Company size: 1-10");

    // A refused value comes back beside its field, with everything typed kept.
    await form(page).getByLabel("Name").fill(who.name);
    await form(page).getByLabel("Email").fill("ada@localhost");
    await form(page).getByLabel("Phone").fill("555-010-7788");
    await form(page).getByRole("button", { name: "Request Pricing" }).click();
    await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(form(page).getByLabel("Name")).toHaveValue(who.name);
    await expect(form(page).getByLabel("Phone")).toHaveValue("555-010-7788");
    await context.close();
  });
});

test.describe("trial form (Software Solutions mega-menu)", () => {
  async function openMenu(page: Page): Promise<Locator> {
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Software Solutions" });
    const menu = page.getByTestId("software-menu");
    await trigger.hover();
    await expect(menu).toBeVisible();
    return menu.locator('form[action^="/leads/trial"]');
  }

  test("with JavaScript: sends without a reload, Sending..., the thank-you message, cleared fields, mail", async ({
    page,
  }) => {
    const who = visitor("trial");
    await page.goto("/features");
    await waitForHydration(page);
    const trial = await openMenu(page);
    await trial.getByLabel("Name").fill(who.name);
    await trial.getByLabel("Email").fill(who.email);
    await markDocument(page);

    const { held, release } = await holdNextPost(page);
    await trial.getByRole("button", { name: "Start Free Trial" }).click();
    await held;
    // The menu stays open around the busy form, so its answer can be read there.
    const busy = trial.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    release();

    await expect(trial.getByRole("status")).toHaveText(messages.trialSuccess);
    await expectSameDocument(page);
    await expect(trial.getByLabel("Name")).toHaveValue("");
    await expect(trial.getByLabel("Email")).toHaveValue("");
    await expect(trial.getByRole("button", { name: "Start Free Trial" })).toBeEnabled();

    const notification = await waitForMail(
      INBOX,
      new RegExp(`^New trial sign-up from ${escapeRegExp(who.name)}$`),
    );
    expect(notification.text).toContain(`Email: ${who.email}`);
    expect(notification.text).toContain("Source: Software Solutions Dropdown");
  });

  test("with JavaScript: an address the server refuses shows beside the field, values kept", async ({
    page,
  }) => {
    const who = visitor("trial-invalid");
    await page.goto("/features");
    await waitForHydration(page);
    const trial = await openMenu(page);
    await trial.getByLabel("Name").fill(who.name);
    await trial.getByLabel("Email").fill("ada@localhost");
    await trial.getByRole("button", { name: "Start Free Trial" }).click();

    await expect(trial.getByLabel("Email")).toBeVisible();
    await expect(trial.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(trial.getByLabel("Name")).toHaveValue(who.name);
    await expect(trial.getByLabel("Email")).toHaveValue("ada@localhost");
    await expect(trial.getByText(messages.trialSuccess)).toHaveCount(0);
  });

  test("without JavaScript: the form posts and lands on /leads/trial with the message, mail sent", async ({
    browser,
  }) => {
    const who = visitor("trial-nojs");
    const { context, page } = await noScriptPage(browser);
    // Without scripts the hover menu stays closed; the same form sits on /software-tools.
    await page.goto("/software-tools");
    const trial = page.getByRole("main").locator('form[action^="/leads/trial"]');
    await trial.getByLabel("Name").fill(who.name);
    await trial.getByLabel("Email").fill(who.email);
    await trial.getByRole("button", { name: "Start Free Trial" }).click();

    await expect(page).toHaveURL(/\/leads\/trial#trial-answer$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(messages.trialSuccess);
    await waitForMail(INBOX, new RegExp(`^New trial sign-up from ${escapeRegExp(who.name)}$`));
    await context.close();
  });
});
