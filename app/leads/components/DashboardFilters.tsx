import { ChevronDown } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import { RouterLinks } from "~/ui/RouterLinks";
import {
  type DashboardView,
  dashboardSearch,
  KIND_FILTERS,
  LANGUAGE_FILTERS,
  LEAD_VIEWS,
  STATUS_FILTERS,
} from "../dashboard/dashboard.validation";
import { PERIODS } from "../dashboard/periods";
import {
  KIND_KEYS,
  languageFilterName,
  PERIOD_KEYS,
  STAGE_KEYS,
  VIEW_KEYS,
} from "../office-labels";

/**
 * Pipeline, time, kind, stage, assignee and language filters: links with GET parameters, so they work
 * without JavaScript, and each keeps the others. On a phone they fold away behind one line that
 * says how many are in use, so that the list comes first; from 768 px they are always open.
 */
export function Filters({
  query,
  workers,
}: {
  query: DashboardView;
  workers: { id: string; name: string }[];
}) {
  const t = useT();
  const assignees = [
    { key: "all", label: t("adminLeads.filters.everyone") },
    { key: "none", label: t("adminLeads.unassigned") },
    ...workers.map((worker) => ({ key: worker.id, label: worker.name })),
  ];
  const inUse = [
    query.view,
    query.period,
    query.kind,
    query.language,
    query.status,
    query.assignee,
  ].filter((value) => value !== undefined && value !== "all").length;
  return (
    <details
      aria-label={t("adminLeads.filters.title")}
      className="group rounded-xl border border-slate-200 bg-white shadow-sm md:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 md:hidden">
        <span>
          {t("adminLeads.filters.title")}
          {inUse > 0 ? (
            <span className="ml-2 rounded-full bg-navy-100 px-2 py-0.5 text-xs text-navy-800">
              {t("adminLeads.filters.inUse", { count: inUse })}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {/* The chips are plain links (named once in app/app.css, `.lead-chip`): the page keeps its
          scroll as a filter changes. */}
      <RouterLinks preventScrollReset>
        <div className="space-y-4 px-4 pb-4 md:pt-4">
          <FilterGroup
            name="view"
            label={t("adminLeads.filters.group.view")}
            options={LEAD_VIEWS.map((view) => ({
              key: view,
              label: t(VIEW_KEYS[view]),
              href: `/admin/leads${dashboardSearch({ ...query, view, page: 1 })}`,
              active: (query.view ?? "all") === view,
            }))}
          />
          <FilterGroup
            name="time"
            label={t("adminLeads.filters.group.time")}
            options={PERIODS.map((period) => ({
              key: period,
              label: t(PERIOD_KEYS[period]),
              href: `/admin/leads${dashboardSearch({ ...query, period, page: 1 })}`,
              active: query.period === period,
            }))}
          />
          <FilterGroup
            name="kind"
            label={t("adminLeads.filters.group.kind")}
            options={KIND_FILTERS.map((kind) => ({
              key: kind,
              label: t(KIND_KEYS[kind]),
              href: `/admin/leads${dashboardSearch({ ...query, kind, page: 1 })}`,
              active: query.kind === kind,
            }))}
          />
          <FilterGroup
            name="language"
            label={t("adminLeads.filters.group.language")}
            options={LANGUAGE_FILTERS.map((language) => ({
              key: language,
              label: languageFilterName(t, language),
              href: `/admin/leads${dashboardSearch({ ...query, language, page: 1 })}`,
              active: query.language === language,
            }))}
          />
          <FilterGroup
            name="status"
            label={t("adminLeads.filters.group.status")}
            options={STATUS_FILTERS.map((status) => ({
              key: status,
              label: status === "all" ? t("adminLeads.filters.allStages") : t(STAGE_KEYS[status]),
              href: `/admin/leads${dashboardSearch({ ...query, status, page: 1 })}`,
              active: (query.status ?? "all") === status,
            }))}
          />
          <FilterGroup
            name="assignee"
            label={t("adminLeads.filters.group.assignee")}
            options={assignees.map((assignee) => ({
              key: assignee.key,
              label: assignee.label,
              href: `/admin/leads${dashboardSearch({ ...query, assignee: assignee.key, page: 1 })}`,
              active: (query.assignee ?? "all") === assignee.key,
            }))}
          />
        </div>
      </RouterLinks>
    </details>
  );
}

function FilterGroup({
  name,
  label,
  options,
}: {
  /** The group's name in the page's ids ("filter-view"). */
  name: string;
  label: string;
  options: { key: string; label: string; href: string; active: boolean }[];
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <p id={id} className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
        {label}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <a
              href={option.href}
              aria-current={option.active ? "true" : undefined}
              className="lead-chip"
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
