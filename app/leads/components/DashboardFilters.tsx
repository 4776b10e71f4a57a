import { Link } from "react-router";
import {
  type DashboardView,
  dashboardSearch,
  KIND_FILTERS,
  KIND_LABELS,
  PAGE_SIZE,
} from "../dashboard.validation";
import { PERIOD_LABELS, PERIODS } from "../periods";
import { secondaryButton } from "./DashboardActions";

const chip =
  "inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";
const chipIdle = "border-slate-300 bg-white text-navy-900 hover:bg-navy-50";
const chipActive = "border-navy-900 bg-navy-900 text-white";

/** Time and kind filters: links with GET parameters, so they work without JavaScript. */
export function Filters({ query }: { query: DashboardView }) {
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

/** Previous and Next, with the range shown, when the leads fill more than one page. */
export function Pagination({
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
