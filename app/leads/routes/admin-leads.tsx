import { CalendarDays, CalendarRange, Inbox, MailCheck, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { z } from "zod";
import { AdminShell } from "~/auth/AdminShell";
import { requireAdmin } from "~/auth/session.server";
import { readForm } from "~/forms/form.server";
import { leadsMessages as text } from "~/site/messages";
import { pageTitle } from "~/site/titles";
import {
  ClearAllButton,
  ClearAllForm,
  ExportButton,
  RefreshButton,
  secondaryButton,
} from "../components/DashboardActions";
import { LeadsChart } from "../components/LeadsChart";
import { clearAllLeads, loadLeadsDashboard } from "../dashboard.server";
import {
  type DashboardView,
  dashboardSearch,
  KIND_FILTERS,
  KIND_LABELS,
  PAGE_SIZE,
  parseDashboardQuery,
} from "../dashboard.validation";
import {
  isValidTimeZone,
  PERIOD_LABELS,
  PERIODS,
  resolveTimeZone,
  TIME_ZONE_COOKIE,
} from "../periods";
import { viewerSettings } from "../viewer.server";
import type { Route } from "./+types/admin-leads";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(text.title) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const { query, error } = parseDashboardQuery(url.searchParams);
  const viewer = viewerSettings(request);
  const now = new Date();
  const dashboard = await loadLeadsDashboard(context.database.db, query, {
    now,
    timeZone: viewer.timeZone,
  });
  const dayLabel = new Intl.DateTimeFormat(viewer.locale, {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  });
  const body = {
    // The zone stays in the links only when the address named it; otherwise the cookie has it.
    query: {
      ...query,
      page: dashboard.page,
      tz: viewer.timeZoneFromQuery ? viewer.timeZone : undefined,
    } satisfies DashboardView,
    filterError: error,
    timeZone: viewer.timeZone,
    timeZoneFromQuery: viewer.timeZoneFromQuery,
    stats: dashboard.stats,
    page: dashboard.page,
    pageCount: dashboard.pageCount,
    rows: dashboard.rows.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      source: lead.source,
      date: viewer.format.date(lead.createdAt),
      time: viewer.format.time(lead.createdAt),
    })),
    // Day keys are calendar dates: formatted at UTC midnight so the label is that same date.
    daily: dashboard.daily.map((day) => ({
      ...day,
      label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    })),
    seenUntil: now.toISOString(),
    confirmingClear: url.searchParams.get("confirm") === "clear",
    cleared: clearedCount(url.searchParams.get("cleared")),
  };
  return data(body, { status: error ? 400 : 200 });
}

function clearedCount(value: string | null): number | undefined {
  const parsed = z.coerce
    .number()
    .int()
    .min(0)
    .max(1e9)
    .safeParse(value ?? undefined);
  return value !== null && parsed.success ? parsed.data : undefined;
}

const clearSchema = z.object({
  intent: z.literal("clear", "Unknown action."),
  seenUntil: z.iso.datetime({ offset: true }).optional(),
});

