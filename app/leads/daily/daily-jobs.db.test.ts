import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setPermission } from "~/accounts/people/permission-grants.server";
import { auditLog } from "~/audit/audit.schema";
import { users } from "~/auth/auth.schema";
import { dailyJobRuns } from "~/jobs/jobs.schema";
import { outbox } from "~/mail/mail.schema";
import { createMailTransport, DEFAULT_MAIL_FROM } from "~/mail/mailer.server";
import { deliverDueMail } from "~/mail/worker.server";
import { adminCookie, employeeCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads } from "../../../tests/support/leads";
import { testContext } from "../../../tests/support/requests";
import { TestSmtpServer } from "../../../tests/support/smtp";
import { leadEvents, leads } from "../leads.schema";
import { assignLead, setLeadFollowUp } from "../pipeline/pipeline.server";
import { removeIdleLeads, sendFollowUpMail } from "./daily-jobs.server";

const database = useTestDatabase();
const deps = () => testContext(database());

/** Tuesday 24 November 2026, 7:00 in Los Angeles (the example headquarters is in California). */
const TUESDAY_7AM = new Date("2026-11-24T15:00:00Z");
const TUESDAY_659AM = new Date("2026-11-24T14:59:00Z");

let oliveId = "";

async function digests() {
  const mails = await database().db.select().from(outbox);
  return mails.filter((mail) => mail.subject.startsWith("Leads for "));
}

