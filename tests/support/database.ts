import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { PGLITE_OPTIONS } from "~/db/pglite.server";
import { adminQuery, dropPostgresDatabase, withDatabase } from "./database-global-setup";

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table, keeping the schema: cheap isolation between tests of one file. */
  truncateAll(): Promise<void>;
}

/** A migrated database of this test file's own, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (url && template) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `create database "${name}" template "${template}"`);
    const handle = await openDatabase({ url: withDatabase(url, name) });
    return withTruncate({
      ...handle,
      close: async () => {
        await handle.close();
        await dropPostgresDatabase(url, name);
      },
    });
  }
  const templatePath = inject("pgliteTemplatePath");
  if (!templatePath) throw new Error("the database global setup did not run");
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(templatePath)]),
    ...PGLITE_OPTIONS,
  });
  return withTruncate(await openDatabase({ pglite: client }));
}

function withTruncate(handle: DatabaseHandle): TestDatabase {
  return {
    ...handle,
    truncateAll: async () => {
      const result = await handle.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const tables = (result as unknown as { rows: { tablename: string }[] }).rows
        .map((row) => `"${row.tablename}"`)
        .join(", ");
      if (tables) await handle.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
    },
  };
}

/** Opens a test database before the file's tests and closes it after them. */
export function useTestDatabase() {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("the test database is opened in beforeAll");
    return database;
  };
}
