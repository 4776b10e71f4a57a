import { useEffect, useState } from "react";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin, requirePermission } from "~/auth/session.server";
import { redirectToAnswer } from "~/forms/answer.server";
import { CONFIRM_FIELD, confirmedField, NOT_CONFIRMED } from "~/forms/confirm";
import { useAnswerTarget } from "~/forms/FormBanner";
import { readForm } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translateMessage } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { Pagination } from "~/ui/Pagination";
import {
  ClearAllButton,
  ClearConfirmation,
  ExportButton,
  RefreshButton,
} from "../components/DashboardActions";
import { Filters } from "../components/DashboardFilters";
import { Notice } from "../components/DashboardNotice";
import { LeadNumbers } from "../components/LeadNumbers";
import { LeadsChart } from "../components/LeadsChart";
import { LeadsTable } from "../components/LeadsTable";
import { StatCards } from "../components/StatCards";
import { dashboardSearch, PAGE_SIZE } from "../dashboard/dashboard.validation";
import { clearLeadsSeen, leadsDashboardPage } from "../dashboard/dashboard-page.server";
import type { Route } from "./+types/admin-leads";

export const meta: Route.MetaFunction = privatePageMeta("adminLeads.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const page = await leadsDashboardPage(context, request, viewer);
  return data(page, { status: page.filterError ? 400 : 200 });
}

/** Clear All's answer: how many leads it deleted, above the dashboard. */
const CLEAR_FORM = "clear";

const clearSchema = z.object({
  intent: z.literal("clear", "admin.lead.answer.unknown"),
  // Sent only by the confirmation (the dialog, or the page's step): docs/decisions/0076.
  confirmed: z.literal(confirmedField.value, NOT_CONFIRMED),
  seenUntil: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Clear All, after confirmation: deletes and records it in the audit log, then shows the count.
 * The admin's alone: people with lead access work leads but do not delete them all.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request, ["intent", CONFIRM_FIELD, "seenUntil"]);
  const parsed = clearSchema.safeParse({
    intent: form.intent,
    confirmed: form[CONFIRM_FIELD],
    seenUntil: form.seenUntil || undefined,
  });
  if (!parsed.success) {
    // The office's answers are in English (docs/decisions/0096).
    const translator = serverTranslator("en");
    const key = parsed.error.issues[0]?.message ?? "admin.lead.answer.unknown";
    return data({ message: translateMessage(translator, key) }, { status: 400 });
  }
  const count = await clearLeadsSeen(
    context.database.db,
    { id: admin.id, email: admin.email },
    parsed.data.seenUntil,
  );
  return redirectToAnswer(`/admin/leads?cleared=${count}`, CLEAR_FORM);
}

export default function LeadsDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { query, stats, rows, page, pageCount, timeZoneName } = loaderData;
  const [nothingToExport, setNothingToExport] = useState(false);
  const hasLeads = stats.total > 0;
  const here = `/admin/leads${dashboardSearch(query)}`;
  const exportHref = `/admin/leads/export.csv${dashboardSearch({ ...query, page: 1 })}`;
  const filtered =
    query.period !== "all" ||
    query.kind !== "all" ||
    query.view !== "all" ||
    query.language !== "all" ||
    query.status !== "all" ||
    query.assignee !== "all";
  // The "nothing to export" notice belongs to the view it was shown on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the view changes.
  useEffect(() => setNothingToExport(false), [here]);
  const clearAll = (
    <ClearAllButton
      key={loaderData.seenUntil}
      hasLeads={hasLeads}
      confirmHref={`/admin/leads${dashboardSearch(query, { confirm: "clear" })}`}
      seenUntil={loaderData.seenUntil}
    />
  );

  return (
    <AdminShell
      title={t("adminLeads.title")}
      actions={
        <>
          <RefreshButton href={here} />
          <ExportButton
            href={exportHref}
            hasLeads={hasLeads}
            matching={stats.matching}
            onNothingToExport={() => setNothingToExport(true)}
          />
          {loaderData.canClear ? (
            // On a phone Clear All waits at the end of the page, not first under a thumb.
            <div className="max-md:hidden">{clearAll}</div>
          ) : null}
        </>
      }
    >
      <div aria-live="polite" className="empty:hidden mb-4 space-y-2">
        {loaderData.cleared !== undefined ? (
          <Cleared count={loaderData.cleared} answer={loaderData} />
        ) : null}
        {nothingToExport ? <Notice tone="warning">{t("adminLeads.noLeadsToExport")}</Notice> : null}
        {loaderData.filterError ? <Notice tone="warning">{loaderData.filterError}</Notice> : null}
        {actionData?.message ? <Notice tone="warning">{actionData.message}</Notice> : null}
      </div>

      {loaderData.confirmingClear && hasLeads && loaderData.canClear ? (
        <ClearConfirmation seenUntil={loaderData.seenUntil} cancelHref={here} />
      ) : null}

      <StatCards stats={stats} />

      {/* On a phone: the folded filters, then the list, then the chart. */}
      <div className="mt-4 grid gap-4 md:mt-6 lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-start">
        <Filters query={query} workers={loaderData.workers} />
        <div className="max-lg:order-last">
          <LeadsChart days={loaderData.daily} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <LeadsTable
            rows={rows}
            query={query}
            page={page}
            pageCount={pageCount}
            timeZoneName={timeZoneName}
            filtered={filtered}
            assigneeName={loaderData.workers.find((worker) => worker.id === query.assignee)?.name}
          />

          <div className="mt-3 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
            <p>{t("adminLeads.showing", { shown: stats.matching, total: stats.total })}</p>
            <Pagination
              label={t("adminLeads.pagesLabel")}
              noun={t("adminLeads.pagesNoun")}
              page={page}
              pageCount={pageCount}
              pageSize={PAGE_SIZE}
              total={stats.matching}
              hrefOf={(to) => `/admin/leads${dashboardSearch({ ...query, page: to })}`}
            />
          </div>
          <p className="mt-2 text-xs text-slate-600">
            {t("adminLeads.datesIn", { zone: timeZoneName })}
          </p>
          {loaderData.canClear ? <div className="mt-4 md:hidden">{clearAll}</div> : null}
        </div>
      </div>

      <LeadNumbers numbers={loaderData.numbers} query={query} />
    </AdminShell>
  );
}

/** Clear All's answer, focused as it arrives with the page's data (docs/decisions/0076). */
function Cleared({ count, answer }: { count: number; answer: object }) {
  const t = useT();
  const target = useAnswerTarget<HTMLDivElement>(CLEAR_FORM, answer);
  return (
    <div {...target} className="scroll-my-24 rounded-lg outline-offset-2">
      <Notice tone="success">{t("adminLeads.cleared", { count })}</Notice>
    </div>
  );
}