async function userId(email: string) {
  const [user] = await database().db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

beforeAll(async () => {
  await adminCookie(deps());
  await employeeCookie(deps(), "olive@example.com");
  await employeeCookie(deps(), "bob@example.com");
  oliveId = await userId("olive@example.com");
  await setPermission(deps(), { id: null, email: "test" }, oliveId, "leads", true);
});

beforeEach(async () => {
  const { db } = database();
  await db.delete(leads);
  await db.delete(dailyJobRuns);
  await db.delete(outbox);
});

describe("the daily follow-up e-mail", () => {
  it("sends each person their due and overdue follow-ups at 7:00, and nobody else anything", async () => {
    await insertLeads(database(), [
      { name: "Due Today", assigneeId: oliveId, followUpOn: "2026-11-24", status: "contacted" },
      { name: "Overdue", assigneeId: oliveId, followUpOn: "2026-11-20", status: "qualified" },
      { name: "Tomorrow", assigneeId: oliveId, followUpOn: "2026-11-25", status: "contacted" },
      { name: "Already Won", assigneeId: oliveId, followUpOn: "2026-11-20", status: "won" },
      { name: "Nobody's", followUpOn: "2026-11-23", status: "contacted" },
    ]);
    expect(await sendFollowUpMail(deps(), TUESDAY_659AM)).toEqual({ day: null, count: 0 });
    expect(await digests()).toHaveLength(0);

    expect(await sendFollowUpMail(deps(), TUESDAY_7AM)).toEqual({ day: "2026-11-24", count: 2 });
    const mails = await digests();
    const olive = mails.find((mail) => mail.to === "olive@example.com")!;
    expect(olive.subject).toBe("Leads for 2026-11-24: 2 follow-ups due");
    const ids = Object.fromEntries(
      (await database().db.select().from(leads)).map((l) => [l.name, l.id]),
    );
    expect(olive.text).toContain(`Follow up on 2026-11-24 (contact lead): `);
    expect(olive.text).toContain(`/admin/leads/${ids["Due Today"]}`);
    expect(olive.text).toContain(`Follow up on 2026-11-20 (contact lead): `);
    expect(olive.text).toContain(`/admin/leads/${ids.Overdue}`);
    expect(olive.text).not.toContain(ids.Tomorrow!);
    expect(olive.text).not.toContain(ids["Already Won"]!);
    const admin = mails.find((mail) => mail.to === "admin@example.com")!;
    expect(admin.subject).toBe("Leads for 2026-11-24: 1 follow-up due");
    expect(admin.text).toContain(
      `Follow up on 2026-11-23 (contact lead, unassigned): ${deps().config.publicUrl}/admin/leads/${ids["Nobody's"]}`,
    );
    expect(mails.some((mail) => mail.to === "bob@example.com")).toBe(false);
  });

  it("names no lead: a count and a link each, nothing the lead sent", async () => {
    await insertLeads(database(), [
      {
        name: "Grace Hopper",
        email: "grace@example.net",
        phone: "(555) 010-0142",
        message: "Please quote 12 drops",
        assigneeId: oliveId,
        followUpOn: "2026-11-24",
        status: "contacted",
      },
      {
        name: "Ada Lovelace",
        email: "ada@example.net",
        createdAt: new Date("2026-11-19T12:00:00Z"),
      },
    ]);
    await sendFollowUpMail(deps(), TUESDAY_7AM);
    const mails = await digests();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const stored = JSON.stringify(mail);
      for (const personal of ["Grace", "Hopper", "grace@", "010-0142", "12 drops", "Ada", "ada@"]) {
        expect(stored).not.toContain(personal);
      }
      expect(mail.text).toContain("/admin/leads/");
    }
  });

  it("sends no e-mail to anyone when nothing is due", async () => {
    await insertLeads(database(), [
      { assigneeId: oliveId, followUpOn: "2026-12-01", status: "contacted" },
      { createdAt: new Date("2026-11-23T20:00:00Z") },
    ]);
    expect(await sendFollowUpMail(deps(), TUESDAY_7AM)).toEqual({ day: "2026-11-24", count: 0 });
    expect(await digests()).toHaveLength(0);
  });

  it("tells the admins of New leads unanswered for more than one business day", async () => {
    await insertLeads(database(), [
      // Friday 21:00 in Los Angeles (Saturday in UTC): on Tuesday 7:00 more than one business
      // day (Monday) has gone by; its date is the company's.
      { name: "Friday Lead", createdAt: new Date("2026-11-21T05:00:00Z") },
      // Saturday: the weekend does not count, Monday 7:00 is less than one business day ago.
      { name: "Monday Lead", createdAt: new Date("2026-11-23T18:00:00Z") },
      {
        name: "Answered Lead",
        createdAt: new Date("2026-11-20T23:00:00Z"),
        firstResponseAt: new Date("2026-11-21T10:00:00Z"),
      },
      { name: "Contacted Lead", createdAt: new Date("2026-11-20T23:00:00Z"), status: "contacted" },
    ]);
    expect(await sendFollowUpMail(deps(), TUESDAY_7AM)).toEqual({ day: "2026-11-24", count: 1 });
    const [admin] = await digests();
    expect(admin).toMatchObject({
      to: "admin@example.com",
      subject: "Leads for 2026-11-24: 1 new lead unanswered",
    });
    const ids = Object.fromEntries(
      (await database().db.select().from(leads)).map((l) => [l.name, l.id]),
    );
    expect(admin!.text).toContain(`Received 2026-11-20 (contact lead): `);
    expect(admin!.text).toContain(`/admin/leads/${ids["Friday Lead"]}`);
    for (const other of ["Monday Lead", "Answered Lead", "Contacted Lead"]) {
      expect(admin!.text).not.toContain(ids[other]!);
    }
  });

  it("runs once per company day: a second check, or a second worker, sends nothing more", async () => {
    await insertLeads(database(), [
      { assigneeId: oliveId, followUpOn: "2026-11-24", status: "contacted" },
    ]);
    const [first, second] = await Promise.all([
      sendFollowUpMail(testContext(database()), TUESDAY_7AM),
      sendFollowUpMail(testContext(database()), TUESDAY_7AM),
    ]);
    expect([first!.count, second!.count].sort()).toEqual([0, 1]);
    expect(await sendFollowUpMail(deps(), new Date("2026-11-24T23:00:00Z"))).toEqual({
      day: null,
      count: 0,
    });
    expect(await digests()).toHaveLength(1);
    // The next morning is a new day.
    expect(await sendFollowUpMail(deps(), new Date("2026-11-25T15:00:00Z"))).toEqual({
      day: "2026-11-25",
      count: 1,
    });
  });
});

