import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import { jobApplications, jobPostings } from "./careers.schema";
import { moveApplication, stageMoveSchema } from "./stages.server";

const database = useTestDatabase();
const actor = { id: null, email: "hana@example.com" };

beforeEach(async () => {
  await database().db.delete(jobApplications);
  await database().db.delete(jobPostings);
});

async function anApplication() {
  const db = database().db;
  const posting = await aPosting(db);
  const [row] = await db
    .insert(jobApplications)
    .values({ postingId: posting.id, name: "Ana Ruiz", email: "ana@example.com", phone: "555" })
    .returning();
  if (!row) throw new Error("no application");
  return row;
}

describe("moving an application between stages", () => {
  it("sets the stage, dates a rejection and clears it on a move back, and audits each", async () => {
    const db = database().db;
    const application = await anApplication();
    const at = new Date("2026-11-20T17:00:00Z");
    const stageOf = async () =>
      (await db.select().from(jobApplications).where(eq(jobApplications.id, application.id)))[0];

    expect(
      await moveApplication(db, actor, { applicationId: application.id, stage: "interview" }),
    ).toBe(true);
    expect(await stageOf()).toMatchObject({ stage: "interview", decidedAt: null });

    await moveApplication(db, actor, { applicationId: application.id, stage: "rejected" }, at);
    expect(await stageOf()).toMatchObject({ stage: "rejected", decidedAt: at });

    await moveApplication(db, actor, { applicationId: application.id, stage: "screening" });
    expect(await stageOf()).toMatchObject({ stage: "screening", decidedAt: null });

    const audited = await db.select().from(auditLog).where(eq(auditLog.subject, application.id));
    expect(audited.map((entry) => entry.details)).toEqual([
      { stage: "interview" },
      { stage: "rejected" },
      { stage: "screening" },
    ]);
  });

  it("answers false for an unknown application, changing nothing", async () => {
    const db = database().db;
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await moveApplication(db, actor, { applicationId: unknown, stage: "offer" })).toBe(
      false,
    );
    expect(await db.select().from(auditLog).where(eq(auditLog.subject, unknown))).toEqual([]);
  });

  it("refuses Hired (the Hire step's), unknown stages and malformed ids", () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(stageMoveSchema.safeParse({ applicationId: id, stage: "hired" }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ applicationId: id, stage: "promoted" }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ applicationId: "1; drop", stage: "offer" }).success).toBe(
      false,
    );
    expect(stageMoveSchema.safeParse({ applicationId: id, stage: "offer" }).success).toBe(true);
  });
});
