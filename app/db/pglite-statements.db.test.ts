import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparedStatementsClient } from "./pglite-statements.server";

/** The client Drizzle is given on the embedded database: same answers as PGlite's own `query`. */
describe("PGlite with statements kept prepared", () => {
  let pglite: PGlite;
  let client: PreparedStatementsClient;
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(
      "create table t (id int primary key, name text not null, at timestamptz, tags text[])",
    );
    client = new PreparedStatementsClient(pglite);
  });
  afterAll(() => pglite.close());

  it("prepares a statement the second time it comes, and answers as PGlite does", async () => {
    const insert = "insert into t values ($1, $2, $3, $4) returning *";
    const at = new Date("2026-01-02T03:04:05Z");
    const first = await client.query(insert, [1, "one", at, ["a", "b"]]);
    expect(client.preparedCount).toBe(0);
    const second = await client.query(insert, [2, "two", null, null]);
    const third = await client.query<{ id: number }>(insert, [3, "three", at, ["c"]]);
    expect(client.preparedCount).toBe(1);
    expect(first.rows).toEqual([{ id: 1, name: "one", at, tags: ["a", "b"] }]);
    expect(second.rows).toEqual([{ id: 2, name: "two", at: null, tags: null }]);
    expect(third.rows).toEqual([{ id: 3, name: "three", at, tags: ["c"] }]);
    expect(third.affectedRows).toBe(1);
    const select = "select name, at from t where id = $1";
    const options = { rowMode: "array" as const, parsers: { 1184: (value: string) => value } };
    const expected = await pglite.query(select, [1], options);
    await client.query(select, [1], options);
    const prepared = await client.query(select, [1], options);
    expect(client.preparedCount).toBe(2);
    expect(prepared.rows).toEqual(expected.rows);
    expect(prepared.fields).toEqual(expected.fields);
  });

  it("reports a failing statement with its code, and goes on answering", async () => {
    const insert = "insert into t (id, name) values ($1, $2)";
    await client.query(insert, [10, "ten"]);
    await client.query(insert, [11, "eleven"]);
    await expect(client.query(insert, [10, "again"])).rejects.toMatchObject({
      code: "23505",
      query: insert,
    });
    await client.query(insert, [12, "twelve"]);
    const count = await client.query<{ n: number }>("select count(*)::int as n from t");
    expect(count.rows[0]!.n).toBe(6);
  });

  it("sends a statement PostgreSQL refuses the ordinary way, with PGlite's error", async () => {
    const wrong = "select * from missing_table where id = $1";
    for (let i = 0; i < 3; i++) {
      await expect(client.query(wrong, [1])).rejects.toMatchObject({ code: "42P01" });
    }
  });

  it("leaves transactions to PGlite", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into t (id, name) values (20, 'in a transaction')");
    });
    const row = await client.query<{ name: string }>("select name from t where id = 20");
    expect(row.rows[0]!.name).toBe("in a transaction");
  });
});
