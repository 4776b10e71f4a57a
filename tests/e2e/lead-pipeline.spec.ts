import { type Browser, expect, test } from "@playwright/test";
import { messages } from "../support/spec-texts";
import {
  ADMIN_STATE,
  invitePerson,
  nextLeadJobsDay,
  PERSON_PASSWORD,
  runLeadJobsOn,
  waitForHydration,
  waitForMail,
} from "./support";

/**
 * The lead pipeline (docs/product.md#the-lead-pipeline) in Chromium: a lead arrives New and
 * unassigned; an office person with lead access assigns it to themselves, replies from the lead
 * page (the mail arrives with Reply-To the company inbox) and the lead becomes Contacted; a note
 * and a follow-up date appear on the timeline, and the next morning's follow-up e-mail (the daily
 * 7:00 job, reached by moving the jobs' clock: scripts/e2e-server.mjs) lists the lead for that
 * day. An employee without lead access is refused everywhere (tests/app/office-pages.test.ts).
 */

test.use({ storageState: ADMIN_STATE, locale: "en-US" });

function tag(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

async function sendContactMessage(browser: Browser, who: { name: string; email: string }) {
  // A visitor: no session, and scripts on even where the test itself runs without them.
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled: true,
  });
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  const form = page.getByRole("main").locator("#contact form");
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Message").fill("Please quote 12 Cat6 drops for our office.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByText(messages.contactSuccess)).toBeVisible();
  await context.close();
}

test("an office person works a lead from arrival to Contacted", async ({
  browser,
  page: admin,
}) => {
  // A person is invited and sets a password before the lead is worked: a long story.
  test.setTimeout(120_000);
  const officeEmail = `${tag("office")}@example.com`;
  const office = await invitePerson(browser, admin, {
    firstName: "Olive",
    lastName: "Office",
    email: officeEmail,
  });

  // The admin gives Olive lead access at /admin/people.
  await admin.goto("/admin/people");
  const oliveRow = admin.getByRole("main").getByRole("row", { name: new RegExp(officeEmail) });
  await oliveRow.getByRole("button", { name: "Give lead access" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText("can now work leads");
  await expect(oliveRow).toContainText("Yes");

  // A lead arrives: New and unassigned.
  const who = { name: `Grace ${tag("lead")}`, email: `${tag("visitor")}@example.com` };
  await sendContactMessage(browser, who);
  const notification = await waitForMail("", new RegExp(`New contact message from ${who.name}`));

  // Olive signs in at the admin login and starts at the leads.
  await office.context().clearCookies();
  await office.goto("/admin/login");
  await office.getByRole("main").getByLabel("Email").fill(officeEmail);
  await office.getByRole("main").getByLabel("Password").fill(PERSON_PASSWORD);
  await office.getByRole("main").getByRole("button", { name: "LOGIN" }).click();
  await expect(office).toHaveURL(/\/admin\/leads$/);
  await office.goto("/admin/leads?view=unassigned");
  await waitForHydration(office);
  const row = office.getByRole("main").getByRole("row", { name: new RegExp(who.name) });
  await expect(row.getByRole("combobox", { name: `Status of ${who.name}` })).toHaveValue("new");
  await expect(row).toContainText("Unassigned");

  // She opens it and assigns it to herself.
  await row.getByRole("link", { name: who.name }).click();
  const main = office.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(who.name);
  await main.getByRole("button", { name: "Assign to me" }).click();
  await expect(main.getByRole("status")).toContainText("Lead assigned.");
  const timeline = main.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Assigned to Olive Office");

  // She replies from the lead page: the mail goes out with Reply-To the company inbox.
  const reply = main.getByRole("region", { name: "Reply by e-mail" });
  await expect(reply.getByLabel("Subject")).toHaveValue("Re: your contact request");
  await reply.getByLabel("Message").fill(`Hello ${who.name},\n\nWe can come on Tuesday.`);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(main.getByRole("status")).toContainText(`Reply queued for ${who.email}.`);
  const sent = await waitForMail(who.email, /^Re: your contact request$/);
  expect(sent.text).toContain("We can come on Tuesday.");
  expect(sent.replyTo).toBe(notification.to);
  await expect(
    main
      .getByRole("form", { name: "Change the status" })
      .getByRole("button", { name: "Contacted" }),
  ).toHaveAttribute("aria-pressed", "true");
  await office.reload();
  await expect(timeline.locator('[data-kind="email_sent"]')).toContainText("sent");

  // A note and a follow-up date appear on the timeline, newest first, with who.
  await main
    .getByRole("region", { name: "Add a note" })
    .getByLabel("Note")
    .fill("Prefers mornings.");
  await main.getByRole("button", { name: "Add note" }).click();
  await expect(timeline.getByRole("listitem").first()).toContainText("Prefers mornings.");
  await expect(main.getByRole("region", { name: "Add a note" }).getByLabel("Note")).toHaveValue("");
  // The follow-up is for the next company day whose 7:00 run has not happened yet.
  const day = await nextLeadJobsDay(office.request);
  await main.getByLabel("Follow-up date").fill(day);
  await main.getByRole("button", { name: "Set follow-up" }).click();
  await expect(timeline.getByRole("listitem").first()).toContainText(`Follow-up set for ${day}`);
  await expect(timeline.getByRole("listitem").first()).toContainText("Olive Office");
  const leadPath = new URL(office.url()).pathname;

  // That day's 7:00 run e-mails Olive the follow-ups due, this lead among them, with its link.
  await runLeadJobsOn(office.request, day);
  const digest = await waitForMail(officeEmail, new RegExp(`^Leads for ${day}: 1 follow-up due$`));
  expect(digest.text).toContain(`1 follow-up due on ${day} or earlier:`);
  expect(digest.text).toContain(`Follow up on ${day} (contact lead): `);
  expect(digest.text).toContain(leadPath);
  // The lead's name stays on its page: the digest's copy outlives the lead.
  expect(digest.text).not.toContain(who.name);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list changes a stage in one step, and Lost asks why on the lead page", async ({
    browser,
    page,
  }) => {
    const who = { name: `Linus ${tag("nojs")}`, email: `${tag("nojs")}@example.com` };
    await sendContactMessage(browser, who);
    await page.goto("/admin/leads?view=unassigned");
    const main = page.getByRole("main");
    const row = main.getByRole("row", { name: new RegExp(who.name) });
    await row.getByRole("combobox", { name: `Status of ${who.name}` }).selectOption("qualified");
    await row.getByRole("button", { name: "Set" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?view=unassigned#status-[0-9a-f-]+$/);
    await expect(row.getByRole("combobox", { name: `Status of ${who.name}` })).toHaveValue(
      "qualified",
    );

    await row.getByRole("combobox", { name: `Status of ${who.name}` }).selectOption("lost");
    await row.getByRole("button", { name: "Set" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]+\?lost=1#status$/);
    const lostForm = main.getByRole("form", { name: "Mark as lost" });
    // The reason is required: the browser asks for it before sending (the server checks it too).
    await expect(lostForm.getByLabel("Why was it lost?")).toHaveAttribute("required", "");
    await lostForm.getByLabel("Why was it lost?").selectOption("price");
    await lostForm.getByLabel("Details").fill("Over budget this year");
    await lostForm.getByRole("button", { name: "Mark as lost" }).click();
    const timeline = main.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("listitem").first()).toContainText(
      "Status: Qualified → Lost (Price)",
    );
    await expect(timeline.getByRole("listitem").first()).toContainText("Over budget this year");
  });
});