/** Clear All, after confirmation: deletes and records it in the audit log, then shows the count. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const form = await readForm(request, ["intent", "seenUntil"]);
  const parsed = clearSchema.safeParse({
    intent: form.intent,
    seenUntil: form.seenUntil || undefined,
  });
  if (!parsed.success) {
    return data({ message: parsed.error.issues[0]?.message ?? "Unknown action." }, { status: 400 });
  }
  const now = new Date();
  const given = parsed.data.seenUntil ? new Date(parsed.data.seenUntil) : now;
  const seenUntil = given > now ? now : given;
  const count = await clearAllLeads(
    context.database.db,
    { id: viewer.id, email: viewer.email },
    seenUntil,
  );
  return redirect(`/admin/leads?cleared=${count}`);
}

export default function LeadsDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { query, stats, rows, page, pageCount, timeZone } = loaderData;
  useViewerTimeZone(timeZone, loaderData.timeZoneFromQuery);
  const [nothingToExport, setNothingToExport] = useState(false);
  const hasLeads = stats.total > 0;
  const here = `/admin/leads${dashboardSearch(query)}`;
  const exportHref = `/admin/leads/export.csv${dashboardSearch({ ...query, page: 1, tz: timeZone })}`;
  const filtered = query.period !== "all" || query.kind !== "all";
  // The "nothing to export" notice belongs to the view it was shown on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the view changes.
  useEffect(() => setNothingToExport(false), [here]);

  return (
    <AdminShell
      title={text.title}
      actions={
        <>
          <RefreshButton href={here} />
          <ExportButton
            href={exportHref}
            hasLeads={hasLeads}
            matching={stats.matching}
            onNothingToExport={() => setNothingToExport(true)}
          />
          <ClearAllButton
            key={loaderData.seenUntil}
            hasLeads={hasLeads}
            confirmHref={`/admin/leads${dashboardSearch(query, { confirm: "clear" })}`}
            seenUntil={loaderData.seenUntil}
          />
        </>
      }
    >
      <div aria-live="polite" className="empty:hidden mb-4 space-y-2">
        {loaderData.cleared !== undefined ? (
          <Notice tone="success">{text.cleared(loaderData.cleared)}</Notice>
        ) : null}
        {nothingToExport ? <Notice tone="warning">{text.noLeadsToExport}</Notice> : null}
        {loaderData.filterError ? <Notice tone="warning">{loaderData.filterError}</Notice> : null}
        {actionData?.message ? <Notice tone="warning">{actionData.message}</Notice> : null}
      </div>

      {loaderData.confirmingClear && hasLeads ? (
        <ClearConfirmation seenUntil={loaderData.seenUntil} cancelHref={here} />
      ) : null}

      <StatCards stats={stats} />

      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-start">
        <Filters query={query} />
        <LeadsChart days={loaderData.daily} />
      </div>

      {/* Focusable so that keyboard users can scroll the table sideways on a narrow screen. */}
      <section
        aria-label="Leads"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-navy-600"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">
            Leads, newest first: page {page} of {pageCount}. Dates and times in {timeZone}.
          </caption>
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {["Name", "Email", "Date", "Time", "Source"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-12 text-center">
                  <Inbox aria-hidden="true" className="mx-auto mb-2 size-7 text-slate-400" />
                  <p className="font-semibold text-navy-900">{text.noLeadsFound}</p>
                  <p className="mt-1 text-slate-600">
                    {filtered ? text.noLeadsForFilter : text.noLeadsYet}
                  </p>
                </td>
              </tr>
            ) : (
              rows.map((lead) => (
                <tr key={lead.id} className="hover:bg-slate-50">
                  <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium">
                    <Link
                      to={`/admin/leads/${lead.id}${dashboardSearch(query)}`}
                      className="text-navy-800 underline underline-offset-2 hover:text-navy-950"
                    >
                      {lead.name}
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <a
                      href={`mailto:${lead.email}`}
                      className="whitespace-nowrap text-navy-700 underline-offset-2 hover:underline"
                    >
                      {lead.email}
                    </a>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">
                    {lead.date}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">
                    {lead.time}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{lead.source}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>

      <div className="mt-3 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{text.showing(stats.matching, stats.total)}</p>
        <Pagination query={query} page={page} pageCount={pageCount} matching={stats.matching} />
      </div>
      <p className="mt-2 text-xs text-slate-600">Dates and times are shown in {timeZone}.</p>
    </AdminShell>
  );
}

function Notice({ tone, children }: { tone: "success" | "warning"; children: React.ReactNode }) {
  const colours =
    tone === "success"
      ? "border-emerald-200 bg-emerald-50 text-emerald-900"
      : "border-amber-200 bg-amber-50 text-amber-950";
  return (
    <p
      role={tone === "warning" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${colours}`}
    >
      {children}
    </p>
  );
}

/** Clear All without JavaScript: the same question as the dialog, as a step of the page. */
function ClearConfirmation({ seenUntil, cancelHref }: { seenUntil: string; cancelHref: string }) {
  return (
    <section
      aria-labelledby="clear-all-heading"
      className="mb-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm"
    >
      <h2 id="clear-all-heading" className="text-lg font-semibold text-navy-900">
        {text.clearAll}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{text.clearConfirm}</p>
      <ClearAllForm seenUntil={seenUntil}>
        <Link to={cancelHref} className={secondaryButton}>
          Cancel
        </Link>
      </ClearAllForm>
    </section>
  );
}

function StatCards({
  stats,
}: {
  stats: { total: number; today: number; week: number; uniqueEmails: number };
}) {
  const cards = [
    { label: text.statTotal, value: stats.total, icon: Users },
    { label: text.statToday, value: stats.today, icon: CalendarDays },
    { label: text.statWeek, value: stats.week, icon: CalendarRange },
    { label: text.statUniqueEmails, value: stats.uniqueEmails, icon: MailCheck },
  ];
  return (
    <section aria-label="Lead statistics">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon aria-hidden="true" className="size-4 text-accent-600" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-navy-900 sm:text-3xl">
              {value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const chip =
  "inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";
const chipIdle = "border-slate-300 bg-white text-navy-900 hover:bg-navy-50";
const chipActive = "border-navy-900 bg-navy-900 text-white";

/** Time and kind filters: links with GET parameters, so they work without JavaScript. */
function Filters({ query }: { query: DashboardView }) {
  return (
    <section
      aria-label="Filters"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <FilterGroup
        label="Time"
        options={PERIODS.map((period) => ({
          key: period,
          label: PERIOD_LABELS[period],
          href: `/admin/leads${dashboardSearch({ ...query, period, page: 1 })}`,
          active: query.period === period,
        }))}
      />
      <FilterGroup
        label="Kind"
        options={KIND_FILTERS.map((kind) => ({
          key: kind,
          label: KIND_LABELS[kind],
          href: `/admin/leads${dashboardSearch({ ...query, kind, page: 1 })}`,
          active: query.kind === kind,
        }))}
      />
    </section>
  );
}

function FilterGroup({
  label,
  options,
}: {
  label: string;
  options: { key: string; label: string; href: string; active: boolean }[];
}) {
  const id = `filter-${label.toLowerCase()}`;
  return (
    <div>
      <p id={id} className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
        {label}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.href}
              aria-current={option.active ? "true" : undefined}
              className={`${chip} ${option.active ? chipActive : chipIdle}`}
              preventScrollReset
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pagination({
  query,
  page,
  pageCount,
  matching,
}: {
  query: DashboardView;
  page: number;
  pageCount: number;
  matching: number;
}) {
  if (matching <= PAGE_SIZE) return null;
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, matching);
  const pageHref = (to: number) => `/admin/leads${dashboardSearch({ ...query, page: to })}`;
  return (
    <nav aria-label="Pages of leads" className="flex items-center gap-3">
      <span className="tabular-nums">
        Leads {first.toLocaleString("en-US")}–{last.toLocaleString("en-US")}, page{" "}
        {page.toLocaleString("en-US")} of {pageCount.toLocaleString("en-US")}
      </span>
      {page > 1 ? (
        <Link to={pageHref(page - 1)} className={secondaryButton} rel="prev">
          Previous
        </Link>
      ) : null}
      {page < pageCount ? (
        <Link to={pageHref(page + 1)} className={secondaryButton} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Sends the browser's time zone: stored in a cookie for the next requests (the loader reads it),
 * and, the first time the page was drawn in another zone, reloads its data once.
 */
function useViewerTimeZone(serverTimeZone: string, fromQuery: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const asked = useRef(false);
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isValidTimeZone(browserZone)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}; Path=/admin; Max-Age=31536000; SameSite=Lax`;
    if (fromQuery || asked.current || resolveTimeZone(browserZone) === serverTimeZone) return;
    asked.current = true;
    void latest.current.revalidate();
  }, [serverTimeZone, fromQuery]);
}
