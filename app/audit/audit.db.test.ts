import { beforeEach, describe, expect, it } from "vitest";
import { signIn } from "~/accounts/sign-in/sign-in.server";
import { adminCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../tests/support/requests";
import { auditCounters, auditLog } from "./audit.schema";
import { recordAudit, removeOldAuditEntries } from "./audit.server";
import { loader as auditLoader } from "./routes/admin-audit";

type AuditPage = Exclude<Awaited<ReturnType<typeof auditLoader>>, Response>["data"];

/** The audit log against floods (docs/security.md, "The audit log could be flooded"): counters, kinds, pages, filters, retention. */

const database = useTestDatabase();
let cookie = "";

beforeEach(async () => {
  await database().truncateAll();
  cookie = await adminCookie(testContext(database()));
  await database().db.delete(auditLog);
});

/** A wrong sign-in from its own client address, so that the client limit never answers first. */
async function wrongSignIn(email: string, n: number) {
  const context = testContext(database());
  context.clientAddress = `198.51.100.${n % 250}`;
  const result = await signIn(context, { email, password: "not the password", area: "admin" });
  expect(result.ok).toBe(false);
}

async function auditPage(query = "") {
  const outcome = await settle(() =>
    auditLoader(routeArgs(pageRequest(`/admin/audit${query}`, { cookie }), database()) as never),
  );
  return { status: outcome.status, data: outcome.body as AuditPage };
}

describe("the audit log", () => {
  it("counts failed sign-ins for addresses that are nobody's instead of writing a row each", async () => {
    for (let i = 0; i < 12; i++) await wrongSignIn(`nobody${i}@example.net`, i);
    await wrongSignIn("admin@example.com", 99);
    const rows = await database().db.select().from(auditLog);
    // Only the failure against a real account is a row, named by that account.
    expect(rows.map((row) => [row.action, row.actorEmail])).toEqual([
      ["sign-in.failed", "admin@example.com"],
    ]);
    expect(rows[0]!.actorId).not.toBeNull();
    const counters = await database().db.select().from(auditCounters);
    expect(counters).toMatchObject([
      { action: "sign-in.failed.unknown-account", subject: "admin", count: 12 },
    ]);
    expect(JSON.stringify(counters)).not.toContain("nobody");
  });

  it("tells security events from admin actions, and shows admin actions first", async () => {
    const { db } = database();
    await recordAudit(db, { id: "1", email: "admin@example.com" }, "leads.exported", null, {});
    await recordAudit(db, { id: "1", email: "admin@example.com" }, "sign-in", "admin");
    await recordAudit(db, { id: "2", email: "olive@example.com" }, "password-change.failed");
    const admin = await auditPage();
    expect(admin.data.entries.map((entry) => entry.action)).toEqual(["leads.exported"]);
    const security = await auditPage("?kind=security");
    expect(security.data.entries.map((entry) => entry.action).sort()).toEqual([
      "password-change.failed",
      "sign-in",
    ]);
    expect((await auditPage("?kind=all")).data.entries).toHaveLength(3);
  });

  it("pages through every entry and filters by action and person", async () => {
    const { db } = database();
    const base = Date.parse("2026-03-02T12:00:00Z");
    await db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        at: new Date(base + i * 1000),
        actorId: "1",
        actorEmail: i % 3 === 0 ? "olive@example.com" : "admin@example.com",
        action: i % 2 === 0 ? "leads.exported" : "invitation.sent",
        subject: i % 2 === 0 ? null : `hire${i}@example.net`,
      })),
    );
    const first = await auditPage();
    expect(first.data.total).toBe(120);
    expect(first.data.entries).toHaveLength(50);
    expect(first.data.entries[0]!.at).toBe(new Date(base + 119_000).toISOString());
    const third = await auditPage("?page=3");
    expect(third.data.entries).toHaveLength(20);
    expect(third.data.entries.at(-1)!.at).toBe(new Date(base).toISOString());

    const exports = await auditPage("?action=leads.exported");
    expect(exports.data.total).toBe(60);
    expect(exports.data.entries.every((entry) => entry.action === "leads.exported")).toBe(true);
    const olive = await auditPage("?person=OLIVE@example");
    expect(olive.data.total).toBe(40);
    const oliveExports = await auditPage("?action=leads.exported&person=olive%40example.com");
    expect(oliveExports.data.total).toBe(20);
    // A person is also whom an action was about.
    expect((await auditPage("?person=hire7%40")).data.total).toBe(1);
    expect(first.data.actions).toEqual(["invitation.sent", "leads.exported"]);
  });

  it("answers a bad filter with a 400 and the values typed", async () => {
    const outcome = await auditPage(`?page=-2&person=${"x".repeat(300)}`);
    expect(outcome.status).toBe(400);
    expect(outcome.data.error).toMatch(/Pages start at 1|at most 254/);
    expect(outcome.data.entries).toEqual([]);
  });

  it("keeps entries and counters one year, then the retention deletes them", async () => {
    const { db } = database();
    const now = new Date("2026-03-02T12:00:00Z");
    await db.insert(auditLog).values([
      { at: new Date("2025-02-28T12:00:00Z"), action: "leads.exported" },
      { at: new Date("2025-03-03T12:00:00Z"), action: "leads.cleared" },
    ]);
    await db.insert(auditCounters).values([
      { day: "2025-02-28", action: "sign-in.failed.unknown-account", count: 5, lastAt: now },
      { day: "2025-03-04", action: "sign-in.failed.unknown-account", count: 2, lastAt: now },
    ]);
    expect(await removeOldAuditEntries(db, now)).toBe(2);
    expect((await db.select().from(auditLog)).map((row) => row.action)).toEqual(["leads.cleared"]);
    expect((await db.select().from(auditCounters)).map((row) => row.day)).toEqual(["2025-03-04"]);
  });
});
