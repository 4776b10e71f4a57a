import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { users } from "~/auth/auth.schema";
import { CSV_BOM } from "~/csv/csv";
import { calendarDay } from "~/site/wall-clock";
import { useTestDatabase } from "../../../tests/support/database";
import {
  insertLeads,
  pageRequest,
  routeArgsFor,
  settle,
  signInPeople,
} from "../../../tests/support/leads";
import { leads } from "../leads.schema";
import { loader } from "../routes/admin-leads-export";
import { leadsCsvStream } from "./csv-export.server";
import { leadTimeFormat } from "./format";

const database = useTestDatabase();
let admin: string;

beforeAll(async () => {
  admin = (await signInPeople(database())).admin;
});

beforeEach(async () => {
  await database().db.execute(sql`truncate ${leads}, ${auditLog} cascade`);
});

async function exportCsv(search = "", headers: Record<string, string> = {}) {
  const result = await settle(() =>
    loader(
      routeArgsFor(
        pageRequest(`/admin/leads/export.csv${search}`, { cookie: admin, headers }),
        database(),
      ),
    ),
  );
  const response = result.response!;
  // Decoded by hand: Response.text() would drop the byte-order mark this test checks.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

function lines(csv: string): string[] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  return csv.slice(CSV_BOM.length).split("\r\n").slice(0, -1);
}

const LA = "America/Los_Angeles";
const everyStage = { view: "all", status: "all", assignee: "all" };

