import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anApplication, aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import {
  APPLICATIONS_PAGE_SIZE,
  countApplications,
  listApplications,
} from "./applications-list.server";
import { jobApplications, jobApplicationTallies, jobPostings } from "./careers.schema";

const database = useTestDatabase();

describe("the applicants' list", () => {
  it("shows 50 a page, newest first, and counts what the filter holds", async () => {
    const db = database().db;
    const posting = await aPosting(db);
    const other = await aPosting(db, { title: "Estimator" });
    for (let i = 0; i < APPLICATIONS_PAGE_SIZE + 5; i++) {
      const row = await anApplication(db, i % 5 === 0 ? other.id : posting.id, {
        email: `a${i}@example.com`,
        stage: i % 2 ? "rejected" : "new",
        resume: i < 3,
      });
      await db
        .update(jobApplications)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .where(eq(jobApplications.id, row.id));
    }
    const first = await listApplications(db, {});
    expect(first).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect(first[0]!.email).toBe(`a${APPLICATIONS_PAGE_SIZE + 4}@example.com`);
    const second = await listApplications(db, {}, 2);
    expect(second.map((row) => row.email)).toEqual([
      "a4@example.com",
      "a3@example.com",
      "a2@example.com",
      "a1@example.com",
      "a0@example.com",
    ]);
    expect(second.filter((row) => row.resumeName).map((row) => row.email)).toEqual([
      "a2@example.com",
      "a1@example.com",
      "a0@example.com",
    ]);
    expect(await countApplications(db, {})).toBe(APPLICATIONS_PAGE_SIZE + 5);
    expect(await countApplications(db, { stage: "rejected" })).toBe(27);
    expect(await countApplications(db, { postingId: other.id, stage: "new" })).toBe(6);
    const rejected = await listApplications(db, { stage: "rejected" });
    expect(rejected.every((row) => row.stage === "rejected")).toBe(true);
  });
});

describe("the applications' tallies", () => {
  /** The tallies without their rows at 0, against the applications counted. */
  async function expectTalliesToMatch(db: ReturnType<typeof database>["db"]) {
    const counted = await db
      .select({
        postingId: jobApplications.postingId,
        stage: jobApplications.stage,
        applications: sql<number>`count(*)::int`,
      })
      .from(jobApplications)
      .groupBy(jobApplications.postingId, jobApplications.stage);
    const tallied = await db
      .select()
      .from(jobApplicationTallies)
      .where(sql`${jobApplicationTallies.applications} <> 0`);
    const key = (row: { postingId: string; stage: string }) => `${row.postingId}/${row.stage}`;
    const sorted = <Row extends { postingId: string; stage: string }>(rows: Row[]) =>
      [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(tallied)).toEqual(sorted(counted));
  }

  it("follow every write: inserts, stage moves, a move to another posting, deletes and a posting's removal", async () => {
    const db = database().db;
    const posting = await aPosting(db);
    const other = await aPosting(db, { title: "Estimator" });
    const made = [];
    for (let i = 0; i < 6; i++) {
      made.push(
        await anApplication(db, i < 4 ? posting.id : other.id, { email: `t${i}@example.com` }),
      );
    }
    await expectTalliesToMatch(db);
    expect(await countApplications(db, { postingId: posting.id, stage: "new" })).toBe(4);

    await db
      .update(jobApplications)
      .set({ stage: "interview" })
      .where(inArray(jobApplications.id, [made[0]!.id, made[4]!.id]));
    await db
      .update(jobApplications)
      .set({ postingId: other.id })
      .where(eq(jobApplications.id, made[1]!.id));
    await expectTalliesToMatch(db);
    expect(await countApplications(db, { postingId: posting.id, stage: "interview" })).toBe(1);
    expect(await countApplications(db, { postingId: other.id, stage: "interview" })).toBe(1);
    expect(await countApplications(db, { postingId: other.id })).toBe(3);

    await db.delete(jobApplications).where(eq(jobApplications.id, made[2]!.id));
    await expectTalliesToMatch(db);
    // Removing a posting removes its applications (the foreign key's cascade): its counts go too.
    await db.delete(jobPostings).where(eq(jobPostings.id, other.id));
    await expectTalliesToMatch(db);
    expect(await countApplications(db, { postingId: posting.id })).toBe(2);
    expect(await countApplications(db, { postingId: other.id })).toBe(0);
  });
});
