import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "~/db/client.server";
import { useMigrationsBefore } from "../../tests/support/migrations";

const migrationsBefore = useMigrationsBefore();

describe("the migration to one claims table", () => {
  it("keeps every day and week already claimed, under the jobs' new names", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore("0031_one_claims_table") });
    await db.execute(sql`insert into lead_daily_runs (job, day, outcome) values
      ('follow-up-mail', '2026-11-27', 3), ('retention', '2026-11-27', 0)`);
    await db.execute(sql`insert into subcontractor_job_runs (job, period, outcome) values
      ('reminders', '2026-11-27', 2), ('office-weekly', '2026-11-23', 1)`);
    await db.execute(sql`insert into daily_job_runs (job, day, outcome) values
      ('careers-retention', '2026-11-27', 0)`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const runs = await db.execute(
      sql`select job, day::text, outcome from daily_job_runs order by job`,
    );
    expect(runs.rows).toEqual([
      { job: "careers-retention", day: "2026-11-27", outcome: 0 },
      { job: "lead-follow-up-mail", day: "2026-11-27", outcome: 3 },
      { job: "lead-retention", day: "2026-11-27", outcome: 0 },
      { job: "subcontractor-office-weekly", day: "2026-11-23", outcome: 1 },
      { job: "subcontractor-reminders", day: "2026-11-27", outcome: 2 },
    ]);
    await client.close();
  });
});