describe("the follow-up e-mail arrives", () => {
  const smtp = new TestSmtpServer();
  afterAll(() => smtp.stop());

  it("on the morning of the day an office person set, in their inbox, with a link to the lead", async () => {
    await smtp.start();
    const [lead] = await insertLeads(database(), [{ name: "Grace Hopper", status: "contacted" }]);
    const olive = { id: oliveId, name: "Olive" };
    await assignLead(deps(), olive, lead!.id, oliveId, new Date("2026-11-20T18:00:00Z"));
    await setLeadFollowUp(
      database().db,
      olive,
      lead!.id,
      "2026-11-24",
      new Date("2026-11-20T18:00:00Z"),
    );
    // The evening before (Monday 22:00 in Los Angeles) and early that morning: nothing yet.
    expect((await sendFollowUpMail(deps(), new Date("2026-11-24T06:00:00Z"))).count).toBe(0);
    expect((await sendFollowUpMail(deps(), TUESDAY_659AM)).count).toBe(0);
    expect((await sendFollowUpMail(deps(), TUESDAY_7AM)).count).toBe(1);

    const transport = createMailTransport(smtp.url);
    try {
      await deliverDueMail({
        db: database().db,
        transport,
        from: DEFAULT_MAIL_FROM,
        log: pino({ level: "silent" }),
        // The message is queued at the database's own time: delivered as of now, whatever day
        // the digest was built for.
        now: () => new Date(),
      });
    } finally {
      transport.close();
    }
    const arrived = smtp.received.find((mail) => mail.recipients.includes("olive@example.com"));
    expect(arrived?.parsed.subject).toBe("Leads for 2026-11-24: 1 follow-up due");
    expect(arrived?.parsed.text).toContain(`Follow up on 2026-11-24 (contact lead)`);
    expect(arrived?.parsed.text).toContain(`/admin/leads/${lead!.id}`);
  });
});

describe("retention", () => {
  const now = new Date("2026-11-24T15:00:00Z");
  const longAgo = new Date("2024-11-20T12:00:00Z");

  it("removes leads idle for more than two years, unless Won, with their timelines", async () => {
    const [old, won, recent] = await insertLeads(database(), [
      { name: "Old Lead", createdAt: longAgo, status: "lost" },
      { name: "Old Customer", createdAt: longAgo, status: "won" },
      // Received long ago, but worked on last year: kept.
      { name: "Still Talking", createdAt: longAgo, lastActivityAt: new Date("2025-12-01") },
    ]);
    await database()
      .db.insert(leadEvents)
      .values({ leadId: old!.id, kind: "received", at: longAgo });
    expect(await removeIdleLeads(deps(), now)).toEqual({ day: "2026-11-24", count: 1 });
    const left = await database().db.select({ id: leads.id }).from(leads);
    expect(left.map((lead) => lead.id).sort()).toEqual([won!.id, recent!.id].sort());
    expect(
      await database().db.select().from(leadEvents).where(eq(leadEvents.leadId, old!.id)),
    ).toEqual([]);
    expect(await removeIdleLeads(deps(), now)).toEqual({ day: null, count: 0 });
  });

  it("keeps the outbox's copies of recent mail, removes those older than two years", async () => {
    const { db } = database();
    await db.insert(outbox).values([
      {
        to: "a@example.com",
        subject: "old",
        text: "",
        html: "",
        createdAt: longAgo,
        giveUpAt: longAgo,
      },
      { to: "b@example.com", subject: "new", text: "", html: "", giveUpAt: now },
    ]);
    await removeIdleLeads(deps(), now);
    expect((await db.select().from(outbox)).map((mail) => mail.subject)).toEqual(["new"]);
  });

  it("deletes audit entries older than a year, and masks link tokens still whole in sent mail", async () => {
    const { db } = database();
    await db.delete(auditLog);
    await db.insert(auditLog).values([
      { action: "leads.exported", at: new Date("2025-11-20T12:00:00Z") },
      { action: "leads.cleared", at: new Date("2025-11-28T12:00:00Z") },
    ]);
    await db.insert(outbox).values([
      {
        to: "hire@example.net",
        subject: "Set your password",
        text: "https://site.example/account/set-password?token=AbCdEfGhIjKlMnOp",
        html: '<a href="https://site.example/account/set-password?token=AbCdEfGhIjKlMnOp">Set</a>',
        status: "sent",
        giveUpAt: now,
      },
    ]);
    await removeIdleLeads(deps(), now);
    expect((await db.select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "leads.cleared",
    ]);
    const [sent] = await db.select().from(outbox);
    expect(sent!.text).toBe("https://site.example/account/set-password?token=AbCd…");
    expect(sent!.html).not.toContain("EfGh");
  });
});
