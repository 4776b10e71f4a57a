import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/auth/auth.schema";
import { leadEvents, leads, type NewLead } from "~/leads/leads.schema";
import { adminCookie, employeeCookie, grantedCookie } from "../support/accounts";
import { fakeSubmission } from "../support/fake-jotform";
import { insertLeads } from "../support/leads";
import { TEST_FORM_IDS, useTestAppWithFormService } from "../support/onboarding";
import { testSecrets } from "../support/requests";

/**
 * What the office's side of the site answers over HTTP, read without a browser
 * (docs/decisions/0080, 0103): an employee without lead access refused every lead page and
 * action, and the privacy page and its erasure; the new-lead
 * e-mail's link to the lead's own page, the note the admin gets on the new hires' portal, and the
 * form service's webhook refusing a wrong token as it answers an unknown address. Moved from the
 * Playwright specs (lead-pipeline, privacy-erasure, lead-work-where, onboarding), whose browser
 * used none of these but to read an address. And the leads list's weight: its HTML for 50 rows
 * (docs/decisions/0109).
 */
const { app, formService } = useTestAppWithFormService();

let admin = "";
let employee = "";
beforeAll(async () => {
  admin = await adminCookie(app().context);
  employee = await employeeCookie(app().context, "bob.worker@example.com");
});

/** A form sent from the site's own pages (the same origin), with the cookie given. */
function post(path: string, form: Record<string, string>, cookie = "") {
  return app().postForm(path, form, cookie);
}

describe("an employee without lead access", () => {
  it("is refused every lead page, the export and each action, and the lead stays as it was", async () => {
    const [lead] = await insertLeads(app().database, [{ name: "Grace Refused" }]);
    const leadPath = `/admin/leads/${lead!.id}`;
    const denied = await app().fetch(leadPath, { headers: { Cookie: employee } });
    expect(denied.status).toBe(403);
    // The refusal is the site's page saying so.
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await denied.text())?.[1]).toContain("Access denied");
    for (const path of ["/admin/leads", leadPath, "/admin/leads/export.csv"]) {
      const response = await app().fetch(path, { headers: { Cookie: employee } });
      expect(response.status, path).toBe(403);
    }
    const forms: Record<string, string>[] = [
      { intent: "status", status: "won" },
      { intent: "assign", assigneeId: "" },
      { intent: "follow-up", followUpOn: "2030-01-01" },
      { intent: "note", note: "Not mine to write" },
      { intent: "call", summary: "" },
      { intent: "reply", subject: "Hi", body: "Hi" },
    ];
    for (const form of forms) {
      expect((await post(leadPath, form, employee)).status, form.intent).toBe(403);
    }
    expect((await post("/admin/leads", { intent: "clear" }, employee)).status).toBe(403);
    const [after] = await app()
      .database.db.select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, lead!.id));
    expect(after?.status).toBe("new");
    const events = await app()
      .database.db.select({ kind: leadEvents.kind })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead!.id));
    expect(events).toEqual([]);
  });
});

describe("the privacy page", () => {
  it("refuses an employee, to look and to erase, and lets the admin in", async () => {
    const get = (cookie: string) => app().fetch("/admin/privacy", { headers: { Cookie: cookie } });
    expect((await get(admin)).status).toBe(200);
    expect((await get(employee)).status).toBe(403);
    const erase = await post(
      "/admin/privacy",
      { intent: "erase", email: "someone@example.com" },
      employee,
    );
    expect(erase.status).toBe(403);
  });
});

describe("the new-lead e-mail", () => {
  it("links to the lead's own page", async () => {
    const who = { name: "Nia Mail", email: "nia.mail@example.com" };
    const sent = await post("/api/leads/contact", {
      ...who,
      phone: "(626) 555-0142",
      message: "Two new circuits, please.",
    });
    expect(sent.status, await sent.text()).toBe(200);
    const [lead] = await app()
      .database.db.select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, who.email));
    const path = `/admin/leads/${lead!.id}`;
    const notification = (await app().mail()).find(
      (mail) => mail.subject === `New contact message from ${who.name}`,
    );
    expect(notification?.text).toContain(path);
    expect(notification?.html).toContain(`${path}"`);
  });
});

