import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { unavailableReason } from "./unavailable";

const isDatabaseUnavailable = (error: unknown) => unavailableReason(error) !== undefined;

function withCode(code: string, message = "failed") {
  return Object.assign(new Error(message), { code });
}

describe("unavailableReason", () => {
  it("recognises a refused or lost connection, also wrapped by Drizzle", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError("select 1", [], withCode("ECONNRESET"))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], "connect failed")),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("recognises PostgreSQL shutting down, starting up or out of connections", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08006", "08P01"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it("names the reason without the wrapped query's text and parameters", () => {
    const wrapped = new DrizzleQueryError(
      "insert into leads",
      ["ada@example.com"],
      withCode("57P01"),
    );
    expect(unavailableReason(wrapped)).toBe("57P01");
  });

  it("leaves query faults and anything else alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable(new Response(null, { status: 404 }))).toBe(false);
  });
});
