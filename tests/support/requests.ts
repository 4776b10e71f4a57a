import type { AppLoadContext } from "react-router";
import { DEFAULT_QUOTE_FORM_URL } from "~/company/fixed-facts";
import { startingProfile } from "~/company/starting-profile";
import { companyStore } from "~/company/store.server";
import type { DatabaseHandle } from "~/db/client.server";
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
  const config = testConfig(env);
  return {
    database,
    config,
    secrets: testSecrets,
    settings: { quoteFormUrl: DEFAULT_QUOTE_FORM_URL },
    company: companyStore(database.db, { profile: startingProfile(config.env), version: 0 }),
    nonce: "test-nonce",
    clientAddress: "203.0.113.7",
    clearSharedPages: () => undefined,
    // Loaded when a lead's page asks: most tests never load the desk's modules.
    workOrderOfLead: async (leadId) => {
      const { leadWorkOrder } = await import("~/service/desk/lead-orders.server");
      return leadWorkOrder(database.db, leadId);
    },
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
export function routeArgs<T>(
  request: Request,
  database: DatabaseHandle,
  params: Record<string, string> = {},
  env: Record<string, string> = {},
): T {
  return { request, params, context: testContext(database, env), unstable_pattern: "" } as T;
}

/**
 * A page form's answer as the browser shows it: a Post/Redirect/Get success (303) is followed
 * to its page, with the cookie the redirect set, and the answer is the form result that page's
 * `loader` shows; anything else is the action's own answer, with its status.
 */
export async function shownFormAnswer(
  result: unknown,
  loader: (args: never) => unknown,
  database: DatabaseHandle,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (result instanceof Response && result.status === 303) {
    const cookie = result.headers.get("set-cookie")?.split(";")[0] ?? "";
    const page = new Request(new URL(result.headers.get("location") ?? "/", "http://localhost"), {
      headers: { cookie },
    });
    const shown = (await loader(routeArgs(page, database) as never)) as {
      data: Record<string, unknown>;
    };
    const sent = Object.values(shown.data).find((value) => value && typeof value === "object");
    return { status: 200, body: (sent ?? {}) as Record<string, unknown> };
  }
  const answer = result as { data: unknown; init: { status?: number } | null };
  return { status: answer.init?.status ?? 200, body: answer.data as Record<string, unknown> };
}

/** A GET (or form POST) as the browser of whoever holds `cookie` sends it. */
export function pageRequest(
  path: string,
  options: {
    cookie?: string;
    headers?: Record<string, string>;
    form?: Record<string, string>;
  } = {},
): Request {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (!options.form) return new Request(new URL(path, "http://localhost"), { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(new URL(path, "http://localhost"), {
    method: "POST",
    headers,
    body: new URLSearchParams(options.form),
  });
}

/** What a loader or action gave back: thrown or returned, data() or a Response. */
export async function settle(run: () => Promise<unknown>) {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, headers: outcome.headers, body: undefined, response: outcome };
  }
  const value = outcome as { data?: unknown; init?: { status?: number } | null; type?: string };
  if (value && value.type === "DataWithResponseInit") {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers((value.init as ResponseInit | null)?.headers),
      body: value.data,
      response: undefined,
    };
  }
  return { status: 200, headers: new Headers(), body: outcome, response: undefined };
}
