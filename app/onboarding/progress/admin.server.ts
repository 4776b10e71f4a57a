import { checkFields, fieldErrors } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { FORM_COUNT } from "../catalogue";
import { type SyncDependencies, syncAllForms, waitAtMost } from "../form-service/sync.server";
import type { PersonName } from "../names";
import {
  manualCompletionSchema,
  onboardingMessageValues,
  searchSchema,
} from "../onboarding.validation";
import {
  displayNameOf,
  listProgress,
  markFormCompleted,
  type PersonProgress,
  type ProgressRow,
  personProgress,
  progressCsv,
} from "./progress.server";
import { type Freshness, readFreshness } from "./tracker.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** What the admin page needs to know about the set-up, in words that name the settings. */
function setupNotices(deps: SyncDependencies): string[] {
  const notices = deps.settings.apiKey ? [] : [t("adminProgress.apiKeyNotConfigured")];
  return [...notices, ...deps.settings.problems];
}

export interface AdminProgressData {
  search: string;
  searchError?: string;
  rows: ProgressRow[];
  total: number;
  freshness: Freshness;
  setupNotices: string[];
}

/** Hires to list before they submit anything (invited accounts), by matching key and name. */
export type ExpectedHires = ReadonlyArray<{
  personKey: string;
  name: string;
  first?: string;
  last?: string;
}>;

export async function loadAdminProgress(
  deps: SyncDependencies,
  params: URLSearchParams,
  expected: ExpectedHires = [],
): Promise<AdminProgressData> {
  const rawSearch = params.get("q") ?? "";
  const parsed = searchSchema.safeParse(rawSearch);
  const search = parsed.success ? parsed.data : rawSearch.slice(0, 200);
  const [rows, freshness] = await Promise.all([
    listProgress(deps.db, deps.settings.catalogue, parsed.success ? search : "", expected),
    readFreshness(deps, false),
  ]);
  return {
    search,
    searchError: parsed.success
      ? undefined
      : translateMessages("en", fieldErrors(parsed.error), onboardingMessageValues).form,
    rows,
    total: FORM_COUNT,
    freshness,
    setupNotices: setupNotices(deps),
  };
}

export async function exportProgressCsv(
  deps: SyncDependencies,
  params: URLSearchParams,
  expected: ExpectedHires = [],
) {
  const parsed = searchSchema.safeParse(params.get("q") ?? "");
  const search = parsed.success ? parsed.data : "";
  const rows = await listProgress(deps.db, deps.settings.catalogue, search, expected);
  return progressCsv(rows);
}

/** How long Refresh Data waits for the sync before the page shows what it has. */
const REFRESH_WAIT_MS = 15_000;

export type RefreshResult = { ok: boolean; message: string };

/** Refresh Data: sync now and say how it went. */
export async function refreshNow(deps: SyncDependencies): Promise<RefreshResult> {
  const { waitedOut, outcome } = await waitAtMost(syncAllForms(deps), REFRESH_WAIT_MS);
  if (waitedOut || !outcome) {
    return {
      ok: false,
      message: t("admin.progress.refresh.slow"),
    };
  }
  switch (outcome.status) {
    case "not-configured":
      return { ok: false, message: t("adminProgress.apiKeyNotConfigured") };
    case "busy":
      return { ok: true, message: t("admin.progress.refresh.busy") };
    case "failed":
      return {
        ok: false,
        message: t("admin.progress.refresh.failed", { reason: outcome.message }),
      };
    case "done": {
      if (outcome.failed === 0) {
        const message = t("admin.progress.refresh.done", { forms: outcome.forms.length });
        return { ok: true, message };
      }
      const firstError = outcome.forms.find((form) => !form.ok)?.error ?? "";
      return {
        ok: false,
        message: t("admin.progress.refresh.partly", {
          failed: outcome.failed,
          forms: outcome.forms.length,
          reason: firstError,
        }),
      };
    }
  }
}

export interface PersonDetailData {
  person: PersonName;
  progress: PersonProgress;
  freshness: Freshness;
}

/** One person's 20 forms, or undefined for a key nobody has. */
export async function loadPersonDetail(
  deps: SyncDependencies,
  personKey: string,
  expected: ExpectedHires = [],
): Promise<PersonDetailData | undefined> {
  // A hire who has sent nothing yet is known by their account (invited, or hired from careers).
  const invited = expected.find((hire) => hire.personKey === personKey && hire.first && hire.last);
  const person =
    (await displayNameOf(deps.db, personKey)) ??
    (invited ? { first: invited.first!, last: invited.last!, key: personKey } : null);
  if (!person) return undefined;
  const [progress, freshness] = await Promise.all([
    personProgress(deps.db, deps.settings.catalogue, personKey, deps.settings),
    readFreshness(deps, false),
  ]);
  return { person, progress, freshness };
}

export type ManualCompletionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      formNumber?: number;
      errors: Record<string, string>;
      values: { formNumber: string; note: string };
    };

/** HR marks a form completed by hand; `markedBy` is the signed-in admin. */
export async function markCompletedFromForm(
  deps: SyncDependencies,
  person: PersonName,
  values: { formNumber: string; note: string },
  markedBy: string,
): Promise<ManualCompletionResult> {
  const parsed = checkFields(manualCompletionSchema, values);
  if (!parsed.ok) {
    const formNumber = Number(values.formNumber);
    return {
      ok: false,
      formNumber: Number.isInteger(formNumber) ? formNumber : undefined,
      // The admin area is in English.
      errors: translateMessages("en", parsed.errors, onboardingMessageValues),
      values,
    };
  }
  const { recorded } = await markFormCompleted(deps.db, {
    person,
    formNumber: parsed.data.formNumber,
    note: parsed.data.note,
    markedBy,
  });
  // The admin area is in English.
  const { t } = serverTranslator("en");
  const form =
    deps.settings.catalogue[parsed.data.formNumber - 1]?.label ?? t("admin.progress.theForm");
  const name = `${person.first} ${person.last}`;
  return {
    ok: true,
    message: recorded
      ? t("admin.progress.marked", { form, name })
      : t("admin.progress.alreadyMarked", { form }),
  };
}
