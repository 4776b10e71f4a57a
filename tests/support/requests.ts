import type { AppLoadContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { DEFAULT_QUOTE_FORM_URL } from "~/site/company";
import { loadConfig } from "../../server/config";
import type { Secrets } from "../../server/secrets";

export const testSecrets: Secrets = {
  BETTER_AUTH_SECRET: "test-better-auth-secret-0123456789abcdef",
  CONFIG_ENCRYPTION_KEY: "test-config-encryption-key-0123456789abcdef",
  JOTFORM_WEBHOOK_SECRET: "test-jotform-webhook-secret-0123456789",
};

/** Settings as a test deployment has them; pass overrides as environment variables. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: "test", ...env });
}

/** The load context the HTTP server builds, around a test database. */
export function testContext(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): AppLoadContext {
  return {
    database,
    config: testConfig(env),
    secrets: testSecrets,
    settings: { quoteFormUrl: DEFAULT_QUOTE_FORM_URL },
    nonce: "test-nonce",
    clientAddress: "203.0.113.7",
    keepPrivate: () => {},
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
