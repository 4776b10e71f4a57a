import { AlertTriangle, CheckCircle2, ExternalLink, Info, Send } from "lucide-react";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { useSubmitting } from "~/forms/useSubmitting";
import { useT, useTranslator } from "~/i18n/I18nContext";
import { formLabel } from "../form-names";
import { ONBOARDING_LIMITS } from "../limits";
import type { TrackerData, TrackerForm } from "../progress/tracker.server";
import { forgetNames } from "../storage";
import { FreshnessNotice } from "./FreshnessNotice";
import { ProgressBar } from "./ProgressBar";
import { FORMS_PANEL_HASH } from "./portal-anchors";

export interface SubmitAllError {
  message: string;
}

/**
 * The New Hire Progress Tracker: name entry, the check, the 20 forms and Submit All. Part of an
 * island (EmployeePortal): its forms are plain forms, and the page's address comes as props.
 */
export function TrackerPanel({
  data,
  pathname,
  search,
  submitError,
}: {
  data: TrackerData;
  pathname: string;
  search: string;
  submitError?: SubmitAllError;
}) {
  const { values, check } = data;
  const [checking, setChecking] = useSubmitting();
  const errors = check?.status === "invalid" ? check.errors : {};
  const checked = check?.status === "checked" ? check : undefined;
  const t = useT();

  return (
    <section aria-labelledby="tracker-heading" className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="tracker-heading" className="text-xl font-bold text-navy-900">
          {t("onboarding.trackerHeading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("onboarding.trackerIntro")}</p>
        <form
          method="get"
          action={`${pathname}${FORMS_PANEL_HASH}`}
          onSubmit={() => setChecking(true)}
          className="mt-5 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          {/* Keyed by the value: a new check's names replace what the fields held. */}
          <TextField
            key={`first-${values.firstName}`}
            idPrefix="tracker"
            label={t("onboarding.firstName")}
            name="firstName"
            error={errors.firstName}
            defaultValue={values.firstName}
            autoComplete="given-name"
            maxLength={ONBOARDING_LIMITS.name}
          />
          <TextField
            key={`last-${values.lastName}`}
            idPrefix="tracker"
            label={t("onboarding.lastName")}
            name="lastName"
            error={errors.lastName}
            defaultValue={values.lastName}
            autoComplete="family-name"
            maxLength={ONBOARDING_LIMITS.name}
          />
          <button
            type="submit"
            disabled={checking}
            className="inline-flex h-[2.875rem] items-center justify-center rounded-md bg-accent-500 px-5 font-semibold text-navy-950 shadow-sm hover:bg-accent-400 disabled:cursor-wait disabled:opacity-80 sm:mt-7 sm:h-[2.625rem]"
          >
            {checking ? t("onboarding.checkingButton") : t("onboarding.checkButton")}
          </button>
        </form>

        {data.setupProblem ? <Notice tone="info">{data.setupProblem}</Notice> : null}
        {check?.status === "not-configured" || check?.status === "limited" ? (
          <Notice tone="warning" live>
            {check.message}
          </Notice>
        ) : null}

        {checked ? (
          <div className="mt-6 space-y-3 border-t border-slate-200 pt-5" aria-live="polite">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-navy-900">
                {t("onboarding.progressFor", { name: checked.name })}
              </p>
              <NotYou pathname={pathname} search={search} />
            </div>
            <ProgressBar percent={checked.percent} label={t("onboarding.formsCompletedLabel")} />
            <p className="text-sm font-medium text-slate-700">
              {t("onboarding.formsCompleted", { completed: checked.completed, total: data.total })}
            </p>
            {checked.noFormsUnderName ? (
              <Notice tone="info">
                {t("onboarding.noFormsUnderName", { name: checked.name })}
              </Notice>
            ) : null}
            <FreshnessNotice
              lastUpdated={checked.freshness.lastUpdated}
              unreachable={checked.freshness.unreachable}
            />
            {checked.submittedAt ? (
              <p className="flex items-center gap-2 text-sm text-emerald-800">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t("onboarding.submittedAllOn", { date: checked.submittedAt })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <FormList forms={data.forms} />

      {checked?.allDone ? (
        <SubmitAll values={values} error={submitError} />
      ) : submitError ? (
        <Notice tone="warning" live>
          {submitError.message}
        </Notice>
      ) : null}
    </section>
  );
}

/** Forgets remembered names, for a shared computer. */
function NotYou({ pathname, search }: { pathname: string; search: string }) {
  const query = new URLSearchParams(search);
  query.delete("firstName");
  query.delete("lastName");
  const rest = query.toString();
  return (
    <a
      href={`${pathname}${rest ? `?${rest}` : ""}${FORMS_PANEL_HASH}`}
      onClick={forgetNames}
      className="text-sm font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
    >
      {useT()("onboarding.notYou")}
    </a>
  );
}

function FormList({ forms }: { forms: TrackerForm[] }) {
  const translator = useTranslator();
  const t = translator.t;
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {forms.map((form) => (
        <li
          key={form.number}
          className="flex flex-col gap-2 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:px-5"
        >
          <div className="min-w-0">
            {form.url ? (
              <a
                href={form.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-semibold text-navy-800 underline-offset-2 hover:text-navy-950 hover:underline"
              >
                {formLabel(translator, form.number)}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-navy-400" />
                <span className="sr-only">{t("onboarding.opensInNewTab")}</span>
              </a>
            ) : (
              <span className="font-semibold text-navy-800">
                {formLabel(translator, form.number)}
              </span>
            )}
            {form.done && form.completedAt ? (
              <p className="mt-0.5 text-sm text-emerald-800">
                {t("onboarding.submittedOn", { date: form.completedAt })}
                {form.recordedByHr ? ` ${t("onboarding.recordedByHr")}` : ""}
              </p>
            ) : null}
          </div>
          <label className="inline-flex shrink-0 items-center gap-2 text-sm text-slate-600">
            <input
              type="checkbox"
              checked={form.done}
              disabled
              readOnly
              className="size-4 rounded border-slate-400 accent-emerald-700"
            />
            {t("onboarding.markAsComplete")}
            <span className="sr-only">: {formLabel(translator, form.number)}</span>
          </label>
        </li>
      ))}
    </ol>
  );
}

function SubmitAll({
  values,
  error,
}: {
  values: { firstName: string; lastName: string };
  error?: SubmitAllError;
}) {
  const [sending, setSending] = useSubmitting();
  const t = useT();
  return (
    <form
      method="post"
      // The same address, and after the redirect the confirmation opens in view.
      action={FORMS_PANEL_HASH}
      onSubmit={() => setSending(true)}
      className="flex flex-col items-start gap-3 rounded-xl border border-navy-200 bg-navy-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-navy-900">{t("onboarding.allCompleteReady")}</p>
      <input type="hidden" name="firstName" value={values.firstName} />
      <input type="hidden" name="lastName" value={values.lastName} />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-navy-800 disabled:opacity-80"
      >
        <Send aria-hidden="true" className="size-4" />
        {t("onboarding.submitAll")}
      </button>
      {/* Its refusal is its answer, focused and in view (docs/decisions/0076); its success is
          the confirmation, which opens the forms panel the form posts to. */}
      <FormAnswer
        form="submit-all"
        answer={error ? { ok: false, message: error.message } : undefined}
        className=""
      />
    </form>
  );
}

export function Notice({
  tone,
  live,
  children,
}: {
  tone: "info" | "warning";
  live?: boolean;
  children: React.ReactNode;
}) {
  const Icon = tone === "warning" ? AlertTriangle : Info;
  return (
    <p
      role={live ? "alert" : undefined}
      className={`mt-4 flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm ${
        tone === "warning"
          ? "border-amber-300 bg-amber-50 text-amber-900"
          : "border-navy-200 bg-navy-50 text-navy-900"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
