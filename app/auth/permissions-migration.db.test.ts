import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "~/db/client.server";
import { useMigrationsBefore } from "../../tests/support/migrations";

const migrationsBefore = useMigrationsBefore();

describe("the migration to named permissions", () => {
  it("turns each lead-access flag into a 'leads' grant", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore("0014_user_permissions") });
    await db.execute(sql`insert into users (id, name, email, role, lead_access) values
      ('olive', 'Olive', 'olive@example.com', 'employee', true),
      ('bob', 'Bob', 'bob@example.com', 'employee', false)`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const grants = await db.execute(sql`select user_id, permission from user_permissions`);
    expect(grants.rows).toEqual([{ user_id: "olive", permission: "leads" }]);
    await client.close();
  });
});
