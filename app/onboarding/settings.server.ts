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

const baseUrlSchema = (setting: string) =>
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
  /** Readable problems with the JOTFORM_* settings, each naming its setting. */
  problems: string[];
}

type OnboardingEnv = Pick<
  Env,
  "JOTFORM_API_KEY" | "JOTFORM_API_BASE" | "JOTFORM_FORM_IDS" | "JOTFORM_FORM_BASE"
>;

const cache = new WeakMap<object, OnboardingSettings>();

/** Reads the JOTFORM_* settings once per environment object (config is immutable after start-up). */
export function onboardingSettings(env: OnboardingEnv): OnboardingSettings {
  let settings = cache.get(env);
  if (!settings) {
    settings = parseOnboardingSettings(env);
    cache.set(env, settings);
  }
  return settings;
}

/**
 * A bad setting never stops the whole site: it is reported (logged at start-up, shown on the
 * admin page) and the part that needs it stays off.
 */
export function parseOnboardingSettings(env: OnboardingEnv): OnboardingSettings {
  const problems: string[] = [];
  const pick = <T>(result: z.ZodSafeParseResult<T>, fallback: T): T => {
    if (result.success) return result.data;
    problems.push(...result.error.issues.map((issue) => issue.message));
    return fallback;
  };

  const apiBase = env.JOTFORM_API_BASE
    ? pick(baseUrlSchema("JOTFORM_API_BASE").safeParse(env.JOTFORM_API_BASE), "")
    : JOTFORM_API_BASES.standard;
  const formBase = env.JOTFORM_FORM_BASE
    ? pick(baseUrlSchema("JOTFORM_FORM_BASE").safeParse(env.JOTFORM_FORM_BASE), DEFAULT_FORM_BASE)
    : DEFAULT_FORM_BASE;
  const formIds = env.JOTFORM_FORM_IDS
    ? pick(formIdsSchema.safeParse(env.JOTFORM_FORM_IDS), undefined)
    : undefined;
  if (!env.JOTFORM_FORM_IDS) {
    problems.push(
      `JOTFORM_FORM_IDS is not set: list the ${FORM_COUNT} form ids, comma-separated, in catalogue order`,
    );
  }

  return {
    apiKey: apiBase ? env.JOTFORM_API_KEY : undefined,
    apiBase,
    catalogue: buildCatalogue(formIds, (id) => hostedFormUrl(formBase, id)),
    formsConfigured: formIds !== undefined,
    problems,
  };
}

/** JOTFORM_FORM_BASE is a pattern with {id}, or a base the id is appended to. */
export function hostedFormUrl(formBase: string, id: string): string {
  const encoded = encodeURIComponent(id);
  return formBase.includes("{id}")
    ? formBase.replaceAll("{id}", encoded)
    : `${formBase.replace(/\/+$/, "")}/${encoded}`;
}
