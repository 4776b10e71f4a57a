import { Download, RefreshCw, Search, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { inputClass } from "~/forms/fields";
import { readForm } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { RichText, useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { timings } from "~/site/timings";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { FreshnessNotice } from "../components/FreshnessNotice";
import { ProgressBar } from "../components/ProgressBar";
import { Notice } from "../components/TrackerPanel";
import { ONBOARDING_LIMITS } from "../onboarding.validation";
import { loadAdminProgress, refreshNow } from "../progress/admin.server";
import { expectedHires } from "../progress/hires.server";
import { onboardingDependencies } from "../progress/tracker.server";
import type { Route } from "./+types/admin-progress";

export const meta: Route.MetaFunction = privatePageMeta("adminProgress.adminTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const hires = await expectedHires(context);
  const body = await loadAdminProgress(onboardingDependencies(context), params, hires);
  // A first run: nobody invited and nothing submitted; the page says where hires come from.
  const noHiresYet = hires.length === 0 && !body.search && body.rows.length === 0;
  return data({ ...body, noHiresYet }, { status: body.searchError ? 400 : 200 });
}

/** Refresh Data: sync from the form service now. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { intent } = await readForm(request, ["intent"]);
  if (intent !== "refresh") {
    const message = serverTranslator("en").t("admin.progress.unknown");
    return data({ ok: false, message }, { status: 400 });
  }
  return data(await refreshNow(onboardingDependencies(context)));
}

/** Refresh Data's answer, beside the freshness it changes. */
const REFRESH_FORM = "refresh";

export default function AdminProgress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { rows, search, searchError, total, freshness, setupNotices } = loaderData;
  const loading = useLoading();
  useRefreshEvery(timings.adminRefreshMs);
  const exportHref = `/admin/progress/export.csv${search ? `?${new URLSearchParams({ q: search })}` : ""}`;

  return (
    <AdminShell
      title={t("adminProgress.adminTitle")}
      actions={
        <>
          <Link to="/admin/leads" className={secondaryButton}>
            {t("adminProgress.viewLeads")}
          </Link>
          <Link to="/new-hires" reloadDocument className={secondaryButton}>
            {t("adminProgress.newHiresPortal")}
          </Link>
        </>
      }
    >
      {loaderData.noHiresYet ? (
        <p className="mb-4 rounded-lg border border-navy-200 bg-navy-50 px-4 py-3 text-sm text-navy-900">
          <RichText
            k="adminProgress.list.noHires"
            tags={{
              link: (chunk) => (
                <Link to="/admin/people" className="font-semibold underline underline-offset-2">
                  {chunk}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      {setupNotices.map((notice) => (
        <Notice key={notice} tone="warning">
          {notice}
        </Notice>
      ))}

      <div className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
        <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2">
          <div className="flex-1">
            <label
              htmlFor="employee-search"
              className="mb-1.5 block text-sm font-medium text-navy-900"
            >
              {t("adminProgress.list.search")}
            </label>
            <input
              id="employee-search"
              name="q"
              type="search"
              defaultValue={search}
              key={search}
              maxLength={ONBOARDING_LIMITS.search}
              aria-invalid={searchError ? true : undefined}
              aria-describedby={searchError ? "employee-search-error" : undefined}
              className={inputClass}
            />
            {searchError ? (
              <p id="employee-search-error" className="mt-1 text-sm text-red-700">
                {searchError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={secondaryButton}>
            <Search aria-hidden="true" className="size-4" />
            {t("adminProgress.list.searchButton")}
          </button>
        </Form>
        <div className="flex flex-wrap items-center gap-2">
          <AnswerForm answerTo={REFRESH_FORM}>
            <input type="hidden" name="intent" value="refresh" />
            <button type="submit" className={primaryButton} disabled={loading}>
              <RefreshCw aria-hidden="true" className={`size-4 ${loading ? "animate-spin" : ""}`} />
              {t("adminProgress.refreshData")}
            </button>
          </AnswerForm>
          <a href={exportHref} className={secondaryButton} download>
            <Download aria-hidden="true" className="size-4" />
            {t("adminProgress.list.exportCsv")}
          </a>
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <FreshnessNotice lastUpdated={freshness.lastUpdated} unreachable={freshness.unreachable} />
        <FormAnswer form={REFRESH_FORM} answer={actionData} className="" />
      </div>

      <div aria-live="polite" className="mt-2 min-h-6 text-sm font-medium text-navy-700">
        {loading ? t("adminProgress.loadingProgress") : null}
      </div>

      <div className="mt-2">
        <RecordTable
          caption={t("adminProgress.list.caption", { count: rows.length })}
          look="dashboard"
          cellClassName="px-3 py-3 sm:px-4"
          ariaBusy={loading}
          rows={rows}
          rowKey={(row) => row.personKey}
          columns={progressColumns(t, total)}
          empty={
            <p className="text-slate-600">
              <Users aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
              {t("adminProgress.noEmployees")}
            </p>
          }
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {search
          ? t("adminProgress.list.summaryMatching", { count: rows.length, search })
          : t("adminProgress.list.summary", { count: rows.length })}
      </p>
    </AdminShell>
  );
}

type ProgressRow = Route.ComponentProps["loaderData"]["rows"][number];

/** The table's columns; on a phone each employee is a card headed by the name. */
function progressColumns(t: Translator["t"], total: number): RecordColumn<ProgressRow>[] {
  return [
    {
      label: t("adminProgress.list.name"),
      className: "font-medium",
      cell: (row) => (
        <Link
          to={`/admin/progress/${encodeURIComponent(row.personKey)}`}
          className="text-navy-800 underline decoration-navy-200 underline-offset-4 hover:text-navy-950 hover:decoration-navy-700"
        >
          {row.name}
        </Link>
      ),
    },
    {
      label: t("adminProgress.list.completed"),
      className: "tabular-nums text-slate-700",
      cell: (row) => t("adminProgress.list.completedOf", { completed: row.completed, total }),
    },
    {
      label: t("adminProgress.list.progress"),
      className: "md:w-2/5",
      cell: (row) => (
        <ProgressBar
          percent={row.percent}
          label={t("adminProgress.progressOf", { name: row.name })}
          size="sm"
        />
      ),
    },
  ];
}

/** 'Loading progress...': while this page's data is on its way (navigation or revalidation). */
function useLoading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const ownNavigation =
    navigation.state !== "idle" && navigation.location?.pathname === "/admin/progress";
  return ownNavigation || revalidator.state === "loading";
}

/** The dashboard refreshes every 5 minutes while it is open (docs/product.md#admin-progress). */
function useRefreshEvery(intervalMs: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && latest.current.state === "idle") {
        latest.current.revalidate();
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}

const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-navy-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50";
const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-navy-800 disabled:opacity-80";
