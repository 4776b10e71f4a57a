import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { e2eFormServiceSettings } from "../support/e2e-form-service";
import { adminStatePath, type E2eServer, e2eServerAt } from "../support/e2e-servers";
import type { ControlSubmissionsBody, NameShape } from "../support/fake-jotform";

/**
 * The e2e server of the running test: its project's (playwright.config.ts), each with its own
 * database, mail and jobs' clock (tests/support/e2e-servers.ts).
 */
export function currentServer(): E2eServer {
  return e2eServerAt(String(test.info().project.use.baseURL));
}

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The files the message carried: names, types and sizes. */
  attachments: { filename: string; contentType: string; size: number }[];
}

/** Every message the running test's e2e server has sent so far, oldest first. */
export function caughtMail(): CaughtMail[] {
  const dir = path.join(currentServer().dataDir, "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CaughtMail);
}

/** Waits for a message to the address whose subject matches, and gives back the first link in it. */
export async function linkFromMail(to: string, subject: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = caughtMail().findLast((m) => m.to.includes(to) && subject.test(m.subject));
        link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

/** The first-run admin setup link the server logged. */
export function setupLink(server: E2eServer): string {
  return readFileSync(path.join(server.dataDir, "setup-link.txt"), "utf8").trim();
}

export const ADMIN = { email: "admin@example.com", password: "correct horse battery staple" };

/** The admin's signed-in browser state on every e2e server, saved by auth.setup.ts. */
export const ADMIN_STATE = adminStatePath();

/** The admin invites a hire at /admin/people, in a context of their own, and sees it sent. */
export async function inviteHire(
  browser: Browser,
  hire: { first: string; last: string; email: string },
): Promise<void> {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const main = (await admin.newPage()).getByRole("main");
  await main.page().goto("/admin/people");
  await main.getByLabel("First name").fill(hire.first);
  await main.getByLabel("Last name").fill(hire.last);
  await main.getByLabel("Email").fill(hire.email);
  await main.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(main.getByRole("status")).toContainText(`Invitation sent to ${hire.email}.`);
  await admin.close();
}

/** Waits for a message to the address whose subject matches, and gives it back. */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = caughtMail().findLast((m) => m.to.includes(to) && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The running test's e2e server's control of the daily jobs' clock (scripts/e2e-server.mjs). */
const leadJobsClockUrl = () => `http://127.0.0.1:${currentServer().clockPort}/lead-jobs/clock`;

/**
 * The next company day whose daily lead jobs have not run yet: the day after the jobs' clock's
 * date (UTC). Nothing runs for it until `runLeadJobsOn` moves the clock there.
 */
export async function nextLeadJobsDay(request: APIRequestContext): Promise<string> {
  const response = await request.get(leadJobsClockUrl());
  expect(response.status()).toBe(200);
  const { now } = (await response.json()) as { now: string };
  const next = new Date(now);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Moves the daily lead jobs' clock to `day` at 20:00 UTC, midday in every US time zone, past
 * the 7:00 run: the server checks at once and runs that day's jobs, once.
 */
export async function runLeadJobsOn(request: APIRequestContext, day: string): Promise<void> {
  const response = await request.post(`${leadJobsClockUrl()}?at=${day}T20:00:00Z`);
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Moves the jobs' clock `minutes` ahead of where it stands (it only moves forward): the server's
 * check, at once, runs the periodic jobs at that time. Gives back the new time.
 */
export async function moveJobsClock(request: APIRequestContext, minutes: number): Promise<Date> {
  const now = (await (await request.get(leadJobsClockUrl())).json()) as { now: string };
  const at = new Date(Date.parse(now.now) + minutes * 60_000);
  const response = await request.post(`${leadJobsClockUrl()}?at=${at.toISOString()}`);
  expect(response.status(), await response.text()).toBe(200);
  return at;
}

/**
 * Waits until the page's scripts have taken over: React Router's hydration of the page up to the
 * main landmark, or on an islands page (the public pages) every island hydrated. From then on
 * forms and buttons answer to their scripted handlers, not the browser's defaults.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    if (document.documentElement.dataset.hydrated === "islands") {
      return [...document.querySelectorAll("[data-island]")].every((island) =>
        hydrated(island.firstElementChild),
      );
    }
    return hydrated(document.getElementById("main"));
  });
}

/** The catalogue's namespaces (app/i18n/messages/en/index.ts): a raw key starts with one. */
const NAMESPACES =
  "common|seo|home|services|portals|pricing|software|integrations|legal|forms|onboarding|mail|auth|admin";

/**
 * The message keys a page shows instead of their text (a namespace its page did not receive,
 * app/i18n/page.tsx): in its title and in its body's text, hidden menus and dialogs included,
 * and in the names, placeholders and image texts. Scripts are left out: their data names keys.
 */
export async function rawKeysShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll("script, template, style")) element.remove();
    const attributes = [...copy.querySelectorAll("[aria-label], [placeholder], [alt], [title]")]
      .flatMap((element) =>
        ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean);
    // Each text node on its own line: textContent would run "Walk-through" into the next key.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? "");
    return [document.title, ...texts, ...attributes].join("\n");
  });
  const pattern = new RegExp(`\\b(?:${NAMESPACES})\\.[a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)*`, "g");
  return [...new Set(text.match(pattern) ?? [])];
}

/** The fake form service of the shared e2e server and the settings the server got for it. */
export const FORM_SERVICE = e2eFormServiceSettings();

export interface Person {
  first: string;
  last: string;
}

/** A name no other test uses: the desktop specs share one server (and one form service). */
export function uniquePerson(first: string): Person {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { first, last: `Tester${suffix}` };
}

/**
 * Adds submissions of forms `first`..`last` (catalogue numbers, 1-based) naming `person` to the
 * form service, the nth one created at `2025-05-<n> 09:30:00`. Nothing reaches the app until a
 * sync or the webhook. Gives back the submission ids, in form order.
 */
export async function addSubmissions(
  person: Person,
  first: number,
  last: number,
  shape: NameShape = "fullname",
): Promise<string[]> {
  const submissions = [];
  for (let number = first; number <= last; number++) {
    submissions.push({
      formId: formIdOf(number),
      first: person.first,
      last: person.last,
      createdAt: `2025-05-${String(number).padStart(2, "0")} 09:30:00`,
      shape,
    });
  }
  const response = await fetch(`${FORM_SERVICE.url}/__control/submissions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ submissions } satisfies ControlSubmissionsBody),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { ids: string[] }).ids;
}

/** The provider form id of catalogue form `number` (1-based). */
export function formIdOf(number: number): string {
  const id = FORM_SERVICE.formIds[number - 1];
  if (!id) throw new Error(`There is no form ${number}`);
  return id;
}

/** The form service's webhook call for one submission, as the service sends it (form data). */
export function postWebhook(
  request: APIRequestContext,
  submissionId: string,
  token = FORM_SERVICE.webhookSecret,
): Promise<APIResponse> {
  return request.post(`/api/webhooks/jotform/${encodeURIComponent(token)}`, {
    form: { submissionID: submissionId, formID: "", rawRequest: "{}" },
  });
}

/**
 * Adds the submissions to the form service and records them at once through the webhook, so
 * the app has them whatever the sync's timing.
 */
export async function submitForms(
  request: APIRequestContext,
  person: Person,
  first: number,
  last: number,
): Promise<string[]> {
  const ids = await addSubmissions(person, first, last);
  for (const id of ids) {
    const response = await postWebhook(request, id);
    expect(await response.json()).toEqual({ ok: true, recorded: true });
  }
  return ids;
}

/** The API requests the form service answered so far (paths and queries, never the key). */
export async function formServiceRequests(): Promise<string[]> {
  const response = await fetch(`${FORM_SERVICE.url}/__control/requests`);
  return ((await response.json()) as { requests: string[] }).requests;
}

/** The password the invited people of the specs set. */
export const PERSON_PASSWORD = "office password 123";

/**
 * The admin (signed in on `admin`) invites a person at /admin/people, who sets a password from
 * the e-mailed link in a browser of their own: gives back that browser's page, signed in.
 */
export async function invitePerson(
  browser: Browser,
  admin: Page,
  person: { firstName: string; lastName: string; email: string },
): Promise<Page> {
  await admin.goto("/admin/people");
  const main = admin.getByRole("main");
  await main.getByLabel("First name").fill(person.firstName);
  await main.getByLabel("Last name").fill(person.lastName);
  await main.getByLabel("Email").fill(person.email);
  await main.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(main.getByRole("status")).toContainText(`Invitation sent to ${person.email}.`);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(await linkFromMail(person.email, /Set up your/));
  await page.getByRole("main").getByLabel("New password").fill(PERSON_PASSWORD);
  await page.getByRole("main").getByLabel("Confirm password").fill(PERSON_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);
  return page;
}

/** The /admin/company section's form (each section is a form of its own) holding input `name`. */
export function profileFormWith(page: Page, name: string): Locator {
  return page.getByRole("main").locator(`form:has([name="${name}"])`);
}

/** The /admin/company section, with its answer, of a section's form. */
export function profileSectionOf(_page: Page, form: Locator): Locator {
  // The form's own section (a `has` filter would look for the form's locator, rooted at the
  // main landmark, inside each section, and find none).
  return form.locator("xpath=ancestor::section[1]");
}

/**
 * Types `changes` into the open /admin/company (a boolean ticks or clears a box) and saves each
 * section they touch with that section's own Save, waiting for its answer, `expected`.
 */
export async function saveProfileSections(
  page: Page,
  changes: Record<string, string | boolean>,
  expected = "Saved: every page shows the new profile now.",
): Promise<void> {
  const bySection = new Map<string, [string, string | boolean][]>();
  for (const entry of Object.entries(changes)) {
    const section = await profileFormWith(page, entry[0])
      .locator('input[name="section"]')
      .inputValue();
    bySection.set(section, [...(bySection.get(section) ?? []), entry]);
  }
  for (const [section, entries] of bySection) {
    const form = page
      .getByRole("main")
      .locator(`form:has(input[name="section"][value="${section}"])`);
    for (const [name, value] of entries) {
      const input = form.locator(`[name="${name}"]`);
      if (typeof value === "boolean") await input.setChecked(value);
      else await input.fill(value);
    }
    await form.locator('button[name="intent"][value="save"]').click();
    try {
      await expect(profileSectionOf(page, form)).toContainText(expected);
    } catch (error) {
      // A full run once saw no answer in the section, and could not tell whether the page
      // answered elsewhere or not at all: what the page said goes with the failure.
      const said = await page.getByRole("main").locator('[role="status"], [role="alert"]');
      const texts = (await said.allTextContents()).map((text) => text.trim()).filter(Boolean);
      throw new Error(
        `The ${section} section's Save showed no "${expected}". The page's answers: ${
          texts.length > 0 ? texts.join(" | ") : "none"
        }; address ${page.url()}.`,
        { cause: error },
      );
    }
  }
}

/**
 * A full-page picture of the page for a person to look at, saved only when E2E_SHOTS names a
 * folder: no check reads it, and a picture costs a second or more on a loaded machine
 * (docs/decisions/0103).
 */
export async function reviewShot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}
