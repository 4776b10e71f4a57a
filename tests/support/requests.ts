import type { AppLoadContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { DEFAULT_QUOTE_FORM_URL } from "~/site/company";

/** The load context the HTTP server builds, around a test database. */
export function testContext(database: DatabaseHandle): AppLoadContext {
  return {
    database,
    settings: { quoteFormUrl: DEFAULT_QUOTE_FORM_URL },
    nonce: "test-nonce",
    clientAddress: "203.0.113.7",
  };
}

/** A form POST as a browser sends it. */
export function formPost(url: string, fields: Record<string, string>): Request {
  return new Request(new URL(url, "http://localhost"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** Arguments of a loader or action: what React Router passes, typed loosely for tests. */
export function routeArgs<T>(request: Request, database: DatabaseHandle): T {
  return { request, params: {}, context: testContext(database), unstable_pattern: "" } as T;
}
