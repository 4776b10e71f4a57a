import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "~/db/client.server";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The migrations as they were before the named one: a copy of the folder, its journal cut. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

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
