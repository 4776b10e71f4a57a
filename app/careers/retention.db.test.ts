import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "~/files/files.schema";
import { dailyJobRuns } from "~/jobs/jobs.schema";
import { anApplication, aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { resumeOwnerOf } from "./applications.server";
import { jobApplications } from "./careers.schema";
import { removeDecidedApplications } from "./retention.server";

const database = useTestDatabase();
const eqId = (id: string) => eq(jobApplications.id, id);
const deps = () => testContext(database());

/** Tuesday 24 November 2026, 7:00 in Los Angeles (the example headquarters is in California). */
const TUESDAY_7AM = new Date("2026-11-24T15:00:00Z");
const TUESDAY_659AM = new Date("2026-11-24T14:59:00Z");
const WEDNESDAY_7AM = new Date("2026-11-25T15:00:00Z");

beforeEach(async () => {
  await database().truncateAll();
});

async function remaining() {
  const db = database().db;
  const applications = await db.select().from(jobApplications);
  const files = await db.select({ owner: storedFiles.owner }).from(storedFiles);
  return {
    applications: applications.map((row) => row.email).sort(),
    files: files.map((row) => row.owner).sort(),
  };
}

describe("the applications' retention", () => {
  it("deletes applications decided four years ago with their résumés, once a day, never undecided ones", async () => {
    const db = database().db;
    const posting = await aPosting(db);
    const rejected = await anApplication(db, posting.id, {
      email: "rejected@example.com",
      stage: "rejected",
      // Four years and a day before Tuesday.
      decidedAt: new Date("2022-11-23T15:00:00Z"),
    });
    const hired = await anApplication(db, posting.id, {
      email: "hired@example.com",
      stage: "hired",
      // Four years before Wednesday 7:00, to the minute: gone on Wednesday, not on Tuesday.
      decidedAt: new Date("2022-11-25T14:59:00Z"),
    });
    const waiting = await anApplication(db, posting.id, {
      email: "waiting@example.com",
      stage: "interview",
    });
    // Sent ten years ago and never decided: kept.
    await db
      .update(jobApplications)
      .set({ createdAt: new Date("2016-01-04T10:00:00Z") })
      .where(eqId(waiting.id));

    expect(await removeDecidedApplications(deps(), TUESDAY_659AM)).toEqual({ day: null, count: 0 });
    expect((await remaining()).applications).toHaveLength(3);

    expect(await removeDecidedApplications(deps(), TUESDAY_7AM)).toEqual({
      day: "2026-11-24",
      count: 1,
    });
    expect(await remaining()).toEqual({
      applications: ["hired@example.com", "waiting@example.com"],
      files: [resumeOwnerOf(hired.id), resumeOwnerOf(waiting.id)].sort(),
    });
    expect(rejected.resumeFileId).not.toBeNull();

    // Another check, or another server process, the same day: the day is taken.
    expect(await removeDecidedApplications(deps(), new Date("2026-11-24T23:00:00Z"))).toEqual({
      day: null,
      count: 0,
    });

    expect(await removeDecidedApplications(deps(), WEDNESDAY_7AM)).toEqual({
      day: "2026-11-25",
      count: 1,
    });
    expect(await remaining()).toEqual({
      applications: ["waiting@example.com"],
      files: [resumeOwnerOf(waiting.id)],
    });
    expect(
      (await db.select().from(dailyJobRuns)).map((run) => [run.job, run.day, run.outcome]),
    ).toEqual([
      ["careers-retention", "2026-11-24", 1],
      ["careers-retention", "2026-11-25", 1],
    ]);
  });

  it("runs once when two processes check at the same moment", async () => {
    const db = database().db;
    const posting = await aPosting(db);
    await anApplication(db, posting.id, {
      stage: "rejected",
      decidedAt: new Date("2020-01-01T00:00:00Z"),
    });
    const runs = await Promise.all([
      removeDecidedApplications(deps(), TUESDAY_7AM),
      removeDecidedApplications(deps(), TUESDAY_7AM),
    ]);
    expect(runs.map((run) => run.day).filter(Boolean)).toEqual(["2026-11-24"]);
    expect(await remaining()).toEqual({ applications: [], files: [] });
  });
});
