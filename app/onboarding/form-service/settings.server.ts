import { z } from "zod";
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZoneName } from "~/company/time-zone";
import type { Lang } from "~/i18n/languages";
import type { Env } from "../../../server/config";
import { buildCatalogue, type CatalogueForm, FORM_COUNT } from "../catalogue";

/** The form service's bases (reference: standard, EU, HIPAA). Enterprise accounts use their own. */
export const JOTFORM_API_BASES = {
  standard: "https://api.jotform.com",
  eu: "https://eu-api.jotform.com",
  hipaa: "https://hipaa-api.jotform.com",
} as const;
export const DEFAULT_FORM_BASE = "https://form.jotform.com/{id}";

/** Form ids are digits in practice; letters are tolerated, but nothing that could bend a URL. */
const FORM_ID = /^[A-Za-z0-9]{1,40}$/;

/** The 20 form ids of JOTFORM_FORM_IDS, or of another list in the same order (`setting`). */
export const formIdsSchema = (setting = "JOTFORM_FORM_IDS") =>
  z
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
          z.string().regex(FORM_ID, `${setting}: each form id must be letters and digits only`),
        )
        .length(
          FORM_COUNT,
          `${setting} must list exactly ${FORM_COUNT} form ids, comma-separated, in catalogue order (Form 1: W-4 first)`,
        )
        .refine(
          (ids) => new Set(ids).size === ids.length,
          `${setting} lists the same form id twice`,
        ),
    );

/**
 * The Spanish list must fit the English one: a form without a Spanish version repeats its English
 * id in the same position, and no id may stand for two forms (a submission of it could not say
 * which one it is). Undefined when the two lists fit together.
 */
export function spanishFormIdsProblem(
  english: readonly string[] | undefined,
  spanish: readonly string[] | undefined,
): string | undefined {
  if (!spanish) return undefined;
  if (!english) return "JOTFORM_FORM_IDS_ES needs JOTFORM_FORM_IDS: set the English forms first";
  const position = new Map(english.map((id, index) => [id, index]));
  const clash = spanish.findIndex((id, index) => (position.get(id) ?? index) !== index);
  return clash >= 0
    ? `JOTFORM_FORM_IDS_ES names form ${spanish[clash]} in position ${clash + 1}, but JOTFORM_FORM_IDS has it in position ${position.get(spanish[clash]!)! + 1}: list the Spanish version of each form in catalogue order (or its English id where there is none)`
    : undefined;
}

/**
 * JOTFORM_TIME_ZONE: the zone of the form service's created_at times, which name none (the
 * account's time zone in the service's settings).
 */
export const timeZoneSchema = (setting: string) =>
  z
    .string()
    .trim()
    .refine(isTimeZoneName, `${setting} must be a time zone name such as America/New_York or UTC`);

/** The form service's times, when JOTFORM_TIME_ZONE does not say otherwise. */
export const DEFAULT_PROVIDER_TIME_ZONE = "UTC";

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
  /** The portal's language: its form links, and how its dates are written. */
  language: Lang;
  /** The zone the pages write times in: the company's (`onboardingDependencies`). */
  timeZone: string;
  /** The zone of the form service's created_at (JOTFORM_TIME_ZONE). */
  providerTimeZone: string;
}

/** The JOTFORM_* settings as the start-up validation left them (server/config.ts). */
type OnboardingEnv = Pick<
  Env,
  | "JOTFORM_API_KEY"
  | "JOTFORM_API_BASE"
  | "JOTFORM_FORM_IDS"
  | "JOTFORM_FORM_IDS_ES"
  | "JOTFORM_FORM_BASE"
  | "JOTFORM_TIME_ZONE"
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
  // Start-up refuses a Spanish list that does not fit; tolerant parsing leaves it out instead.
  const spanishIds = spanishFormIdsProblem(formIds, env.JOTFORM_FORM_IDS_ES)
    ? undefined
    : env.JOTFORM_FORM_IDS_ES;
  return {
    apiKey: apiBase ? env.JOTFORM_API_KEY : undefined,
    apiBase,
    catalogue: buildCatalogue(formIds, (id) => hostedFormUrl(formBase, id), spanishIds),
    formsConfigured: formIds !== undefined,
    problems,
    language: "en",
    timeZone: DEFAULT_COMPANY_TIME_ZONE,
    providerTimeZone: env.JOTFORM_TIME_ZONE ?? DEFAULT_PROVIDER_TIME_ZONE,
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
    JOTFORM_FORM_IDS: read(raw.JOTFORM_FORM_IDS, formIdsSchema(), undefined),
    JOTFORM_FORM_IDS_ES: read(
      raw.JOTFORM_FORM_IDS_ES,
      formIdsSchema("JOTFORM_FORM_IDS_ES"),
      undefined,
    ),
    JOTFORM_TIME_ZONE: read(raw.JOTFORM_TIME_ZONE, timeZoneSchema("JOTFORM_TIME_ZONE"), undefined),
  };
  if (!raw.JOTFORM_FORM_IDS) problems.push(FORM_IDS_NOT_SET);
  const spanishProblem = spanishFormIdsProblem(env.JOTFORM_FORM_IDS, env.JOTFORM_FORM_IDS_ES);
  if (spanishProblem) problems.push(spanishProblem);
  return settingsFrom(env, problems);
}

const localized = new WeakMap<OnboardingSettings, OnboardingSettings>();

/**
 * The settings as a portal in `language` sees them: in Spanish, each form links its Spanish
 * version where there is one. Sync and progress read the same ids either way.
 */
export function localizedSettings(
  settings: OnboardingSettings,
  language: Lang,
): OnboardingSettings {
  if (language === "en") return settings;
  let spanish = localized.get(settings);
  if (!spanish) {
    spanish = {
      ...settings,
      language,
      catalogue: settings.catalogue.map((form) => ({ ...form, url: form.spanishUrl ?? form.url })),
    };
    localized.set(settings, spanish);
  }
  return spanish;
}

/** JOTFORM_FORM_BASE is a pattern with {id}, or a base the id is appended to. */
export function hostedFormUrl(formBase: string, id: string): string {
  const encoded = encodeURIComponent(id);
  return formBase.includes("{id}")
    ? formBase.replaceAll("{id}", encoded)
    : `${formBase.replace(/\/+$/, "")}/${encoded}`;
}
