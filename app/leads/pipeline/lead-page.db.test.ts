import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setPermission } from "~/accounts/people/permission-grants.server";
import { users } from "~/auth/auth.schema";
import { outbox } from "~/mail/mail.schema";
import { employeeCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads, signInAdmin } from "../../../tests/support/leads";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { leadEvents, leads } from "../leads.schema";
import { action as leadAction, loader as leadLoader } from "../routes/admin-lead";
import { loader as listLoader } from "../routes/admin-leads";
import { replyLimit, TOO_MANY_REPLIES } from "./lead-page.server";
import { PIPELINE_LIMITS } from "./pipeline";

const database = useTestDatabase();
let cookies: { admin: string; office: string };
let officeId = "";

beforeAll(async () => {
  const deps = testContext(database());
  const admin = await signInAdmin(database());
  const office = await employeeCookie(deps, "olive@example.com");
  const [olive] = await database()
    .db.select()
    .from(users)
    .where(eq(users.email, "olive@example.com"));
  officeId = olive!.id;
  await setPermission(deps, { id: null, email: "test" }, officeId, "leads", true);
  cookies = { admin, office };
});

beforeEach(async () => {
  await database().db.delete(leads);
  await database().db.delete(outbox);
});

function post(leadId: string, form: Record<string, string>, cookie = cookies.office) {
  const request = pageRequest(`/admin/leads/${leadId}`, { cookie, form });
  return settle(() => leadAction(routeArgs(request, database(), { leadId }) as never));
}

async function page(leadId: string, cookie = cookies.office) {
  const request = pageRequest(`/admin/leads/${leadId}`, { cookie });
  const result = await settle(() =>
    leadLoader(routeArgs(request, database(), { leadId }) as never),
  );
  return result.body as Awaited<ReturnType<typeof leadLoader>>;
}

async function list(search: string, cookie = cookies.office) {
  const request = pageRequest(`/admin/leads${search}`, { cookie });
  const result = await settle(() => listLoader(routeArgs(request, database()) as never));
  return {
    status: result.status,
    body: result.body as { rows: Record<string, unknown>[] } & Record<string, unknown>,
  };
}

describe("the lead page's forms", () => {
  it("refuses a note over 5,000 characters with a clear message and keeps the text", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const note = "x".repeat(PIPELINE_LIMITS.note + 1);
    const result = await post(lead!.id, { intent: "note", note });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      intent: "note",
      errors: { note: "Please keep the note to 5,000 characters or fewer." },
      values: { note },
    });
    expect(
      await database().db.select().from(leadEvents).where(eq(leadEvents.kind, "note")),
    ).toEqual([]);
  });

  it("shows a note on the timeline as the text typed, with who and when", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const note = "<b>Call</b> after 5 & ask about the panel";
    expect((await post(lead!.id, { intent: "note", note })).status).toBe(200);
    const { pipeline } = await page(lead!.id);
    expect(pipeline.timeline[0]).toMatchObject({
      kind: "note",
      title: "Note",
      body: note,
      who: "Test Employee",
    });
  });

  it("asks why a lead was lost, and keeps the reason", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const missing = await post(lead!.id, {
      intent: "status",
      status: "lost",
      lostReason: "",
      lostNote: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { lostReason: "Please choose why the lead was lost." },
    });
    const given = await post(lead!.id, {
      intent: "status",
      status: "lost",
      lostReason: "competitor",
      lostNote: "Cheaper bid",
    });
    expect(given.status).toBe(200);
    const { pipeline } = await page(lead!.id);
    expect(pipeline).toMatchObject({
      status: "lost",
      lostReason: "competitor",
      lostNote: "Cheaper bid",
    });
    expect(pipeline.timeline[0]!.title).toBe("Status: New → Lost (Chose another company)");
  });

  it("changes the stage from the list in one step and goes back to the list; Lost asks on the lead page", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const back = "/admin/leads?view=mine";
    const moved = await post(lead!.id, { intent: "status", status: "qualified", back });
    expect(moved.status).toBe(303);
    // At the lead's status in the list, which shows the change.
    expect(moved.headers.get("Location")).toBe(`${back}#status-${lead!.id}`);
    const lost = await post(lead!.id, { intent: "status", status: "lost", back });
    expect(lost.headers.get("Location")).toBe(`/admin/leads/${lead!.id}?lost=1#status`);
    expect((await page(lead!.id)).pipeline.status).toBe("qualified");
  });

  it("refuses to assign a lead to someone without lead access", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const result = await post(lead!.id, { intent: "assign", assigneeId: "no-such-person" });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: { assigneeId: "Choose a person with lead access." },
    });
  });

  it("refuses a follow-up date that is not a date", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const result = await post(lead!.id, { intent: "follow-up", followUpOn: "next tuesday" });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: { followUpOn: "Please enter the follow-up date as a date (YYYY-MM-DD)." },
    });
  });

  it("sends a reply to the lead with Reply-To the company's lead inbox and its signature", async () => {
    const [lead] = await insertLeads(database(), [
      { name: "Ada", email: "ada@example.com", kind: "pricing" },
    ]);
    const { pipeline } = await page(lead!.id);
    expect(pipeline.reply.subject).toBe("Re: your pricing request");
    const result = await post(lead!.id, {
      intent: "reply",
      subject: pipeline.reply.subject,
      body: "Hello Ada,\n\nThanks!",
    });
    expect(result.status).toBe(200);
    const [mail] = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.to, "ada@example.com"));
    const profile = testContext(database()).company.current().profile;
    expect(mail).toMatchObject({ subject: "Re: your pricing request", replyTo: profile.leadInbox });
    expect(mail!.text).toContain("Thanks!");
    expect(mail!.text).toContain(testContext(database()).company.facts().name);
    const after = await page(lead!.id);
    expect(after.pipeline.status).toBe("contacted");
    expect(after.pipeline.timeline.find((entry) => entry.kind === "email_sent")).toMatchObject({
      delivery: "queued",
      who: "Test Employee",
    });
  });

  it("stops a person's replies after the hour's limit, keeping what was typed", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    const reply = { intent: "reply", subject: "Re: your contact request", body: "Hello" };
    for (let sent = 0; sent < replyLimit.max; sent++) {
      expect((await post(lead!.id, reply, cookies.admin)).status).toBe(200);
    }
    const refused = await post(lead!.id, reply, cookies.admin);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: TOO_MANY_REPLIES, values: { body: "Hello" } });
    // Another person's replies are counted apart.
    expect((await post(lead!.id, reply)).status).toBe(200);
  });

  it("refuses an unknown action with 400", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    expect((await post(lead!.id, { intent: "delete" })).status).toBe(400);
  });
});

