import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/support/database";
import { insertLeads } from "../../tests/support/leads";
import { databaseMaintenanceJob, maintainDatabase } from "./maintenance.server";

const database = useTestDatabase();

/** What VACUUM and ANALYZE leave in the catalogue: pages marked all-visible, a row estimate. */
async function leadsCatalogue() {
  const result = await database().db.execute(
    sql`select relallvisible::int as "allVisible", reltuples::int as "rows"
        from pg_class where relname = 'leads'`,
  );
  return (result as unknown as { rows: { allVisible: number; rows: number }[] }).rows[0]!;
}

describe("the embedded database's maintenance", () => {
  it("does what autovacuum would: the visibility map and the planner's statistics", async () => {
    await insertLeads(
      database(),
      Array.from({ length: 300 }, () => ({})),
    );
    const before = await leadsCatalogue();
    expect(before.allVisible).toBe(0);
    expect(before.rows).not.toBe(300);

    expect(await maintainDatabase(database())).toBe(database().kind === "pglite");

    if (database().kind === "pglite") {
      const after = await leadsCatalogue();
      // Index-only scans skip the table's pages marked here; the planner counts the new rows.
      expect(after.allVisible).toBeGreaterThan(0);
      expect(after.rows).toBe(300);
    }
  });
});

describe("the maintenance as a periodic job", () => {
  it("runs ten minutes after the start, then a day after each run; none on PostgreSQL", async () => {
    let clock = 1_000;
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    try {
      const jobs = databaseMaintenanceJob(database());
      if (database().kind !== "pglite") {
        expect(jobs).toEqual([]);
        return;
      }
      const [job] = jobs;
      const at = new Date();
      clock += 9 * 60_000;
      expect(await job!.run(at)).toBeUndefined();
      clock += 60_000;
      expect(await job!.run(at)).toEqual({ ms: 0 });
      clock += 23 * 60 * 60_000;
      expect(await job!.run(at)).toBeUndefined();
      clock += 60 * 60_000;
      expect(await job!.run(at)).toEqual({ ms: 0 });
    } finally {
      now.mockRestore();
    }
  });
});
