import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { companyMailSettings } from "~/mail/mailer.server";
import { useTestDatabase } from "../../../tests/support/database";
import {
  insertLeads,
  pageRequest,
  routeArgsFor,
  settle,
  signInPeople,
} from "../../../tests/support/leads";
import { testContext } from "../../../tests/support/requests";
import { leadsMessages } from "../../../tests/support/spec-texts";
import { mailsForNewLead } from "../lead-mail.server";
import { leadEmails, leads, leadTallies } from "../leads.schema";
import { loader as detailLoader } from "../routes/admin-lead";
import { action, loader } from "../routes/admin-leads";
import { loader as exportLoader } from "../routes/admin-leads-export";
import { leadStats, loadLeadsDashboard } from "./dashboard.server";

const database = useTestDatabase();
let cookies: { admin: string; employee: string };

beforeAll(async () => {
  cookies = await signInPeople(database());
});

beforeEach(async () => {
  await database().db.execute(sql`truncate ${leads}, ${auditLog} cascade`);
});

type DashboardBody = Awaited<ReturnType<typeof loader>>["data"];

async function dashboard(path: string, headers: Record<string, string> = {}) {
  const result = await settle(() =>
    loader(
      routeArgsFor(
        pageRequest(path, { cookie: headers.Cookie ?? cookies.admin, headers }),
        database(),
      ),
    ),
  );
  return { status: result.status, body: result.body as DashboardBody };
}

