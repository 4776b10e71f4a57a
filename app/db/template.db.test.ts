import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";

/**
 * A first start loads the build's migrated empty database instead of creating one; a data
 * directory that holds a database keeps it. Always on PGlite: the template is its dump.
 */
describe("the embedded database's template", () => {
  let directory: string;
  let template: string;

  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), "template-test-"));
    template = path.join(directory, "template.tar.gz");
    execFileSync(process.execPath, ["scripts/database-template.mjs", template]);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  async function tableCount(dataDir: string): Promise<number> {
    const database = await openDatabase({ dataDir, template });
    try {
      const result = await database.db.execute(
        sql`select 1 from information_schema.tables where table_schema = 'public'`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length;
    } finally {
      await database.close();
    }
  }

  it("gives an empty data directory the migrated tables without running the migrations", async () => {
    expect(await tableCount(path.join(directory, "fresh"))).toBeGreaterThan(5);
  });

  it("moves the template into place only once loaded: a start killed meanwhile leaves no half database", async () => {
    const dataDir = path.join(directory, "interrupted");
    // What a start killed while loading leaves: a folder half written beside, files without PG_VERSION.
    mkdirSync(`${dataDir}.loading/base`, { recursive: true });
    mkdirSync(path.join(dataDir, "global"), { recursive: true });
    writeFileSync(path.join(dataDir, "global", "1262"), "half a file");
    expect(await tableCount(dataDir)).toBeGreaterThan(5);
    expect(existsSync(`${dataDir}.loading`)).toBe(false);
    // The incomplete folder is kept aside, not deleted: nothing is lost if it mattered.
    expect(readdirSync(directory).some((name) => name.startsWith("interrupted.incomplete-"))).toBe(
      true,
    );
  });

  it("leaves a data directory that holds a database as it is", async () => {
    const dataDir = path.join(directory, "existing");
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(await tableCount(dataDir)).toBe(0);
  });
});
