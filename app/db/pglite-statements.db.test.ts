import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PGLITE_OPTIONS } from "./pglite.server";
import { type PreparedClient, withPreparedStatements } from "./pglite-statements.server";

/**
 * The embedded database's statements prepared once and run by name (docs/decisions/0121): the
 * same answers as PGlite's own `query`, each statement prepared once, a bounded number kept, and
 * errors and transactions as before. Always on PGlite, in memory: this is its client.
 */
describe("statements prepared once on the embedded database", () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create("memory://", PGLITE_OPTIONS);
  });
  afterAll(() => client.close());

  beforeEach(async () => {
    await client.exec(`
      deallocate all;
      drop table if exists things;
      create table things (
        id serial primary key,
        name text not null,
        at timestamptz,
        facts jsonb,
        tags text[],
        file bytea,
        amount numeric
      );
      insert into things (name, at, facts, tags, file, amount) values
        ('a', '2026-11-30T10:00:00Z', '{"x": 1}', '{one,two}', '\\x0102', 12.5),
        ('b', null, null, null, null, null);
    `);
  });

  /** How many rows `things` holds, read through the prepared client. */
  const thingsCount = async (prepared: PreparedClient) =>
    (await prepared.query<{ n: number }>("select count(*)::int as n from things")).rows[0]?.n;

  const preparedCount = async () =>
    (
      await client.query<{ count: number }>(
        "select count(*)::int as count from pg_prepared_statements",
      )
    ).rows[0]?.count;

  it("answers as PGlite's own query, with parameters of every kind, in both row modes", async () => {
    const prepared = withPreparedStatements(client);
    const statements: [string, unknown[]][] = [
      [
        "select * from things where name = $1 or at < $2 order by id",
        ["b", "2027-01-01T00:00:00Z"],
      ],
      ["select * from things where facts @> $1 and tags && $2", [{ x: 1 }, ["two"]]],
      ["select id from things where file = $1 or $2::int is null", [Uint8Array.of(1, 2), null]],
      ["select $1::numeric * 2 as doubled, now() > $2 as later", ["1.25", new Date(0)]],
    ];
    for (const [text, params] of statements) {
      for (const rowMode of ["array", "object"] as const) {
        const ours = await prepared.query(text, params, { rowMode });
        const theirs = await client.query(text, params, { rowMode });
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
        expect(ours.rows.length).toBeGreaterThan(0);
      }
    }
    const inserted = await prepared.query("insert into things (name) values ($1), ($2)", [
      "c",
      "d",
    ]);
    expect(inserted.affectedRows).toBe(2);
  });

  it("plans each run for its values, as an unnamed statement is", async () => {
    const setting = await client.query<{ plan_cache_mode: string }>("show plan_cache_mode");
    expect(setting.rows).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
  });

  it("prepares a statement once and runs it by name from then on", async () => {
    const prepared = withPreparedStatements(client);
    for (const name of ["a", "b", "a"]) {
      const result = await prepared.query<{ name: string }>(
        "select name from things where name = $1",
        [name],
      );
      expect(result.rows).toEqual([{ name }]);
    }
    expect(await preparedCount()).toBe(1);
    await prepared.query("select count(*) from things");
    expect(await preparedCount()).toBe(2);
  });

  it("keeps at most its bound, closing the least recently used", async () => {
    const prepared = withPreparedStatements(client, 3);
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n`);
    for (const text of texts) await prepared.query(text);
    expect(await preparedCount()).toBe(3);
    const names = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements order by statement",
    );
    expect(names.rows.map((row) => row.statement)).toEqual(texts.slice(2));
    // A statement closed is prepared again when it comes back.
    expect((await prepared.query<{ n: number }>(texts[0] ?? "")).rows).toEqual([{ n: 1 }]);
    expect(await preparedCount()).toBe(3);
  });

  it("throws the database's error with its statement, and goes on working after it", async () => {
    const prepared = withPreparedStatements(client);
    const failure = await prepared.query("select 1 / $1::int", [0]).catch((error) => error);
    expect(failure).toMatchObject({ code: "22012", query: "select 1 / $1::int", params: [0] });
    await expect(prepared.query("select nothing from nowhere")).rejects.toMatchObject({
      code: "42P01",
    });
    expect(await thingsCount(prepared)).toBe(2);
  });

  it("runs a transaction's statements inside it, and rolls them back on an error", async () => {
    const prepared = withPreparedStatements(client);
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query("insert into things (name) values ($1)", ["inside"]);
        const seen = await tx.query("select count(*)::int as n from things");
        expect(seen.rows).toEqual([{ n: 3 }]);
        await tx.query("select 1 / $1::int", [0]);
      }),
    ).rejects.toMatchObject({ code: "22012" });
    expect(await thingsCount(prepared)).toBe(2);
  });

  it("refuses to commit a transaction in which a statement failed, even when its error was caught", async () => {
    const prepared = withPreparedStatements(client);
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query("insert into things (name) values ($1)", ["lost"]);
        await tx.query("select 1 / $1::int", [0]).catch(() => undefined);
      }),
    ).rejects.toMatchObject({ code: "25P02" });
    expect(await thingsCount(prepared)).toBe(2);
  });

  it("keeps statements sent during a transaction out of it: they wait for its end", async () => {
    const prepared = withPreparedStatements(client);
    let outside: Promise<unknown>[] = [];
    const rolledBack = prepared.transaction(async (tx) => {
      await tx.query("insert into things (name) values ($1)", ["inside"]);
      // Sent while the transaction is open: they must not become part of it.
      outside = ["first", "second", "third"].map((name) =>
        prepared.query("insert into things (name) values ($1)", [name]),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("insert into things (name) values ($1)", ["inside too"]);
      throw new Error("rolled back");
    });
    await expect(rolledBack).rejects.toThrow("rolled back");
    await Promise.all(outside);
    const names = await prepared.query<{ name: string }>("select name from things order by id");
    expect(names.rows.map((row) => row.name)).toEqual(["a", "b", "first", "second", "third"]);
  });
});
