import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { FORM_COUNT } from "~/onboarding/catalogue";
import { parseOnboardingSettings } from "~/onboarding/form-service/settings.server";
import { useTestApp } from "./app";
import type { TestDatabase } from "./database";
import { type FakeJotform, startFakeJotform } from "./fake-jotform";
import { routeArgs, settle } from "./requests";

/** Twenty provider form ids in catalogue order, as JOTFORM_FORM_IDS lists them. */
export const TEST_FORM_IDS = Array.from({ length: FORM_COUNT }, (_, i) =>
  String(250_000_000_000_001 + i),
);

/** The Spanish version of each form, in the same order, as JOTFORM_FORM_IDS_ES lists them. */
export const TEST_FORM_IDS_ES = Array.from({ length: FORM_COUNT }, (_, i) =>
  String(250_000_000_100_001 + i),
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
  return routeArgs<T>(request, database, params, env);
}

/** What `data()` returns, or a thrown / returned Response, as status and body (its text). */
export async function unwrap(result: unknown): Promise<{ status: number; body: unknown }> {
  const { status, body, response } = await settle(async () => result);
  return { status, body: response ? await response.text() : body };
}

/**
 * The fake form service of a test file, beside its test database: started once; before each test
 * the database is emptied, the service holds no submissions and has forgotten its requests.
 */
export function useFakeFormService(database: () => TestDatabase): () => FakeJotform {
  let fake: FakeJotform | undefined;
  const service = () => {
    if (!fake) throw new Error("the fake form service is started in beforeAll");
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeJotform();
  });
  afterAll(() => fake?.close());
  beforeEach(async () => {
    await database().truncateAll();
    for (const id of [...TEST_FORM_IDS, ...TEST_FORM_IDS_ES]) service().setSubmissions(id, []);
    service().requests.length = 0;
  });
  return service;
}

/**
 * A test file's app on a fake form service that has no submissions yet, both started before its
 * tests: the app, and the fake to give submissions to. `env` adds settings of the file's own.
 */
export function useTestAppWithFormService(env: Record<string, string> = {}) {
  let formService: FakeJotform | undefined;
  beforeAll(async () => {
    formService = await startFakeJotform();
    for (const id of TEST_FORM_IDS) formService.setSubmissions(id, []);
    return () => formService?.close();
  });
  const app = useTestApp(() => ({ ...env, ...jotformEnv(formService!) }));
  const fake = () => {
    if (!formService) throw new Error("the fake form service is started in beforeAll");
    return formService;
  };
  return { app, formService: fake };
}
