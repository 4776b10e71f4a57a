import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { userPermissions, users } from "~/auth/auth.schema";
import { dailyJobRuns } from "~/jobs/jobs.schema";
import { eraseAddress } from "~/privacy/erasure.server";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads } from "../../../tests/support/leads";
import { testContext } from "../../../tests/support/requests";
import { removeIdleLeads } from "../daily/daily-jobs.server";
import { leadCounts, leadEmails, leadStageTallies, leads } from "../leads.schema";
import {
  assignLead,
  changeLeadStatus,
  logLeadCall,
  sendLeadReply,
} from "../pipeline/pipeline.server";
import { clearAllLeads, countLeads, type LeadFilter, leadStats } from "./dashboard.server";
import { countsPerBucket, countsPerDay } from "./hour-tallies.server";
import { leadNumbers } from "./numbers.server";
import { recentDays } from "./periods";

/**
 * The (kind, source, stage) tallies and the Unique Emails count (migration 0012) are kept by
 * database triggers: after every way leads are added, moved or removed they must equal a count of
 * the leads themselves.
 */
const database = useTestDatabase();
const office = { id: "office", name: "Olive Office" };
const admin = { id: null, email: "admin@example.com" };

/** The numbers the dashboard shows now: leads by stage and conversions, read from the tallies. */
async function numbersNow(db: ReturnType<typeof database>["db"]) {
  const { byStage, byKind, bySource } = await leadNumbers(db, { now: new Date(), timeZone: "UTC" });
  return { byStage, conversions: { byKind, bySource } };
}

/** The tallies, rows at 0 left out, as "kind/source/status/assignee" → leads. */
async function tallied() {
  const rows = await database().db.select().from(leadStageTallies);
  return Object.fromEntries(
    rows
      .filter((row) => row.leads !== 0)
      .map((row) => [`${row.kind}/${row.source}/${row.status}/${row.assignee}`, row.leads]),
  );
}

/** The same figures counted from the leads. */
async function counted() {
  const result = await database().db.execute(
    sql`select kind, source, status, coalesce(assignee_id, '') as assignee, count(*)::int as leads
        from ${leads} group by 1, 2, 3, 4`,
  );
  const rows = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  return Object.fromEntries(
    rows.map((row) => [
      `${row.kind}/${row.source}/${row.status}/${row.assignee}`,
      Number(row.leads),
    ]),
  );
}

/** The stage tallies, and the Unique Emails count (lead_counts), match the leads. */
async function expectTalliesRight() {
  expect(await tallied()).toEqual(await counted());
  const result = await database().db.execute(
    sql`select (select count(*) from ${leadEmails})::int as counted,
      coalesce((select value from ${leadCounts} where name = 'emails'), 0) as kept`,
  );
  const [row] = (result as unknown as { rows: { counted: number; kept: number }[] }).rows;
  expect(row!.kept).toBe(row!.counted);
}

beforeEach(async () => {
  await database().truncateAll();
  await database()
    .db.insert(users)
    .values({ id: office.id, name: office.name, email: "olive@example.com" });
  await database().db.insert(userPermissions).values({ userId: office.id, permission: "leads" });
});

