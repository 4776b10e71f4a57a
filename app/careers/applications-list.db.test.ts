import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anApplication, aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import {
  APPLICATIONS_PAGE_SIZE,
  countApplications,
  listApplications,
} from "./applications-list.server";
import { jobApplications } from "./careers.schema";

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
