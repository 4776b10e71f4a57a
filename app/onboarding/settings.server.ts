import { z } from "zod";
import type { Env } from "../../server/config";
import { buildCatalogue, type CatalogueForm, FORM_COUNT } from "./catalogue";

/** The form service's bases (reference: standard, EU, HIPAA). Enterprise accounts use their own. */
export const JOTFORM_API_BASES = {
  standard: "https://api.jotform.com",
  eu: "https://eu-api.jotform.com",
  hipaa: "https://hipaa-api.jotform.com",
} as const;
export const DEFAULT_FORM_BASE = "https://form.jotform.com/{id}";

/** Form ids are digits in practice; letters are tolerated, but nothing that could bend a URL. */
const FORM_ID = /^[A-Za-z0-9]{1,40}$/;

export const formIdsSchema = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().regex(FORM_ID, "JOTFORM_FORM_IDS: each form id must be letters and digits only"),
      )
      .length(
        FORM_COUNT,
        `JOTFORM_FORM_IDS must list exactly ${FORM_COUNT} form ids, comma-separated, in catalogue order (Form 1: W-4 first)`,
      )
      .refine(
        (ids) => new Set(ids).size === ids.length,
        "JOTFORM_FORM_IDS lists the same form id twice",
      ),
  );

/** An http(s) base of the form service, without a trailing slash. */
export const serviceUrlSchema = (setting: string) =>
  z
    .url({ protocol: /^https?$/, error: `${setting} must be an http(s) URL` })
    .transform((value) => value.replace(/\/+$/, ""));

export interface OnboardingSettings {
  /** Server only: never put it in loader data. */
  apiKey?: string;
  apiBase: string;
  catalogue: CatalogueForm[];
  /** All 20 provider ids are configured: links work and sync is possible. */
  formsConfigured: boolean;
  /** Readable notices about the JOTFORM_* settings, each naming its setting. */
  problems: string[];
}

/** The JOTFORM_* settings as the start-up validation left them (server/config.ts). */
type OnboardingEnv = Pick<
  Env,
  "JOTFORM_API_KEY" | "JOTFORM_API_BASE" | "JOTFORM_FORM_IDS" | "JOTFORM_FORM_BASE"
>;

const FORM_IDS_NOT_SET = `JOTFORM_FORM_IDS is not set: list the ${FORM_COUNT} form ids, comma-separated, in catalogue order`;

const cache = new WeakMap<object, OnboardingSettings>();

/**
 * The onboarding settings of a deployment, built once per environment object from values
 * validated at start-up: a wrong value has stopped the start before this runs.
 */
export function onboardingSettings(env: OnboardingEnv): OnboardingSettings {
  let settings = cache.get(env);
  if (!settings) {
    settings = settingsFrom(env, env.JOTFORM_FORM_IDS ? [] : [FORM_IDS_NOT_SET]);
    cache.set(env, settings);
  }
  return settings;
}

function settingsFrom(env: OnboardingEnv, problems: string[]): OnboardingSettings {
  const apiBase = env.JOTFORM_API_BASE ?? JOTFORM_API_BASES.standard;
  const formBase = env.JOTFORM_FORM_BASE ?? DEFAULT_FORM_BASE;
  const formIds = env.JOTFORM_FORM_IDS;
  return {
    apiKey: apiBase ? env.JOTFORM_API_KEY : undefined,
    apiBase,
    catalogue: buildCatalogue(formIds, (id) => hostedFormUrl(formBase, id)),
    formsConfigured: formIds !== undefined,
    problems,
  };
}

/**
 * Reads raw JOTFORM_* values tolerantly, with the same rules as the start-up validation, for
 * tests and benchmarks that build settings without a whole environment: a bad value becomes a
 * notice and the part that needs it stays off.
 */
export function parseOnboardingSettings(
  raw: Partial<Record<keyof OnboardingEnv, string>>,
): OnboardingSettings {
  const problems: string[] = [];
  const pick = <T>(result: z.ZodSafeParseResult<T>, fallback: T): T => {
    if (result.success) return result.data;
    problems.push(...result.error.issues.map((issue) => issue.message));
    return fallback;
  };
  const read = <T>(value: string | undefined, schema: z.ZodType<T>, fallback: T | undefined) =>
    value ? pick(schema.safeParse(value), fallback) : undefined;
  const env: OnboardingEnv = {
    JOTFORM_API_KEY: raw.JOTFORM_API_KEY,
    JOTFORM_API_BASE: read(raw.JOTFORM_API_BASE, serviceUrlSchema("JOTFORM_API_BASE"), ""),
    JOTFORM_FORM_BASE: read(
      raw.JOTFORM_FORM_BASE,
      serviceUrlSchema("JOTFORM_FORM_BASE"),
      undefined,
    ),
    JOTFORM_FORM_IDS: read(raw.JOTFORM_FORM_IDS, formIdsSchema, undefined),
  };
  if (!raw.JOTFORM_FORM_IDS) problems.push(FORM_IDS_NOT_SET);
  return settingsFrom(env, problems);
}

/** JOTFORM_FORM_BASE is a pattern with {id}, or a base the id is appended to. */
export function hostedFormUrl(formBase: string, id: string): string {
  const encoded = encodeURIComponent(id);
  return formBase.includes("{id}")
    ? formBase.replaceAll("{id}", encoded)
    : `${formBase.replace(/\/+$/, "")}/${encoded}`;
}
