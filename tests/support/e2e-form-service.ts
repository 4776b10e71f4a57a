import { type FakeJotform, startFakeJotform } from "./fake-jotform";

/**
 * The form service of the end-to-end server: a fake Jotform in the server's process
 * (scripts/e2e-server.mjs), and the settings that point the product at it. The specs run in
 * other processes and reach it through its control endpoints (tests/e2e/support.ts), so both
 * sides read the settings from here and agree on them.
 */
const DEFAULT_API_KEY = "e2e-jotform-key-0123456789";
const DEFAULT_WEBHOOK_SECRET = "e2e-webhook-secret-4f1c2a9d7b3e6081";
/** Twenty provider form ids in catalogue order, as JOTFORM_FORM_IDS lists them. */
const DEFAULT_FORM_IDS = Array.from({ length: 20 }, (_, i) => String(260_000_000_000_001 + i));

/** The fake's port follows the e2e server's, so parallel copies of the suite do not collide. */
export function formServicePort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.E2E_JOTFORM_PORT ?? Number(env.E2E_PORT ?? 3100) + 3000);
}

export interface E2eFormServiceSettings {
  /** The fake itself (its control endpoints), whatever JOTFORM_API_BASE says. */
  url: string;
  apiKey: string;
  formIds: string[];
  webhookSecret: string;
}

/** Settings already in the environment win, on the server's side and the specs' side alike. */
export function e2eFormServiceSettings(
  env: NodeJS.ProcessEnv = process.env,
): E2eFormServiceSettings {
  return {
    url: `http://127.0.0.1:${formServicePort(env)}`,
    apiKey: env.JOTFORM_API_KEY ?? DEFAULT_API_KEY,
    formIds: env.JOTFORM_FORM_IDS
      ? env.JOTFORM_FORM_IDS.split(",").map((id) => id.trim())
      : DEFAULT_FORM_IDS,
    webhookSecret: env.JOTFORM_WEBHOOK_SECRET ?? DEFAULT_WEBHOOK_SECRET,
  };
}

/**
 * Starts the fake with the 20 forms (empty) and sets the JOTFORM_* settings the server reads,
 * unless they are already set.
 */
export async function startE2eFormService(
  env: NodeJS.ProcessEnv = process.env,
): Promise<FakeJotform> {
  const settings = e2eFormServiceSettings(env);
  const fake = await startFakeJotform(settings.apiKey, {
    port: formServicePort(env),
    control: true,
  });
  for (const id of settings.formIds) fake.setSubmissions(id, []);
  env.JOTFORM_API_KEY ??= settings.apiKey;
  env.JOTFORM_API_BASE ??= fake.url;
  env.JOTFORM_FORM_IDS ??= settings.formIds.join(",");
  env.JOTFORM_FORM_BASE ??= `${fake.url}/hosted/{id}`;
  env.JOTFORM_WEBHOOK_SECRET ??= settings.webhookSecret;
  return fake;
}
