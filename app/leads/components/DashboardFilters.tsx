import { ChevronDown } from "lucide-react";
import { RouterLinks } from "~/ui/RouterLinks";
import {
  type DashboardView,
  dashboardSearch,
  KIND_FILTERS,
  KIND_LABELS,
  LANGUAGE_FILTER_LABELS,
  LANGUAGE_FILTERS,
  LEAD_VIEWS,
  STATUS_FILTERS,
  VIEW_LABELS,
} from "../dashboard/dashboard.validation";
import { PERIOD_LABELS, PERIODS } from "../dashboard/periods";
import { STATUS_LABELS } from "../pipeline/pipeline";

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
  const assignees = [
    { key: "all", label: "Everyone" },
    { key: "none", label: "Unassigned" },
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
      aria-label="Filters"
      className="group rounded-xl border border-slate-200 bg-white shadow-sm md:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 md:hidden">
        <span>
          Filters
          {inUse > 0 ? (
            <span className="ml-2 rounded-full bg-navy-100 px-2 py-0.5 text-xs text-navy-800">
              {inUse} in use
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
            label="View"
            options={LEAD_VIEWS.map((view) => ({
              key: view,
              label: VIEW_LABELS[view],
              href: `/admin/leads${dashboardSearch({ ...query, view, page: 1 })}`,
              active: (query.view ?? "all") === view,
            }))}
          />
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
          <FilterGroup
            label="Language"
            options={LANGUAGE_FILTERS.map((language) => ({
              key: language,
              label: LANGUAGE_FILTER_LABELS[language],
              href: `/admin/leads${dashboardSearch({ ...query, language, page: 1 })}`,
              active: query.language === language,
            }))}
          />
          <FilterGroup
            label="Status"
            options={STATUS_FILTERS.map((status) => ({
              key: status,
              label: status === "all" ? "All stages" : STATUS_LABELS[status],
              href: `/admin/leads${dashboardSearch({ ...query, status, page: 1 })}`,
              active: (query.status ?? "all") === status,
            }))}
          />
          <FilterGroup
            label="Assignee"
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
