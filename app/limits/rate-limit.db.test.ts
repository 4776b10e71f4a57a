import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/database";
import { hitLimit, hitLimits } from "./rate-limit.server";

const database = useTestDatabase();
const HOUR = 60 * 60 * 1000;
const now = new Date("2026-11-27T10:15:00Z");

describe("limits counted together", () => {
  it("count each counter once per hit, as separate hits would", async () => {
    const db = database().db;
    const mailbox = { name: "test:mailbox", max: 2, windowMs: HOUR };
    const domain = { name: "test:domain", max: 3, windowMs: HOUR };
    const hits = [
      { rule: mailbox, subject: "ana@example.com" },
      { rule: domain, subject: "example.com" },
    ];
    await hitLimits(db, hits, now);
    await hitLimits(db, hits, now);
    const third = await hitLimits(db, hits, now);
    expect(third.map((state) => [state.count, state.allowed])).toEqual([
      [3, false],
      [3, true],
    ]);
    expect((await hitLimit(db, domain, "EXAMPLE.com", now)).count).toBe(4);
  });

  it("count two hits on one counter in one call as two, and nothing for no hits", async () => {
    const db = database().db;
    const rule = { name: "test:same", max: 5, windowMs: HOUR };
    const states = await hitLimits(
      db,
      [
        { rule, subject: "a" },
        { rule, subject: "A" },
      ],
      now,
    );
    expect(states.map((state) => state.count)).toEqual([2, 2]);
    expect(await hitLimits(db, [], now)).toEqual([]);
  });
});
