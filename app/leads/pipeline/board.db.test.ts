import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads, signInAdmin } from "../../../tests/support/leads";
import { pageRequest, routeArgs, settle } from "../../../tests/support/requests";
import { leadEvents, leads } from "../leads.schema";
import { action as boardAction, loader as boardLoader } from "../routes/admin-leads-board";
import { leadAge } from "./board.server";

const database = useTestDatabase();
let admin = "";

beforeAll(async () => {
  admin = await signInAdmin(database());
});

beforeEach(async () => {
  await database().db.delete(leads);
});

async function board() {
  const request = pageRequest("/admin/leads/board", { cookie: admin });
  const result = await settle(() => boardLoader(routeArgs(request, database()) as never));
  return result.body as Awaited<ReturnType<typeof boardLoader>>;
}

async function move(form: Record<string, string>) {
  const request = pageRequest("/admin/leads/board", { cookie: admin, form });
  const result = await settle(() => boardAction(routeArgs(request, database()) as never));
  return { status: result.status, body: result.body as Record<string, unknown> };
}

describe("the lead board", () => {
  it("shows one column per stage, newest first, at most 20 cards each with the stage's total", async () => {
    const start = Date.now() - 60 * 60_000;
    await insertLeads(
      database(),
      Array.from({ length: 23 }, (_, i) => ({
        name: `Won ${i}`,
        status: "won" as const,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await insertLeads(database(), [{ name: "Fresh", kind: "pricing" }]);
    const { columns } = await board();
    expect(columns.map((column) => column.status)).toEqual([
      "new",
      "contacted",
      "qualified",
      "quote_sent",
      "won",
      "lost",
    ]);
    const won = columns.find((column) => column.status === "won")!;
    expect(won.total).toBe(23);
    expect(won.cards).toHaveLength(20);
    expect(won.cards[0]!.name).toBe("Won 22");
    const fresh = columns[0]!.cards[0]!;
    expect(fresh).toMatchObject({ name: "Fresh", kind: "pricing", assignee: null });
  });

  it("gives each card's exact time, on hover, in the company's zone, named", async () => {
    await insertLeads(database(), [
      { name: "Evening", createdAt: new Date("2025-01-15T04:30:00Z") },
    ]);
    const card = (await board()).columns[0]!.cards[0]!;
    expect(card).toMatchObject({
      receivedIso: "2025-01-15T04:30:00.000Z",
      received: "January 14, 2025 at 8:30 PM PST",
    });
  });

  it("moves a card with the status service: the stage changes and the timeline records it", async () => {
    const [lead] = await insertLeads(database(), [{ name: "Ada Mover" }]);
    const answer = await move({ intent: "status", leadId: lead!.id, status: "won" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, message: "Ada Mover moved to Won." });
    const [stored] = await database().db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(stored!.status).toBe("won");
    const events = await database()
      .db.select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead!.id));
    expect(events.map((event) => event.details)).toContainEqual(
      expect.objectContaining({ from: "new", to: "won" }),
    );
  });

  it("asks Lost's reason and keeps what was typed; refuses a card it does not know", async () => {
    const [lead] = await insertLeads(database(), [{ name: "Ada Lost" }]);
    const missing = await move({ intent: "status", leadId: lead!.id, status: "lost" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      ok: false,
      leadId: lead!.id,
      errors: { lostReason: "Please choose why the lead was lost." },
      values: { status: "lost" },
    });
    const lost = await move({
      intent: "status",
      leadId: lead!.id,
      status: "lost",
      lostReason: "price",
      lostNote: "Went with a cheaper quote",
    });
    expect(lost.body).toMatchObject({ ok: true, message: "Ada Lost moved to Lost." });
    expect((await move({ intent: "status", leadId: "nope", status: "won" })).status).toBe(400);
  });

  it("says how old a lead is in its largest whole unit", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(leadAge(ago(5), now)).toBe("5 min");
    expect(leadAge(ago(180), now)).toBe("3 h");
    expect(leadAge(ago(3 * 1440), now)).toBe("3 d");
    expect(leadAge(ago(21 * 1440), now)).toBe("3 wk");
    expect(leadAge(ago(100 * 1440), now)).toBe("3 mo");
  });
});
