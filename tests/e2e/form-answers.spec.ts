import { type Browser, type BrowserContext, expect, type Locator, test } from "@playwright/test";
import { messages } from "../support/spec-texts";
import { waitForHydration } from "./support";

/**
 * A sent form's answer is where the visitor is: brought into view and focused, on a phone
 * (390 px) and a desktop (1280 px), with and without JavaScript (docs/decisions/0038).
 * Without JavaScript the post is answered by Post/Redirect/Get: the page with the form, its
 * answer in view.
 */

const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

let sent = 0;
function visitor(form: string) {
  sent += 1;
  const tag = `${form}-${Date.now()}-${sent}-${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Answer ${tag}`, email: `${tag}@example.com` };
}

/** The answer is inside the window (not under the fixed header's lower edge) and focused. */
async function expectInViewAndFocused(answer: Locator) {
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
  await expect(answer).toBeFocused();
}

/**
 * A page in a browser context of its own, on the visitor's own client address (so no form runs
 * out); the three forms of one width and one mode share the context, each from its own address.
 */
async function newContext(
  browser: Browser,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
) {
  return browser.newContext({ viewport, javaScriptEnabled });
}

/** A new page of the context, sending from client address `n`, without the cookies of before. */
async function newPage(context: BrowserContext, n: number) {
  await context.clearCookies();
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${(n % 200) + 20}` });
  return page;
}

for (const [n, width] of WIDTHS.entries()) {
  for (const javaScript of [true, false]) {
    const how = javaScript ? "with JavaScript" : "without JavaScript";

    test(`at ${width.viewport.width} px, ${how}: the contact, pricing and trial forms' answers are in view and focused`, async ({
      browser,
    }) => {
      // One context for the three forms: a test each cost a new context and a cold page
      // (docs/decisions/0103).
      const context = await newContext(browser, width.viewport, javaScript);

      await test.step("the contact form", async () => {
        const page = await newPage(context, n);
        const who = visitor("contact");
        await page.goto("/");
        if (javaScript) await waitForHydration(page);
        const form = page.getByRole("main").locator("#contact form");
        await form.getByLabel("Name").fill(who.name);
        await form.getByLabel("Email").fill(who.email);
        await form.getByLabel("Message").fill("Where does the answer show?");
        await form.getByRole("button", { name: "Send Message" }).click();
        const answer = page
          .getByRole("main")
          .locator("#contact form")
          .getByText(messages.contactSuccess);
        await expectInViewAndFocused(answer);
        if (!javaScript) {
          // Post/Redirect/Get: the home page, which a reload does not post again.
          await expect(page).toHaveURL(/\/#contact-answer$/);
          await page.reload();
          await expect(page.getByText(messages.contactSuccess)).toHaveCount(0);
        }
        await page.close();
      });

      await test.step("the pricing form", async () => {
        const page = await newPage(context, n + 2);
        const who = visitor("pricing");
        await page.goto("/pricing");
        if (javaScript) await waitForHydration(page);
        const form = page.getByRole("main").locator('form[action^="/pricing"]');
        await form.getByLabel("Name").fill(who.name);
        await form.getByLabel("Email").fill(who.email);
        await form.getByLabel("Phone").fill("555-010-3344");
        await form.getByLabel("Message").fill("Where does the answer show?");
        await form.getByRole("button", { name: "Request Pricing" }).click();
        const answer = page
          .getByRole("main")
          .locator('form[action^="/pricing"]')
          .getByText(messages.pricingSuccess);
        await expectInViewAndFocused(answer);
        await page.close();
      });

      await test.step("the trial form", async () => {
        const page = await newPage(context, n + 4);
        const who = visitor("trial");
        // The trial form of the page's main column (the header's menu has the same form).
        await page.goto("/software-tools");
        if (javaScript) await waitForHydration(page);
        const form = page.getByRole("main").locator('form[action^="/leads/trial"]');
        await form.getByLabel("Name").fill(who.name);
        await form.getByLabel("Email").fill(who.email);
        await form.getByRole("button", { name: "Start Free Trial" }).click();
        const answer = page.getByRole("main").getByText(messages.trialSuccess);
        await expectInViewAndFocused(answer);
        await page.close();
      });
      await context.close();
    });
  }
}
