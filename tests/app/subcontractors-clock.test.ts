import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyTimeZone } from "~/company/time-zone";
import { calendarDay } from "~/site/wall-clock";
import { runSubcontractorJobs } from "~/subcontractors/notices/reminders.server";
import { inviteSubcontractor } from "~/subcontractors/office/invite.server";
import { reviewDocument } from "~/subcontractors/office/review-document.server";
import {
  createRequirementSet,
  requirementsOf,
} from "~/subcontractors/requirements/requirements.server";
import { requirements } from "~/subcontractors/subcontractors.schema";
import { SERVER_HARNESS_KEY, type ServerHarness } from "../../server/harness";
import { adminCookie } from "../support/accounts";
import { useTestApp } from "../support/app";
import { testContext } from "../support/requests";
import { evening, sendDocumentId } from "../support/subcontractors";

/**
 * The pages at the daily jobs' clock (server/harness.ts): a compliant subcontractor whose
 * certificate expires in 40 days and another who sends nothing. The clock moves 30 days before the
 * expiry, then a week at a time, then past the expiry; at each step the jobs run, as the daily
 * loop runs them, and the office's list, a subcontractor's timeline and the subcontractor's own
 * page show the status at that clock. Which reminders go to whom, and when, is the jobs' own test's
 * (app/subcontractors/notices/reminders.db.test.ts). The clock is this file's: no other test sees it.
 */

let clock = new Date();
const harness = globalThis as Record<symbol, ServerHarness | undefined>;
beforeAll(() => {
  harness[SERVER_HARNESS_KEY] = { dailyJobs: { clock: () => clock } };
});
afterAll(() => {
  delete harness[SERVER_HARNESS_KEY];
});
const app = useTestApp();
const actor = { id: null, email: "office@example.com" };
let admin = "";
beforeAll(async () => {
  admin = await adminCookie(app().context);
});

/** Moves the clock to 20:00 UTC that day and runs the jobs, as the loop's next check would. */
async function runJobsOn(day: Date) {
  clock = day;
  await runSubcontractorJobs(app().context, clock);
}

async function textOf(path: string, cookie = admin) {
  const response = await app().fetch(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The row of the office's list, filtered to the set, that names the company. */
async function listedRow(setId: string, company: string): Promise<string> {
  const html = await textOf(`/admin/subcontractors?set=${setId}`);
  const row = html
    .split(/<tr\b/)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf("</tr>")))
    .find((part) => part.includes(company));
  expect(row, `a row for ${company}`).toBeDefined();
  return row!;
}

async function invite(setId: string, company: string, email: string, brokerEmail = "") {
  const invited = await inviteSubcontractor(app().context, actor, {
    company,
    trade: "Electrical",
    contactName: `${company} contact`,
    email,
    brokerEmail,
    setId,
    language: "en",
  });
  if (!invited.ok) throw new Error(`${company} was not invited`);
  return invited.id;
}

describe("the subcontractors' statuses at the jobs' clock", () => {
  it("Compliant, then Expiring 30 days before the expiry; a silent one Missing items, Non-responsive after three reminders; then Expired", async () => {
    const { db } = app().database;
    const setId = (await createRequirementSet(db, actor, "Clock")) ?? "";
    await db.insert(requirements).values({ setId, kind: "coi", title: "" });
    const [coi] = await requirementsOf(db, setId);
    const today = calendarDay(clock, companyTimeZone(app().context.company.current().profile));
    const expires = evening(today, 41).toISOString().slice(0, 10);

    const volt = await invite(setId, "Volt Bros", "volt@example.com", "broker@example.com");
    const quiet = await invite(setId, "Quiet Wiring", "quiet@example.com");
    const documentId = await sendDocumentId(testContext(app().database), volt, coi!.id, expires);
    await reviewDocument(app().context, actor, volt, {
      documentId,
      decision: "approve",
      reason: "",
    });
    expect(await listedRow(setId, "Volt Bros")).toContain("Compliant");

    await runJobsOn(evening(expires, -30));
    expect(await listedRow(setId, "Volt Bros")).toContain("Expiring");
    expect(await listedRow(setId, "Quiet Wiring")).toContain("Missing items");

    // Two more weeks with no upload: the third reminder, then Non-responsive.
    await runJobsOn(evening(expires, -23));
    await runJobsOn(evening(expires, -16));
    expect(await listedRow(setId, "Quiet Wiring")).toContain("Non-responsive");
    expect(await textOf(`/admin/subcontractors/${quiet}`)).toContain("Reminder sent");

    // Past the expiry: Expired, on the list and the subcontractor's own page.
    await runJobsOn(evening(expires, 1));
    expect(await listedRow(setId, "Volt Bros")).toContain("Expired");
    // The invitation, which carries the subcontractor's personal link ("Your documents for …").
    const invitation = (await app().mail()).find(
      (mail) => mail.to === "volt@example.com" && mail.subject.startsWith("Your documents for"),
    );
    const link = new URL(/https?:\/\/\S+/.exec(invitation?.text ?? "")?.[0] ?? "");
    expect(await textOf(`${link.pathname}${link.search}`, "")).toContain("Your status: Expired");
  });
});
