import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * `insert into <table> (...) select <row> [where <onlyIf>]`: one row, written only while the
 * condition holds, for a part of a data-modifying WITH that depends on another part (Drizzle's
 * `insert().values()` cannot be made conditional). Each value is encoded as its column encodes it
 * and cast to the column's type, since a SELECT gives its parameters no type of their own. The
 * columns are the row's own keys, so one kind of row always makes the same text (kept prepared).
 */
export function insertRowSql<T extends PgTable>(
  table: T,
  row: Partial<T["$inferInsert"]>,
  onlyIf?: SQL,
): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (row as Record<string, unknown>)[key] !== undefined,
  );
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const values = columns.map(
    ([key, column]) =>
      sql`${sql.param((row as Record<string, unknown>)[key], column)}::${sql.raw(column.getSQLType())}`,
  );
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)}${
    onlyIf ? sql` where ${onlyIf}` : sql``
  }`;
}