describe("the new hires' portal", () => {
  it("shows the admin a note that points to Form Progress, not their own empty progress", async () => {
    const response = await app().fetch("/new-hires", { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    expect(html.replaceAll("<!-- -->", "")).not.toContain("Progress for Site Administrator");
    const link = (html.match(/<a\b[^>]*>[\s\S]*?<\/a>/g) ?? []).find((anchor) =>
      /<a\b[^>]*>\s*Form Progress\s*<\/a>/.test(anchor),
    );
    expect(/\bhref="([^"]*)"/.exec(link ?? "")?.[1]).toBe("/admin/progress");
  });
});

describe("the form service's webhook", () => {
  it("refuses a wrong token as it answers an unknown address, asking the service nothing", async () => {
    const submission = fakeSubmission({ formId: TEST_FORM_IDS[0]!, first: "Wrong", last: "Token" });
    formService().addSubmission(submission);
    const secret = testSecrets.JOTFORM_WEBHOOK_SECRET;
    const wrong = await app().fetch(`/api/webhooks/jotform/${encodeURIComponent(`${secret}x`)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ submissionID: submission.id, formID: "", rawRequest: "{}" }),
    });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ error: "Not found." });
    expect(formService().requests).not.toContain(`/submission/${submission.id}`);
    const get = await app().fetch(`/api/webhooks/jotform/${encodeURIComponent(secret)}`);
    expect(get.status).toBe(405);
  });
});

/**
 * The leads list's HTML for a page of 50 rows, uncompressed: the budget is 80 KB
 * (docs/performance.md). The page is not there yet (docs/decisions/0109: 133 KB on this data, 167
 * KB before; 140 KB since its texts come in the page's messages instead of its scripts, decision
 * 0107, and a few bytes more or less with the day's dates); the limit holds what was reached, so
 * that the list does not grow back, and comes down as the page does, to the budget.
 */
const LIST_HTML_LIMIT_KB = 142;
const LIST_HTML_BUDGET_KB = 80;

describe("the leads list's HTML", () => {
  it(`stays within ${LIST_HTML_LIMIT_KB} KB for 50 rows (the budget: ${LIST_HTML_BUDGET_KB} KB)`, async () => {
    // As the bench's leads are: every kind and stage, most assigned, a phone shared (N earlier).
    const worker = "list.worker@example.com";
    await grantedCookie(app().context, worker);
    const [person] = await app().database.db.select().from(users).where(eq(users.email, worker));
    const kinds = ["contact", "trial", "pricing"] as const;
    const stages = ["new", "contacted", "qualified", "quote_sent", "won", "lost"] as const;
    const rows: Partial<NewLead>[] = Array.from({ length: 60 }, (_, k) => ({
      kind: kinds[k % 3],
      name: `Visitor ${10_000 + k}`,
      email: `visitor${10_000 + k}@example.com`,
      phone: k % 3 === 0 ? null : "(555) 010-0150",
      source: ["Contact Form", "Software Solutions Dropdown", "Pricing Form"][k % 3],
      status: stages[k % 6],
      lostReason: stages[k % 6] === "lost" ? "price" : null,
      assigneeId: k % 6 === 5 ? null : person!.id,
    }));
    await insertLeads(app().database, rows);
    const response = await app().fetch("/admin/leads", {
      headers: { Cookie: admin, "Accept-Encoding": "identity" },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<select id="status-/g)).toHaveLength(50);
    const kb = Buffer.byteLength(html) / 1024;
    expect(kb, `the list's HTML: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(LIST_HTML_LIMIT_KB);
  });
});
