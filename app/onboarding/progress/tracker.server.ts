import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import { companyTimeZone } from "~/company/time-zone";
import { fieldErrors } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { hitLimit } from "~/limits/rate-limit.server";
import { timings } from "~/site/timings";
import { FORM_COUNT } from "../catalogue";
import { localizedSettings, onboardingSettings } from "../form-service/settings.server";
import { readSyncStatus, type SyncDependencies, syncIfStale } from "../form-service/sync.server";
import { type PersonName, toPersonName } from "../names";
import {
  type NameFields,
  onboardingMessageValues,
  personNameSchema,
} from "../onboarding.validation";
import { readCompletion, submitAllForms } from "./completion.server";
import { formatAgo, formatInstant } from "./format";
import { displayNameOf, type FormProgress, personProgress } from "./progress.server";

/** What the pages say about the synced copy. */
export interface Freshness {
  /** 'Last updated 3 minutes ago', or that nothing was synced yet. */
  lastUpdated: string;
  /** The service failed or was too slow just now: the page shows the last synced data. */
  unreachable: boolean;
}

export type TrackerCheck =
  | { status: "invalid"; errors: Partial<Record<keyof NameFields, string>> }
  | { status: "not-configured"; message: string }
  /** Too many checks from one address: names are not something to try out in bulk. */
  | { status: "limited"; message: string }
  | {
      status: "checked";
      name: string;
      completed: number;
      percent: number;
      allDone: boolean;
      /** Set once "Submit All Forms" has been recorded for this person. */
      submittedAt?: string;
      /** No submission (nor HR's mark) names this person: the name may be spelled otherwise. */
      noFormsUnderName?: true;
      freshness: Freshness;
    };

/**
 * A form as the tracker shows it. Anyone who knows a name can check it, so HR's note on a form
 * marked by hand, and who marked it, stay on the admin pages: the tracker only says that HR did.
 */
export type TrackerForm = Omit<FormProgress, "manual"> & { recordedByHr?: true };

export interface TrackerData {
  /** What the visitor typed (or the query string held), to keep in the fields. */
  values: NameFields;
  forms: TrackerForm[];
  total: number;
  /**
   * The form links are missing: to the admin, the setting to add; to a hire, that the forms are
   * being set up and whom to call (`TrackerReader`).
   */
  setupProblem?: string;
  check?: TrackerCheck;
  confirmation?: { name: string; submittedAt: string };
}

/** What the portal needs; in Spanish its forms link their Spanish versions where there are some. */
export function onboardingDependencies(
  context: AppLoadContext,
  language: Lang = "en",
): SyncDependencies {
  return {
    db: context.database.db,
    settings: {
      ...localizedSettings(onboardingSettings(context.config.env), language),
      timeZone: companyTimeZone(context.company.current().profile),
    },
  };
}

/**
 * Who reads the tracker's set-up messages: the admin, who can fix the configuration, is told the
 * setting to add; anyone else (a hire) that the forms are being set up and HR's phone to call.
 */
export interface TrackerReader {
  isAdmin: boolean;
  /** HR's number as the page shows it: the main phone and HR's extension. */
  hrPhone: string;
}

/** The tracker's reader: the viewer (the admin or not) and the profile's HR phone. */
export function trackerReader(
  context: AppLoadContext,
  language: Lang,
  viewer: Pick<Viewer, "isAdmin"> | null,
): TrackerReader {
  const { hr } = context.company.facts();
  const hrPhone = hr.extension
    ? serverTranslator(language).t("auth.account.extension", {
        phone: hr.phone,
        extension: hr.extension,
      })
    : hr.phone;
  return { isAdmin: viewer?.isAdmin === true, hrPhone };
}

/**
 * Counts one look-up of a person by name from this client (a check, Submit All, the
 * confirmation); false once TRACKER_RATE_LIMIT (default 60) is used up in 15 minutes: plenty for
 * a room of hires behind one address, too few to try names in bulk.
 */
export async function allowNameLookup(context: AppLoadContext): Promise<boolean> {
  const rule = {
    name: "tracker-check:client",
    max: context.config.env.TRACKER_RATE_LIMIT,
    windowMs: 15 * 60_000,
  };
  return (await hitLimit(context.database.db, rule, context.clientAddress)).allowed;
}

/**
 * The tracker's loader: with names in the query string it checks them; with `submitted=1` it
 * shows the stored confirmation. An anonymous look-up reads the stored copy, which the webhook
 * and the background sync keep fresh: a visitor's requests never reach the form service, whose
 * daily quota they would spend (docs/security.md). `syncFirst` (a signed-in viewer) syncs first
 * when the copy is over a minute old.
 */