const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("admins only", () => {
  const anonymous = (path: string) => pageRequest(path);
  const employee = (path: string, form?: Record<string, string>) =>
    pageRequest(path, { cookie: cookies.employee, form });

  it("sends anonymous visitors to the admin login, with the way back", async () => {
    for (const run of [
      () => loader(routeArgsFor(anonymous("/admin/leads?period=today"), database())),
      () => exportLoader(routeArgsFor(anonymous("/admin/leads/export.csv"), database())),
      () =>
        action(
          routeArgsFor(pageRequest("/admin/leads", { form: { intent: "clear" } }), database()),
        ),
    ]) {
      const result = await settle(run);
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(
        /^\/admin\/login\?redirectTo=%2Fadmin%2Fleads/,
      );
    }
    const first = await settle(() =>
      loader(routeArgsFor(anonymous("/admin/leads?period=today"), database())),
    );
    expect(first.headers.get("Location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fleads%3Fperiod%3Dtoday",
    );
  });

  it("answers 403 to an employee, and an employee's Clear All deletes nothing", async () => {
    const [lead] = await insertLeads(database(), [{}]);
    for (const run of [
      () => loader(routeArgsFor(employee("/admin/leads"), database())),
      () => exportLoader(routeArgsFor(employee("/admin/leads/export.csv"), database())),
      () =>
        detailLoader(
          routeArgsFor(employee(`/admin/leads/${lead!.id}`), database(), { leadId: lead!.id }),
        ),
      () => action(routeArgsFor(employee("/admin/leads", { intent: "clear" }), database())),
    ]) {
      expect((await settle(run)).status).toBe(403);
    }
    expect(await database().db.$count(leads)).toBe(1);
  });
});

describe("the dashboard's loader", () => {
  it("shows stat cards, the table and the footer figures for all time", async () => {
    const now = Date.now();
    await insertLeads(database(), [
      { name: "Today One", email: "same@example.com", createdAt: new Date(now - MINUTE) },
      { name: "Today Two", email: "same@example.com", createdAt: new Date(now - 2 * MINUTE) },
      { name: "Three Days", email: "three@example.com", createdAt: new Date(now - 3 * DAY) },
      { name: "Ten Days", email: "ten@example.com", createdAt: new Date(now - 10 * DAY) },
      { name: "Old", email: "old@example.com", createdAt: new Date(now - 60 * DAY) },
    ]);
    const { status, body } = await dashboard("/admin/leads");
    expect(status).toBe(200);
    expect(body.stats).toEqual({ total: 5, today: 2, week: 3, uniqueEmails: 4, matching: 5 });
    expect(body.rows.map((row) => row.name)).toEqual([
      "Today One",
      "Today Two",
      "Three Days",
      "Ten Days",
      "Old",
    ]);
    expect(body.rows[0]).toMatchObject({ email: "same@example.com", source: "Contact Form" });
    expect(body.query).toEqual({
      period: "all",
      kind: "all",
      view: "all",
      language: "all",
      status: "all",
      assignee: "all",
      page: 1,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.reduce((sum, day) => sum + day.count, 0)).toBe(4);
    expect(body.daily.at(-1)!.count).toBeGreaterThanOrEqual(1);
  });

  it("filters by period and by kind, the footer counting what the filter keeps", async () => {
    const now = Date.now();
    await insertLeads(database(), [
      { kind: "trial", createdAt: new Date(now - MINUTE) },
      { kind: "pricing", createdAt: new Date(now - 2 * MINUTE) },
      { kind: "contact", createdAt: new Date(now - 5 * DAY) },
      { kind: "trial", createdAt: new Date(now - 20 * DAY) },
      { kind: "pricing", createdAt: new Date(now - 45 * DAY) },
    ]);
    const matching = async (search: string) =>
      (await dashboard(`/admin/leads?${search}`)).body.stats.matching;
    expect(await matching("period=today")).toBe(2);
    expect(await matching("period=week")).toBe(3);
    expect(await matching("period=month")).toBe(4);
    expect(await matching("kind=trial")).toBe(2);
    expect(await matching("kind=pricing&period=month")).toBe(1);
    expect(await matching("kind=contact&period=today")).toBe(0);

    const filtered = await dashboard("/admin/leads?kind=pricing");
    expect(filtered.body.rows).toHaveLength(2);
    expect(filtered.body.stats.total).toBe(5);
    expect(leadsMessages.showing(filtered.body.stats.matching, filtered.body.stats.total)).toBe(
      "Showing 2 of 5 total leads",
    );
  });

  it("filters by language, combined with the period and the kind, and shows each lead's language", async () => {
    const now = Date.now();
    await insertLeads(database(), [
      { kind: "trial", language: "es", createdAt: new Date(now - MINUTE) },
      { kind: "contact", language: "es", createdAt: new Date(now - 10 * DAY) },
      { kind: "contact", language: "en", createdAt: new Date(now - MINUTE) },
    ]);
    const view = async (search: string) => (await dashboard(`/admin/leads?${search}`)).body;
    expect((await view("language=es")).stats.matching).toBe(2);
    expect((await view("language=en")).stats.matching).toBe(1);
    expect((await view("language=es&period=week")).stats.matching).toBe(1);
    expect((await view("language=es&kind=contact")).stats.matching).toBe(1);
    const spanish = await view("language=es&kind=trial");
    expect(spanish.query).toMatchObject({ language: "es", kind: "trial" });
    expect(spanish.rows.map((row) => row.language)).toEqual(["Spanish"]);
    const bad = await dashboard("/admin/leads?language=fr");
    expect(bad.status).toBe(400);
    expect(bad.body.filterError).toBe("Unknown language: choose English or Spanish.");
  });

  it("pages 50 at a time on the server and keeps a page past the end on the last one", async () => {
    const start = Date.now() - 200 * MINUTE;
    await insertLeads(
      database(),
      Array.from({ length: 120 }, (_, i) => ({
        name: `Lead ${String(i).padStart(3, "0")}`,
        createdAt: new Date(start + i * MINUTE),
      })),
    );
    const first = await dashboard("/admin/leads");
    expect(first.body.rows).toHaveLength(50);
    expect(first.body.rows[0]!.name).toBe("Lead 119");
    expect(first.body.pageCount).toBe(3);
    const third = await dashboard("/admin/leads?page=3");
    expect(third.body.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Lead ${String(19 - i).padStart(3, "0")}`),
    );
    const pages = [
      ...first.body.rows,
      ...(await dashboard("/admin/leads?page=2")).body.rows,
      ...third.body.rows,
    ];
    expect(new Set(pages.map((row) => row.id)).size).toBe(120);
    const beyond = await dashboard("/admin/leads?page=9");
    expect(beyond.body.page).toBe(3);
    expect(beyond.body.rows).toEqual(third.body.rows);
  });

  it("answers 400 with a clear message for a bad filter and shows the default view", async () => {
    await insertLeads(database(), [{}]);
    const bad = await dashboard("/admin/leads?period=yesterday&kind=trial");
    expect(bad.status).toBe(400);
    expect(bad.body.filterError).toBe(
      "Unknown time filter: choose All Time, Today, This Week or This Month.",
    );
    expect(bad.body.query).toEqual({
      period: "all",
      kind: "trial",
      view: "all",
      language: "all",
      status: "all",
      assignee: "all",
      page: 1,
    });
    expect((await dashboard("/admin/leads?page=-2")).status).toBe(400);
    expect((await dashboard("/admin/leads?kind=spam")).body.filterError).toBe(
      "Unknown kind: choose trial, contact or pricing.",
    );
  });

  it("writes dates and times in the viewer's language and the company's zone, named, whatever the browser says", async () => {
    await insertLeads(database(), [{ createdAt: at("2025-01-15T06:30:00Z") }]);
    const german = await dashboard("/admin/leads", { "Accept-Language": "de-DE,de;q=0.9" });
    // 06:30 UTC is 22:30 the evening before in the headquarters' Los Angeles.
    expect(german.body.rows[0]).toMatchObject({ date: "14.1.2025", time: "22:30:00 GMT-8" });
    expect(german.body.timeZoneName).toBe("Pacific Time");

    const american = await dashboard("/admin/leads", { "Accept-Language": "en-US" });
    expect(american.body.rows[0]!.date).toBe("1/14/2025");
    expect(american.body.rows[0]!.time).toMatch(/^10:30:00\sPM PST$/);

    // A zone in the address or in a cookie (the browser's, as the list once kept) changes nothing.
    for (const [path, cookie] of [
      ["/admin/leads?tz=UTC", cookies.admin],
      ["/admin/leads", `${cookies.admin}; tz=Asia%2FTokyo`],
    ] as const) {
      const other = await dashboard(path, { Cookie: cookie, "Accept-Language": "en-US" });
      expect(other.body.rows[0]).toMatchObject(american.body.rows[0]!);
    }
  });

  it("shows the Clear All confirmation step and the count of a finished clearing", async () => {
    await insertLeads(database(), [{}]);
    expect((await dashboard("/admin/leads?confirm=clear")).body.confirmingClear).toBe(true);
    expect((await dashboard("/admin/leads")).body.confirmingClear).toBe(false);
    expect((await dashboard("/admin/leads?cleared=12")).body.cleared).toBe(12);
    expect((await dashboard("/admin/leads?cleared=lots")).body.cleared).toBeUndefined();
  });
});

describe("periods on the database, in the company's time zone", () => {
  // 06:30 UTC on 15 January: still 14 January (22:30) in Los Angeles.
  const clock = { now: at("2025-01-15T06:30:00Z"), timeZone: LA };

  beforeEach(async () => {
    await insertLeads(database(), [
      { name: "LA evening", createdAt: at("2025-01-15T05:00:00Z") }, // 21:00 on the 14th in LA
      { name: "LA noon", createdAt: at("2025-01-14T20:00:00Z") }, // the 14th: yesterday in UTC
      { name: "LA last night", createdAt: at("2025-01-14T07:59:00Z") }, // 23:59 on the 13th, LA
      { name: "Six days", createdAt: at("2025-01-09T07:00:00Z") },
      { name: "Eight days", createdAt: at("2025-01-07T06:00:00Z") },
      { name: "Twenty-nine days", createdAt: at("2024-12-17T06:30:00Z") },
      { name: "Thirty-one days", createdAt: at("2024-12-15T06:00:00Z") },
    ]);
  });

  it("counts Today by the company's calendar day, not UTC's", async () => {
    const today = async (timeZone: string, now = clock.now) =>
      (
        await loadLeadsDashboard(
          database().db,
          { period: "today", kind: "all", language: "all", page: 1 },
          { now, timeZone },
        )
      ).rows.map((row) => row.name);
    expect(await today(LA)).toEqual(["LA evening", "LA noon"]);
    expect(await today("UTC")).toEqual(["LA evening"]);
    const stats = await leadStats(database().db, { period: "all", kind: "all" }, clock);
    expect(stats.today).toBe(2);
    // The last moment of the 14th in Los Angeles, then its midnight.
    expect(await today(LA, at("2025-01-15T07:59:59.999Z"))).toEqual(["LA evening", "LA noon"]);
    expect(await today(LA, at("2025-01-15T08:00:00Z"))).toEqual([]);
  });

  it("counts This Week and This Month as rolling 7 and 30 days", async () => {
    const stats = async (period: "week" | "month") =>
      (await leadStats(database().db, { period, kind: "all" }, clock)).matching;
    expect(await stats("week")).toBe(4);
    expect(await stats("month")).toBe(6);
  });

  it("charts leads per calendar day in the company's zone", async () => {
    const { daily } = await loadLeadsDashboard(
      database().db,
      { period: "all", kind: "all", language: "all", page: 1 },
      clock,
    );
    expect(daily.at(-1)).toEqual({ date: "2025-01-14", count: 2 });
    expect(daily.find((day) => day.date === "2025-01-13")?.count).toBe(1);
    expect(daily.find((day) => day.date === "2024-12-16")?.count).toBe(1);
    expect(daily[0]!.date).toBe("2024-12-16");
    expect(daily.reduce((sum, day) => sum + day.count, 0)).toBe(6);
  });
});

describe("Clear All", () => {
  it("deletes every lead, records who did it and how many, and shows the count", async () => {
    await insertLeads(database(), [{}, {}, { kind: "trial" }]);
    const result = await settle(() =>
      action(
        routeArgsFor(
          pageRequest("/admin/leads", {
            cookie: cookies.admin,
            form: { intent: "clear", confirmed: "yes", seenUntil: new Date().toISOString() },
          }),
          database(),
        ),
      ),
    );
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/admin/leads?cleared=3#clear-answer");
    expect(await database().db.$count(leads)).toBe(0);
    const [entry] = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "leads.cleared"));
    expect(entry).toMatchObject({ actorEmail: "admin@example.com", details: { count: 3 } });
    expect(entry!.actorId).toBeTruthy();
    const after = await dashboard("/admin/leads?cleared=3");
    expect(after.body.stats).toMatchObject({ total: 0, uniqueEmails: 0, matching: 0 });
    expect(after.body.cleared).toBe(3);
  });

  it("keeps a lead that arrived after the admin looked", async () => {
    const seen = new Date(Date.now() - 60_000);
    await insertLeads(database(), [
      { name: "Seen", createdAt: new Date(seen.getTime() - 1_000) },
      { name: "Arrived later", createdAt: new Date() },
    ]);
    await settle(() =>
      action(
        routeArgsFor(
          pageRequest("/admin/leads", {
            cookie: cookies.admin,
            form: { intent: "clear", confirmed: "yes", seenUntil: seen.toISOString() },
          }),
          database(),
        ),
      ),
    );
    expect((await database().db.select().from(leads)).map((lead) => lead.name)).toEqual([
      "Arrived later",
    ]);
  });

  it("refuses an unknown intent or a malformed time with 400 and deletes nothing", async () => {
    await insertLeads(database(), [{}]);
    const forms: Record<string, string>[] = [
      { intent: "drop" },
      { intent: "clear", confirmed: "yes", seenUntil: "yesterday" },
    ];
    for (const form of forms) {
      const result = await settle(() =>
        action(
          routeArgsFor(pageRequest("/admin/leads", { cookie: cookies.admin, form }), database()),
        ),
      );
      expect(result.status).toBe(400);
    }
    expect(await database().db.$count(leads)).toBe(1);
    expect(await database().db.$count(auditLog, eq(auditLog.action, "leads.cleared"))).toBe(0);
  });
});

describe("the tallies behind Total Leads and Unique Emails", () => {
  async function tallies() {
    const kinds = await database().db.select().from(leadTallies);
    const emails = await database().db.select().from(leadEmails);
    return {
      kinds: Object.fromEntries(kinds.map((row) => [row.kind, row.leads])),
      emails: Object.fromEntries(emails.map((row) => [row.email, row.leads])),
    };
  }

  it("follow inserts, deletes, updates and truncation", async () => {
    const [a] = await insertLeads(database(), [
      { kind: "trial", email: "a@example.com" },
      { kind: "trial", email: "a@example.com" },
      { kind: "pricing", email: "b@example.com" },
    ]);
    expect(await tallies()).toEqual({
      kinds: { trial: 2, pricing: 1 },
      emails: { "a@example.com": 2, "b@example.com": 1 },
    });
    await database().db.delete(leads).where(eq(leads.id, a!.id));
    await database()
      .db.update(leads)
      .set({ email: "c@example.com", kind: "contact" })
      .where(eq(leads.kind, "pricing"));
    expect(await tallies()).toEqual({
      kinds: { trial: 1, pricing: 0, contact: 1 },
      emails: { "a@example.com": 1, "c@example.com": 1 },
    });
    await database().db.execute(sql`truncate ${leads} cascade`);
    expect(await tallies()).toEqual({ kinds: {}, emails: {} });
  });

  it("count distinct e-mail values exactly as stored", async () => {
    await insertLeads(database(), [
      { email: "x@example.com" },
      { email: "x@example.com" },
      { email: "X@example.com" },
    ]);
    const stats = await leadStats(
      database().db,
      { period: "all", kind: "all" },
      { now: new Date(), timeZone: "UTC" },
    );
    expect(stats).toMatchObject({ total: 3, uniqueEmails: 2 });
  });
});

describe("the lead detail view", () => {
  it("shows every field of a lead", async () => {
    const [lead] = await insertLeads(database(), [
      {
        kind: "pricing",
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "+1 (555) 010-0150",
        message: "40 drops\nand a rack",
        source: "Pricing Form",
        details: { company_size: "11-50", industry: "telecommunications" },
        createdAt: at("2025-03-09T20:00:00Z"),
      },
    ]);
    const result = await settle(() =>
      detailLoader(
        routeArgsFor(
          pageRequest(`/admin/leads/${lead!.id}?kind=pricing`, {
            cookie: cookies.admin,
            headers: { "Accept-Language": "en-US" },
          }),
          database(),
          { leadId: lead!.id },
        ),
      ),
    );
    const body = result.body as Awaited<ReturnType<typeof detailLoader>>;
    expect(body.lead).toMatchObject({
      id: lead!.id,
      kind: "pricing",
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "+1 (555) 010-0150",
      message: "40 drops\nand a rack",
      source: "Pricing Form",
      details: [
        { label: "Company size", value: "11-50" },
        { label: "Industry", value: "telecommunications" },
      ],
      receivedIso: "2025-03-09T20:00:00.000Z",
    });
    expect(body.lead.received).toBe("March 9, 2025 at 1:00 PM PDT");
    expect(body.backHref).toBe("/admin/leads?kind=pricing");
  });

  it("opened from the new-lead e-mail, says the time the e-mail says, whatever the browser's zone", async () => {
    const [lead] = await insertLeads(database(), [{ createdAt: at("2025-01-15T06:30:00Z") }]);
    const received = async (cookie: string) => {
      const result = await settle(() =>
        detailLoader(
          routeArgsFor(
            pageRequest(`/admin/leads/${lead!.id}`, {
              cookie,
              headers: { "Accept-Language": "en-US" },
            }),
            database(),
            { leadId: lead!.id },
          ),
        ),
      );
      return (result.body as Awaited<ReturnType<typeof detailLoader>>).lead.received;
    };
    const context = testContext(database());
    const [mail] = mailsForNewLead(
      { ...lead!, details: {} },
      companyMailSettings(context.config, context.company.current().profile),
    );
    // The e-mail's link: no cookie yet. The list sets none now, but an old one is ignored.
    const fromMail = await received(cookies.admin);
    expect(fromMail).toBe("January 14, 2025 at 10:30 PM PST");
    expect(mail!.text).toContain(`Received: ${fromMail}`);
    expect(await received(`${cookies.admin}; tz=America%2FNew_York`)).toBe(fromMail);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const leadId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const result = await settle(() =>
        detailLoader(
          routeArgsFor(
            pageRequest(`/admin/leads/${leadId}`, { cookie: cookies.admin }),
            database(),
            { leadId },
          ),
        ),
      );
      expect(result.status).toBe(404);
    }
  });
});
