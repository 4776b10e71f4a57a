import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { MIGRATIONS_FOLDER } from "~/db/client.server";

/**
 * The migrations as they were before the named one: a copy of the folder, its journal cut, for
 * a test that fills the old tables and then runs the rest. The copies go after the file's tests.
 */
export function useMigrationsBefore() {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return (tag: string): string => {
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
  };
}