describe("the list's pipeline views", () => {
  it("lists Mine, Unassigned and Follow-up due, combined with the kind filter", async () => {
    const [mine, unassigned, due] = await insertLeads(database(), [
      { name: "Mine" },
      { name: "Nobody's" },
      { name: "Due", followUpOn: "2020-01-01" },
      { name: "Due trial", kind: "trial", followUpOn: "2020-01-02" },
    ]);
    await database().db.update(leads).set({ assigneeId: officeId }).where(eq(leads.id, mine!.id));
    await database()
      .db.update(leads)
      .set({ assigneeId: officeId, followUpOn: "2999-01-01" })
      .where(eq(leads.id, unassigned!.id));
    await database().db.update(leads).set({ assigneeId: null }).where(eq(leads.id, unassigned!.id));
    const names = async (search: string) => (await list(search)).body.rows.map((row) => row.name);
    expect(await names("?view=mine")).toEqual(["Mine"]);
    expect((await names("?view=unassigned")).sort()).toEqual(["Due", "Due trial", "Nobody's"]);
    expect((await names("?view=due")).sort()).toEqual(["Due", "Due trial"]);
    expect(await names("?view=due&kind=trial")).toEqual(["Due trial"]);
    await database().db.update(leads).set({ status: "won" }).where(eq(leads.id, due!.id));
    expect(await names("?view=due")).toEqual(["Due trial"]);
    expect((await list("?view=due")).body.stats).toMatchObject({ matching: 1 });
  });

  it("shows status, assignee and how many earlier leads the same person sent", async () => {
    await insertLeads(database(), [
      { name: "Ada", email: "ada@example.com", createdAt: new Date("2026-01-01T00:00:00Z") },
      { name: "Ada", email: "ADA@example.com", createdAt: new Date("2026-02-01T00:00:00Z") },
      { name: "Ada", email: "ada@example.com", createdAt: new Date("2026-03-01T00:00:00Z") },
    ]);
    const { rows } = (await list("")).body;
    expect(rows.map((row) => row.earlier)).toEqual([2, 1, 0]);
    expect(rows[0]).toMatchObject({ status: "new", assignee: null });
  });

  it("answers 400 for an unknown view and shows all leads", async () => {
    const result = await list("?view=everyone");
    expect(result.status).toBe(400);
    expect(result.body.filterError).toBe("Unknown view: choose Mine, Unassigned or Follow-up due.");
  });

  it("offers Clear All to the admin only", async () => {
    expect((await list("")).body.canClear).toBe(false);
    expect((await list("", cookies.admin)).body.canClear).toBe(true);
  });
});
