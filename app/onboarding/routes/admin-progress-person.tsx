import { CheckCircle2, Circle, ExternalLink } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { tidyName } from "~/auth/person-key";
import { requireAdmin } from "~/auth/session.server";
import { applicationsHiring } from "~/careers/applicant.server";
import { companyNameFromMatches } from "~/company/seo";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { readForm } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { AdminShell } from "~/layout/AdminShell";
import { pageTitle } from "~/site/titles";
import { FreshnessNotice } from "../components/FreshnessNotice";
import { ProgressBar } from "../components/ProgressBar";
import { ONBOARDING_LIMITS } from "../onboarding.validation";
import { loadPersonDetail, markCompletedFromForm } from "../progress/admin.server";
import { expectedHires } from "../progress/hires.server";
import type { FormProgress } from "../progress/progress.server";
import { onboardingDependencies } from "../progress/tracker.server";
import type { Route } from "./+types/admin-progress-person";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  {
    title: pageTitle(
      loaderData
        ? `${loaderData.person.first} ${loaderData.person.last}: ${translatorFromMatches(matches).t("adminProgress.adminTitle")}`
        : translatorFromMatches(matches).t("adminProgress.adminTitle"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

function keyFrom(params: { personKey?: string }): string {
  return tidyName(params.personKey ?? "")
    .toLowerCase()
    .slice(0, 2 * ONBOARDING_LIMITS.name + 1);
}

/** The office's answers are in English (docs/decisions/0096). */
const notFound = () => serverTranslator("en").t("admin.progress.notFound");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const key = keyFrom(params);
  const detail = await loadPersonDetail(
    onboardingDependencies(context),
    key,
    await expectedHires(context),
  );
  if (!detail) throw data(notFound(), { status: 404 });
  // Hired from careers: the applications that made the account, linked back.
  return { ...detail, hiredFrom: await applicationsHiring(context.database.db, key) };
}

/** HR marks one form completed by hand (a paper form), with a note. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const deps = onboardingDependencies(context);
  const detail = await loadPersonDetail(deps, keyFrom(params), await expectedHires(context));
  if (!detail) throw data(notFound(), { status: 404 });
  const fields = await readForm(request, ["formNumber", "note"]);
  const values = { formNumber: fields.formNumber.slice(0, 10), note: fields.note };
  const result = await markCompletedFromForm(deps, detail.person, values, viewer.email);
  if (result.ok) {
    await recordAudit(
      deps.db,
      { id: viewer.id, email: viewer.email },
      "onboarding.form.marked-completed",
      `${detail.person.first} ${detail.person.last}`,
      {
        form: Number(values.formNumber),
        note: values.note.slice(0, 500),
      },
    );
  }
  return data(result, { status: result.ok ? 200 : 400 });
}

/** The answer of every "Mark completed" form, under the progress. */
const MARK_FORM = "mark";

export default function PersonProgress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { person, progress, freshness } = loaderData;
  const name = `${person.first} ${person.last}`;
  return (
    <AdminShell title={name} back={{ to: "/admin/progress", label: t("adminProgress.adminTitle") }}>
      <div className="max-w-xl space-y-2">
        <ProgressBar percent={progress.percent} label={t("adminProgress.progressOf", { name })} />
        <p className="text-sm font-medium text-slate-700">
          {t("adminProgress.formsCompleted", {
            completed: progress.completed,
            total: progress.forms.length,
          })}
        </p>
        <FreshnessNotice lastUpdated={freshness.lastUpdated} unreachable={freshness.unreachable} />
        {loaderData.hiredFrom.map((application) => (
          <p key={application.id} className="text-sm text-slate-700">
            <Link
              to={`/admin/careers/applications/${application.id}`}
              className="font-semibold text-navy-700 underline"
            >
              {t("adminProgress.hiredFrom", { posting: application.postingTitle })}
            </Link>
          </p>
        ))}
      </div>
      <FormAnswer
        form={MARK_FORM}
        answer={
          actionData && !actionData.ok && actionData.formNumber === undefined
            ? { ...actionData, message: Object.values(actionData.errors)[0] }
            : actionData
        }
        className="mt-4"
      />

      <ol className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {progress.forms.map((form) => (
          <FormRow
            key={form.number}
            form={form}
            error={
              actionData && !actionData.ok && actionData.formNumber === form.number
                ? actionData
                : undefined
            }
          />
        ))}
      </ol>
    </AdminShell>
  );
}

function FormRow({
  form,
  error,
}: {
  form: FormProgress;
  error?: { ok: false; errors: Record<string, string>; values: { note: string } };
}) {
  const t = useT();
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("formNumber") === String(form.number);
  return (
    <li className="px-4 py-3.5 sm:px-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-2.5">
          {form.done ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          ) : (
            <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
          )}
          <div>
            <p className="font-semibold text-navy-900">
              {form.label}
              <span className="sr-only">
                :{" "}
                {form.done
                  ? t("adminProgress.person.completed")
                  : t("adminProgress.person.notCompleted")}
              </span>
            </p>
            {form.done ? (
              <p className="text-sm text-slate-600">
                {form.manual
                  ? t("adminProgress.person.marked", {
                      when: form.completedAt ?? "",
                      by: form.manual.markedBy,
                      note: form.manual.note,
                    })
                  : t("adminProgress.person.submitted", { when: form.completedAt ?? "" })}
              </p>
            ) : (
              <p className="text-sm text-slate-500">{t("adminProgress.person.notSubmitted")}</p>
            )}
          </div>
        </div>
        {form.url ? (
          <a
            href={form.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap pl-[1.875rem] text-sm text-navy-700 hover:text-navy-950 sm:pl-0"
          >
            {t("adminProgress.person.openForm")}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              {t("adminProgress.person.newTab", { form: form.label })}
            </span>
          </a>
        ) : null}
      </div>
      {form.done ? null : (
        <details open={Boolean(error)} className="mt-2 pl-[1.875rem]">
          <summary className="cursor-pointer text-sm font-medium text-navy-700 hover:text-navy-950">
            {t("adminProgress.person.markByHand")}
          </summary>
          <AnswerForm
            answerTo={MARK_FORM}
            answer={error}
            className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <input type="hidden" name="formNumber" value={form.number} />
            <TextField
              idPrefix={`form-${form.number}`}
              label={t("adminProgress.person.noteFor", { form: form.label })}
              name="note"
              error={error?.errors.note}
              className="flex-1"
              defaultValue={error?.values.note}
              maxLength={ONBOARDING_LIMITS.note}
              placeholder={t("adminProgress.person.notePlaceholder")}
            />
            <button
              type="submit"
              disabled={saving}
              className="rounded-md bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-80 sm:mt-7"
            >
              {t("adminProgress.person.mark")}
            </button>
          </AnswerForm>
        </details>
      )}
    </li>
  );
}