describe("the stage tallies", () => {
  it("count inserted leads, one by one and many at once", async () => {
    await insertLeads(database(), [{ status: "new" }]);
    await insertLeads(database(), [
      { status: "won" },
      { status: "won", kind: "trial", source: "Software Solutions Dropdown" },
      { status: "lost", lostReason: "price" },
      { status: "new", kind: "pricing", source: "Pricing Form" },
    ]);
    expect(await tallied()).toEqual({
      "contact/Contact Form/new/": 1,
      "contact/Contact Form/won/": 1,
      "contact/Contact Form/lost/": 1,
      "trial/Software Solutions Dropdown/won/": 1,
      "pricing/Pricing Form/new/": 1,
    });
    await expectTalliesRight();
  });

  it("move a lead's count with each status change, reply and call, and only then", async () => {
    const [first, second] = await insertLeads(database(), [{}, {}]);
    const { db } = database();
    await changeLeadStatus(db, office, first!.id, { status: "qualified" });
    await changeLeadStatus(db, office, first!.id, { status: "won" });
    // The same stage again changes nothing.
    await changeLeadStatus(db, office, first!.id, { status: "won" });
    await sendLeadReply(db, office, second!.id, (lead) => ({
      to: lead.email,
      subject: "Re: your request",
      text: "Hello",
      html: "<p>Hello</p>",
    }));
    expect(await tallied()).toEqual({
      "contact/Contact Form/won/": 1,
      "contact/Contact Form/contacted/": 1,
    });
    await logLeadCall(db, office, second!.id, "");
    await changeLeadStatus(db, office, second!.id, { status: "lost", lostReason: "competitor" });
    // An update that leaves kind, source and stage alone leaves the tallies alone.
    await db.update(leads).set({ name: "Renamed" }).where(eq(leads.id, second!.id));
    expect(await tallied()).toEqual({
      "contact/Contact Form/won/": 1,
      "contact/Contact Form/lost/": 1,
    });
    await expectTalliesRight();
    // What the dashboard and the board read from them.
    expect((await numbersNow(db)).byStage).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      quote_sent: 0,
      won: 1,
      lost: 1,
      sent: 0,
      closed: 0,
    });
    expect((await numbersNow(db)).conversions).toEqual({
      byKind: [{ key: "contact", won: 1, closed: 2 }],
      bySource: [{ key: "Contact Form", won: 1, closed: 2 }],
    });
  });

  it("follow each lead's assignee, given, taken back, and gone with a removed account", async () => {
    const { db } = database();
    await db.insert(users).values({ id: "bob", name: "Bob", email: "bob@example.com" });
    await db.insert(userPermissions).values({ userId: "bob", permission: "leads" });
    const [lead] = await insertLeads(database(), [{ status: "qualified" }, { assigneeId: "bob" }]);
    await assignLead(testContext(database()), office, lead!.id, office.id);
    expect(await tallied()).toEqual({
      "contact/Contact Form/qualified/office": 1,
      "contact/Contact Form/new/bob": 1,
    });
    await assignLead(testContext(database()), office, lead!.id, null);
    expect(await tallied()).toEqual({
      "contact/Contact Form/qualified/": 1,
      "contact/Contact Form/new/bob": 1,
    });
    // The account's removal sets its leads' assignee to null: they are nobody's now.
    await db.delete(users).where(eq(users.id, "bob"));
    expect(await tallied()).toEqual({
      "contact/Contact Form/qualified/": 1,
      "contact/Contact Form/new/": 1,
    });
    await expectTalliesRight();
  });

  it("give the dashboard the same counts as the leads themselves, for every filter they serve", async () => {
    await insertLeads(database(), [
      { status: "won", assigneeId: office.id },
      { status: "lost", lostReason: "price", assigneeId: office.id, kind: "pricing" },
      { status: "new" },
      { status: "new", kind: "trial", source: "Software Solutions Dropdown" },
      { status: "qualified", assigneeId: office.id, followUpOn: "2020-01-01" },
    ]);
    const clock = { now: new Date(), timeZone: "UTC", viewerId: office.id };
    const filters: LeadFilter[] = [
      { period: "all", kind: "all" },
      { period: "all", kind: "pricing" },
      { period: "all", kind: "all", status: "new" },
      { period: "all", kind: "trial", status: "new" },
      { period: "all", kind: "all", assignee: office.id },
      { period: "all", kind: "all", assignee: "none" },
      { period: "all", kind: "all", view: "mine" },
      { period: "all", kind: "all", view: "unassigned" },
      { period: "all", kind: "all", view: "mine", status: "lost" },
      { period: "all", kind: "pricing", status: "lost", assignee: office.id },
      { period: "all", kind: "all", view: "unassigned", assignee: office.id },
      { period: "all", kind: "all", view: "due" },
      { period: "week", kind: "all", status: "won" },
    ];
    for (const filter of filters) {
      const stats = await leadStats(database().db, filter, clock);
      expect(stats.matching, JSON.stringify(filter)).toBe(
        await countLeads(database().db, filter, clock),
      );
    }
  });

  it("give the charts the same days and weeks as the leads, in zones off UTC by whole hours or not", async () => {
    const now = new Date("2026-03-20T12:00:00Z");
    // Leads every 20 minutes over the last 20 days, some of them Won.
    const rows = await insertLeads(
      database(),
      Array.from({ length: 20 * 72 }, (_, i) => ({
        createdAt: new Date(now.getTime() - (i + 1) * 20 * 60_000 - (i % 7) * 60_000),
        status: i % 5 === 0 ? ("won" as const) : ("new" as const),
      })),
    );
    // Some become Won later, one stops being Won.
    for (const lead of rows.slice(0, 30)) {
      await changeLeadStatus(database().db, office, lead.id, { status: "won" });
    }
    await changeLeadStatus(database().db, office, rows[5]!.id, { status: "qualified" });
    const all = await database().db.select().from(leads);
    for (const timeZone of ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Asia/Kathmandu"]) {
      const clock = { now, timeZone };
      const days = recentDays(now, timeZone, 14);
      const expected = days.map(
        (day) =>
          all.filter((lead) => lead.createdAt >= day.start && lead.createdAt < day.end).length,
      );
      const perDay = await countsPerDay(database().db, clock, 14);
      expect(
        perDay.map((day) => day.received),
        timeZone,
      ).toEqual(expected);
      const weekly = await countsPerBucket(
        database().db,
        days.filter((_, i) => i % 7 === 0).map((day) => day.start),
        days.at(-1)!.end,
      );
      const weeks = [days.slice(0, 7), days.slice(7)].map((week) => {
        const inWeek = all.filter(
          (lead) => lead.createdAt >= week[0]!.start && lead.createdAt < week.at(-1)!.end,
        );
        return {
          received: inWeek.length,
          won: inWeek.filter((lead) => lead.status === "won").length,
        };
      });
      expect(weekly, timeZone).toEqual(weeks);
    }
  });

  it("follow many leads changed in one statement", async () => {
    await insertLeads(database(), [{}, {}, { status: "won" }]);
    await database().db.update(leads).set({ status: "lost", lostReason: "other" });
    expect(await tallied()).toEqual({ "contact/Contact Form/lost/": 3 });
    await expectTalliesRight();
  });

  it("drop erased leads", async () => {
    await insertLeads(database(), [
      { email: "grace@example.net", status: "won" },
      { email: "Grace@Example.net", status: "new" },
      { email: "else@example.com", status: "new" },
    ]);
    expect(await eraseAddress(database().db, admin, "grace@example.net")).toMatchObject({
      ok: true,
    });
    expect(await tallied()).toEqual({ "contact/Contact Form/new/": 1 });
    await expectTalliesRight();
  });

  it("drop the leads retention removes, and those Clear All removes", async () => {
    const longAgo = new Date("2024-11-20T12:00:00Z");
    await insertLeads(database(), [
      { createdAt: longAgo, status: "lost", lostReason: "price" },
      { createdAt: longAgo, status: "won" },
      { createdAt: new Date("2026-11-01T12:00:00Z"), status: "qualified" },
    ]);
    const run = await removeIdleLeads(testContext(database()), new Date("2026-11-24T15:00:00Z"));
    expect(run.count).toBe(1);
    expect(await tallied()).toEqual({
      "contact/Contact Form/won/": 1,
      "contact/Contact Form/qualified/": 1,
    });
    await expectTalliesRight();
    await database().db.delete(dailyJobRuns);

    await clearAllLeads(database().db, admin, new Date());
    expect(await tallied()).toEqual({});
    expect((await numbersNow(database().db)).byStage).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      quote_sent: 0,
      won: 0,
      lost: 0,
      sent: 0,
      closed: 0,
    });
    expect((await numbersNow(database().db)).conversions).toEqual({ byKind: [], bySource: [] });
  });

  it("start again from nothing when leads are truncated", async () => {
    await insertLeads(database(), [{}, { status: "won" }]);
    await database().db.execute(sql`truncate ${leads} cascade`);
    expect(await database().db.select().from(leadStageTallies)).toEqual([]);
    await insertLeads(database(), [{}]);
    expect(await tallied()).toEqual({ "contact/Contact Form/new/": 1 });
    await expectTalliesRight();
  });
});
