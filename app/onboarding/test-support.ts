import type { AppLoadContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { FakeJotform } from "../../tests/support/fake-jotform";
import { testContext } from "../../tests/support/requests";
import { FORM_COUNT } from "./catalogue";
import { parseOnboardingSettings } from "./settings.server";

/** Twenty provider form ids in catalogue order, as JOTFORM_FORM_IDS lists them. */
export const TEST_FORM_IDS = Array.from({ length: FORM_COUNT }, (_, i) =>
  String(250_000_000_000_001 + i),
);

/** JOTFORM_* settings pointing at a fake service. */
export function jotformEnv(fake: FakeJotform, overrides: Record<string, string> = {}) {
  return {
    JOTFORM_API_KEY: fake.apiKey,
    JOTFORM_API_BASE: fake.url,
    JOTFORM_FORM_IDS: TEST_FORM_IDS.join(","),
    ...overrides,
  };
}

export function testSettings(fake: FakeJotform, overrides: Record<string, string> = {}) {
  return parseOnboardingSettings(jotformEnv(fake, overrides));
}

/** Loader / action arguments with a context whose environment is `env`. */
export function argsWith<T>(
  request: Request,
  database: DatabaseHandle,
  env: Record<string, string>,
  params: Record<string, string> = {},
): T {
  const context: AppLoadContext = testContext(database, env);
  return { request, params, context, unstable_pattern: "" } as T;
}

/** What `data()` returns, or a thrown / returned Response, as status and body. */
export async function unwrap(result: unknown): Promise<{ status: number; body: unknown }> {
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text };
  }
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value && value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data };
  }
  return { status: 200, body: result };
}