describe("Export CSV", () => {
  it("adds each lead's stage, assignee, last activity and first-response time", async () => {
    const [person] = await database()
      .db.select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, "admin@example.com"));
    const received = new Date("2025-01-15T06:30:00Z");
    await insertLeads(database(), [
      {
        name: "Won Lead",
        status: "won",
        assigneeId: person!.id,
        createdAt: received,
        firstResponseAt: new Date(received.getTime() + 95 * 60_000),
        lastActivityAt: new Date("2025-01-20T08:00:00Z"),
      },
      { name: "Lost Lead", status: "lost", lostReason: "price", createdAt: received },
    ]);
    const rows = lines((await exportCsv("", { "Accept-Language": "en-US" })).text);
    expect(rows.slice(1).map((row) => row.replace(/\u202f/g, " "))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^Won Lead,[^,]+,1/14/2025,10:30:00 PM PST,Contact Form,English,Won,${person!.name},1/20/2025 12:00:00 AM PST,95$`,
          ),
        ),
        expect.stringMatching(
          /^Lost Lead,[^,]+,1\/14\/2025,10:30:00 PM PST,Contact Form,English,Lost,,1\/14\/2025 10:30:00 PM PST,$/,
        ),
      ]),
    );
    const won = lines((await exportCsv("?status=won")).text).slice(1);
    expect(won.map((row) => row.split(",")[0])).toEqual(["Won Lead"]);
    const mine = lines((await exportCsv(`?assignee=${person!.id}`)).text).slice(1);
    expect(mine.map((row) => row.split(",")[0])).toEqual(["Won Lead"]);
    const nobody = lines((await exportCsv("?assignee=none")).text).slice(1);
    expect(nobody.map((row) => row.split(",")[0])).toEqual(["Lost Lead"]);
  });

  it("streams the header row and one row per lead, newest first, as an attachment", async () => {
    await insertLeads(database(), [
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        source: "Contact Form",
        createdAt: new Date("2025-01-15T06:30:00Z"),
      },
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        kind: "trial",
        source: "Software Solutions Dropdown",
        language: "es",
        createdAt: new Date("2025-01-16T18:05:09Z"),
      },
    ]);
    // A zone in the address is not the company's: it changes nothing.
    const { response, text } = await exportCsv("?tz=Asia%2FTokyo", {
      "Accept-Language": "en-US",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const today = calendarDay(new Date(), "America/Los_Angeles");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="gatsy-leads-${today}.csv"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.body).toBeInstanceOf(ReadableStream);
    const rows = lines(text);
    expect(rows[0]).toBe(
      "Name,Email,Date,Time,Source,Language,Status,Assignee,Last activity,First response (minutes)",
    );
    expect(rows.slice(1).map((row) => row.replace(/\u202f/g, " "))).toEqual([
      "Grace Hopper,grace@example.com,1/16/2025,10:05:09 AM PST,Software Solutions Dropdown,Spanish,New,,1/16/2025 10:05:09 AM PST,",
      "Ada Lovelace,ada@example.com,1/14/2025,10:30:00 PM PST,Contact Form,English,New,,1/14/2025 10:30:00 PM PST,",
    ]);
  });

  it("writes dates in the viewer's language and the company's zone, quotes and defuses formulas", async () => {
    await insertLeads(database(), [
      {
        name: '=HYPERLINK("http://evil.example")',
        email: "@attacker@example.com",
        source: "Contact Form",
        createdAt: new Date("2025-01-15T06:30:00Z"),
      },
      {
        name: "Lovelace, Ada",
        email: "ada@example.com",
        source: 'The "Contact" Form',
        createdAt: new Date("2025-01-14T06:30:00Z"),
      },
    ]);
    const { text } = await exportCsv("", { "Accept-Language": "de-DE" });
    expect(lines(text).slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"")",'@attacker@example.com,14.1.2025,22:30:00 GMT-8,Contact Form,English,New,,14.1.2025 22:30:00 GMT-8,`,
      `"Lovelace, Ada",ada@example.com,13.1.2025,22:30:00 GMT-8,"The ""Contact"" Form",English,New,,13.1.2025 22:30:00 GMT-8,`,
    ]);
  });

  it("exports only the current filter and records the export in the audit log", async () => {
    const now = Date.now();
    await insertLeads(database(), [
      { kind: "trial", name: "Trial Today", createdAt: new Date(now - 60_000) },
      { kind: "contact", name: "Contact Today", createdAt: new Date(now - 120_000) },
      { kind: "trial", name: "Trial Old", createdAt: new Date(now - 40 * 86_400_000) },
    ]);
    const trials = lines((await exportCsv("?kind=trial")).text).slice(1);
    expect(trials.map((row) => row.split(",")[0])).toEqual(["Trial Today", "Trial Old"]);
    const month = lines((await exportCsv("?period=month")).text).slice(1);
    expect(month.map((row) => row.split(",")[0])).toEqual(["Trial Today", "Contact Today"]);

    const entries = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "leads.exported"));
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { ...everyStage, period: "all", kind: "trial", language: "all", count: 2, timeZone: LA },
        { ...everyStage, period: "month", kind: "all", language: "all", count: 2, timeZone: LA },
      ]),
    );
    expect(entries[0]!.actorEmail).toBe("admin@example.com");
  });

  it("exports only the leads of the language filter", async () => {
    await insertLeads(database(), [
      { name: "Ana", language: "es", createdAt: new Date(Date.now() - 60_000) },
      { name: "Ada", language: "en", createdAt: new Date(Date.now() - 120_000) },
    ]);
    const spanish = lines((await exportCsv("?language=es")).text).slice(1);
    expect(spanish.map((row) => [row.split(",")[0], row.split(",")[5]])).toEqual([
      ["Ana", "Spanish"],
    ]);
  });

  it("answers 'No leads to export' when there is nothing to export", async () => {
    const empty = await exportCsv();
    // Plain text for a person who opened the link without JavaScript.
    expect(empty.response.status).toBe(404);
    expect(empty.response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(empty.text).toBe("No leads to export");

    await insertLeads(database(), [{ kind: "contact" }]);
    const noneOfKind = await exportCsv("?kind=pricing");
    expect(noneOfKind.text).toBe("No leads to export");
    expect(await database().db.$count(auditLog, eq(auditLog.action, "leads.exported"))).toBe(0);
  });

  it("refuses a bad filter with 400 and a clear message", async () => {
    const { response, text } = await exportCsv("?kind=everything");
    expect(response.status).toBe(400);
    expect(text).toBe("Unknown kind: choose trial, contact or pricing.");
  });
});

describe("the export stream", () => {
  it("reads in keyset batches without losing or repeating leads that share a timestamp", async () => {
    const same = new Date("2025-02-01T12:00:00.123Z");
    await insertLeads(
      database(),
      Array.from({ length: 23 }, (_, i) => ({
        name: `Lead ${i}`,
        createdAt: i < 17 ? same : new Date(same.getTime() - i * 1000),
      })),
    );
    // Microseconds that a JavaScript Date cannot hold must not break the cursor either.
    await database().db.execute(
      sql`update ${leads} set created_at = created_at + interval '456 microseconds' where name = 'Lead 3'`,
    );
    const stream = await leadsCsvStream(
      database().db,
      { period: "all", kind: "all", language: "all" },
      { now: new Date(), timeZone: "UTC" },
      leadTimeFormat("en-US", "UTC"),
      5,
    );
    const chunks: string[] = [];
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    for await (const chunk of stream) chunks.push(decoder.decode(chunk));
    // Five batches of at most 5 (the header row leaves with the first): never all at once.
    expect(chunks).toHaveLength(5);
    const names = lines(chunks.join(""))
      .slice(1)
      .map((row) => row.split(",")[0]);
    expect(names).toHaveLength(23);
    expect(new Set(names).size).toBe(23);
    expect(names[0]).toBe("Lead 3");
  });
});