export async function loadTracker(
  deps: SyncDependencies,
  params: URLSearchParams,
  reader: TrackerReader,
  options: { now?: Date; allowCheck?: () => Promise<boolean>; syncFirst?: boolean } = {},
): Promise<TrackerData> {
  const now = options.now ?? new Date();
  const { t } = serverTranslator(deps.settings.language);
  const phone = { phone: reader.hrPhone };
  const values = {
    firstName: (params.get("firstName") ?? "").slice(0, 200),
    lastName: (params.get("lastName") ?? "").slice(0, 200),
  };
  const blankForms = deps.settings.catalogue.map(
    (form): FormProgress => ({
      number: form.number,
      label: form.label,
      kind: form.kind,
      url: form.url,
      done: false,
    }),
  );
  const base: TrackerData = {
    values,
    forms: blankForms,
    total: FORM_COUNT,
    setupProblem: deps.settings.formsConfigured
      ? undefined
      : reader.isAdmin
        ? t("onboarding.formIdsNotConfigured")
        : t("onboarding.formsBeingSetUp", phone),
  };
  if (!params.has("firstName") && !params.has("lastName")) return base;

  const parsed = personNameSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ...base,
      check: {
        status: "invalid",
        errors: translatedNameErrors(deps.settings.language, parsed.error),
      },
    };
  }
  const person = parsed.data;
  if (options.allowCheck && !(await options.allowCheck())) {
    return { ...base, check: { status: "limited", message: t("onboarding.tooManyChecks") } };
  }
  if (params.get("submitted") === "1") {
    const completion = await readCompletion(deps.db, person.key);
    if (completion) {
      return {
        ...base,
        confirmation: {
          name: `${completion.firstName} ${completion.lastName}`,
          submittedAt: formatInstant(completion.submittedAt, deps.settings),
        },
      };
    }
  }
  if (!deps.settings.apiKey) {
    return {
      ...base,
      check: {
        status: "not-configured",
        message: reader.isAdmin
          ? t("onboarding.apiKeyNotConfigured")
          : t("onboarding.progressNotReady", phone),
      },
    };
  }
  return { ...base, ...(await checkPerson(deps, person, now, options.syncFirst === true)) };
}

async function checkPerson(
  deps: SyncDependencies,
  person: PersonName,
  now: Date,
  syncFirst: boolean,
) {
  const sync = syncFirst
    ? await syncIfStale(deps, {
        maxAgeMs: timings.onboardingStaleAfterMs,
        waitMs: timings.onboardingSyncWaitMs,
        now,
      })
    : { waitedOut: false };
  const [progress, completion, freshness, known] = await Promise.all([
    personProgress(deps.db, deps.settings.catalogue, person.key, deps.settings),
    readCompletion(deps.db, person.key),
    readFreshness(deps, sync.waitedOut, now),
    displayNameOf(deps.db, person.key),
  ]);
  // The name as the person wrote it on their forms, else as typed here.
  const shown = known ?? person;
  const check: TrackerCheck = {
    status: "checked",
    name: `${shown.first} ${shown.last}`,
    completed: progress.completed,
    percent: progress.percent,
    allDone: progress.completed === FORM_COUNT,
    submittedAt: completion ? formatInstant(completion.submittedAt, deps.settings) : undefined,
    ...(known ? {} : { noFormsUnderName: true as const }),
    freshness,
  };
  return { forms: progress.forms.map(trackerForm), check };
}

/** The name check's messages (English texts in the schema) in the portal's language. */
/** The name check's errors (message keys) in the portal's language. */
function translatedNameErrors(lang: Lang, error: Parameters<typeof fieldErrors>[0]) {
  return translateMessages(lang, fieldErrors<keyof NameFields>(error), onboardingMessageValues);
}

function trackerForm({ manual, ...form }: FormProgress): TrackerForm {
  return manual ? { ...form, recordedByHr: true } : form;
}

export async function readFreshness(
  deps: SyncDependencies,
  waitedOut: boolean,
  now = new Date(),
): Promise<Freshness> {
  const status = await readSyncStatus(deps.db, deps.settings);
  const { t } = serverTranslator(deps.settings.language);
  return {
    lastUpdated: status.lastUpdatedAt
      ? t("onboarding.lastUpdated", {
          ago: formatAgo(status.lastUpdatedAt, now, deps.settings.language),
        })
      : t("onboarding.neverSynced"),
    unreachable: waitedOut || status.failures.length > 0,
  };
}

export type SubmitAllResult =
  | { ok: true; redirectTo: string }
  | { ok: false; status: 400 | 409 | 429; message: string; values: NameFields };

/** HR, and the hire signed in under this name, may hear how many forms are done. */
function mayKnowProgressOf(viewer: Viewer | null, person: PersonName): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return toPersonName(viewer.firstName ?? "", viewer.lastName ?? "")?.key === person.key;
}

/**
 * The tracker's action: records "Submit All Forms" and says where the confirmation is. It looks
 * a person up by name, so it counts against the same limit as a check.
 */
export async function submitAllFromForm(
  context: AppLoadContext,
  deps: SyncDependencies,
  values: NameFields,
  pathname: string,
  viewer: Viewer | null,
): Promise<SubmitAllResult> {
  const { t } = serverTranslator(deps.settings.language);
  const parsed = personNameSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, status: 400, message: t("onboarding.missingName"), values };
  }
  const person = parsed.data;
  if (!(await allowNameLookup(context))) {
    return { ok: false, status: 429, message: t("onboarding.tooManyChecks"), values };
  }
  const outcome = await submitAllForms(deps.db, deps.settings.catalogue, person, {
    hrInbox: context.company.current().profile.leadInbox,
    publicUrl: context.config.publicUrl,
    // HR reads English.
    times: { ...deps.settings, language: "en" },
  });
  if (outcome.status === "incomplete") {
    return {
      ok: false,
      status: 409,
      message: mayKnowProgressOf(viewer, person)
        ? t("onboarding.notAllComplete", { completed: outcome.completed, total: FORM_COUNT })
        : t("onboarding.notAllCompleteWithoutCount", { total: FORM_COUNT }),
      values,
    };
  }
  const query = new URLSearchParams({
    firstName: person.first,
    lastName: person.last,
    submitted: "1",
  });
  return { ok: true, redirectTo: `${pathname}?${query}` };
}
