import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads, signInAdmin } from "../../../tests/support/leads";
import { pageRequest, routeArgs, settle } from "../../../tests/support/requests";
import { leads } from "../leads.schema";
import { durationInWords as inWords } from "../office-labels";
import { loader as listLoader } from "../routes/admin-leads";
import { firstResponseQuery, leadNumbers } from "./numbers.server";

const database = useTestDatabase();
const clock = { now: new Date("2026-03-20T12:00:00Z"), timeZone: "UTC" };
const at = (iso: string) => new Date(iso);
const minutesLater = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

beforeEach(async () => {
  await database().db.delete(leads);
});

describe("the dashboard's numbers", () => {
  it("counts leads by stage, every stage present", async () => {
    await insertLeads(database(), [{ status: "won" }, { status: "won" }, { status: "qualified" }]);
    const { byStage } = await leadNumbers(database().db, clock);
    expect(byStage).toEqual({
      new: 0,
      contacted: 0,
      qualified: 1,
      quote_sent: 0,
      won: 2,
      lost: 0,
      sent: 0,
      closed: 0,
    });
  });

  it("reads the month's first responses from an index alone, not from each lead's row", async () => {
    const plan = await database().db.transaction(async (tx) => {
      // A handful of test rows would be read whole: the plan is asked as for 100,000 leads.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(sql`explain ${firstResponseQuery(database().db, clock).getSQL()}`);
    });
    const lines = (plan as unknown as { rows: { "QUERY PLAN": string }[] }).rows;
    expect(lines.map((line) => line["QUERY PLAN"]).join("\n")).toContain(
      "Index Only Scan using leads_answered_created_at_idx",
    );
  });

  it("takes the median time to first response of this calendar month's answered leads", async () => {
    const march = at("2026-03-02T09:00:00Z");
    await insertLeads(database(), [
      { createdAt: march, firstResponseAt: minutesLater(march, 10) },
      { createdAt: march, firstResponseAt: minutesLater(march, 30) },
      { createdAt: march, firstResponseAt: minutesLater(march, 240) },
      { createdAt: march },
      // February's lead answered late does not count in March.
      { createdAt: at("2026-02-27T09:00:00Z"), firstResponseAt: at("2026-03-05T09:00:00Z") },
    ]);
    const { firstResponse } = await leadNumbers(database().db, clock);
    expect(firstResponse).toEqual({ medianMinutes: 30, answered: 3 });
    await database().db.delete(leads);
    expect((await leadNumbers(database().db, clock)).firstResponse).toEqual({
      medianMinutes: null,
      answered: 0,
    });
  });

  it("gives conversion as Won over closed, per source and per kind", async () => {
    await insertLeads(database(), [
      { kind: "pricing", source: "Pricing Form", status: "won" },
      { kind: "pricing", source: "Pricing Form", status: "lost", lostReason: "price" },
      { kind: "pricing", source: "Pricing Form", status: "qualified" },
      { kind: "contact", source: "Contact Form", status: "won" },
      { kind: "trial", source: "Contact Form", status: "lost", lostReason: "other" },
    ]);
    const numbers = await leadNumbers(database().db, clock);
    expect(numbers.bySource).toEqual([
      { key: "Contact Form", won: 1, closed: 2 },
      { key: "Pricing Form", won: 1, closed: 2 },
    ]);
    expect(numbers.byKind).toEqual([
      { key: "pricing", won: 1, closed: 2 },
      { key: "contact", won: 1, closed: 1 },
      { key: "trial", won: 0, closed: 1 },
    ]);
  });

  it("counts new leads and the won among them per week, 12 weeks ending today", async () => {
    await insertLeads(database(), [
      { createdAt: at("2026-03-20T08:00:00Z"), status: "won" },
      { createdAt: at("2026-03-15T08:00:00Z") },
      { createdAt: at("2026-03-13T08:00:00Z"), status: "won" },
      { createdAt: at("2025-11-01T08:00:00Z"), status: "won" },
    ]);
    const { weekly } = await leadNumbers(database().db, clock);
    expect(weekly).toHaveLength(12);
    expect(weekly.at(-1)).toEqual({ start: "2026-03-14", received: 2, won: 1 });
    expect(weekly.at(-2)).toEqual({ start: "2026-03-07", received: 1, won: 1 });
    expect(weekly[0]!.start).toBe("2025-12-27");
    expect(weekly.reduce((sum, week) => sum + week.received, 0)).toBe(3);
  });

  it("says durations as an office person would", () => {
    const durationInWords = (minutes: number) => inWords(serverTranslator("en").t, minutes);
    expect(durationInWords(45)).toBe("45 min");
    expect(durationInWords(185)).toBe("3 h 5 min");
    expect(durationInWords(120)).toBe("2 h");
    expect(durationInWords(52 * 60)).toBe("2 d 4 h");
  });
});

describe("the list's stage and assignee filters", () => {
  let admin = "";
  beforeAll(async () => {
    admin = await signInAdmin(database());
  });

  async function list(search: string) {
    const request = pageRequest(`/admin/leads${search}`, { cookie: admin });
    const result = await settle(() => listLoader(routeArgs(request, database()) as never));
    return {
      status: result.status,
      body: result.body as Awaited<ReturnType<typeof listLoader>>["data"],
    };
  }

  it("combine with the time and kind filters and are counted", async () => {
    const recent = new Date(Date.now() - 60_000);
    await insertLeads(database(), [
      { name: "Won trial", kind: "trial", status: "won", createdAt: recent },
      { name: "Won contact", status: "won", createdAt: recent },
      {
        name: "Old won trial",
        kind: "trial",
        status: "won",
        createdAt: at("2020-01-01T00:00:00Z"),
      },
      { name: "New trial", kind: "trial", createdAt: recent },
    ]);
    const won = await list("?status=won&kind=trial&period=today");
    expect(won.body.rows.map((row) => row.name)).toEqual(["Won trial"]);
    expect(won.body.stats.matching).toBe(1);
    expect(won.body.numbers.byStage.won).toBe(3);
    const nobody = await list("?assignee=none&status=new");
    expect(nobody.body.rows.map((row) => row.name)).toEqual(["New trial"]);
    const unknown = await list("?status=done");
    expect(unknown.status).toBe(400);
    expect(unknown.body.filterError).toContain("Unknown status");
  });
});
