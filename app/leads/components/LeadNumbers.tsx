import { useId } from "react";
import { Link } from "react-router";
import {
  type DashboardView,
  dashboardSearch,
  KIND_LABELS,
  type LeadKind,
} from "../dashboard/dashboard.validation";
import { LEAD_STATUSES, type LeadStatus, STATUS_LABELS } from "../pipeline/pipeline";
import { statusBadge } from "./status-badge";

interface NumbersView {
  byStage: Record<LeadStatus, number>;
  firstResponse: { medianMinutes: number | null; answered: number };
  bySource: { key: string; won: number; closed: number }[];
  byKind: { key: LeadKind; won: number; closed: number }[];
  weekly: { start: string; label: string; received: number; won: number }[];
}

const panel = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";
const heading = "text-sm font-semibold text-navy-900";

/** "45 min", "3 h 5 min", "2 d 4 h": a duration as an office person says it. */
export function durationInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

function percent(won: number, closed: number): string {
  return closed === 0 ? "–" : `${Math.round((won / closed) * 100)}%`;
}

/**
 * The numbers that matter (docs/product.md#the-numbers), over all leads whatever the filters:
 * leads by stage, the median time to a first answer this month, conversion per source and kind,
 * new vs. won per week.
 */
export function LeadNumbers({ numbers, query }: { numbers: NumbersView; query: DashboardView }) {
  const { medianMinutes, answered } = numbers.firstResponse;
  return (
    <section aria-labelledby="numbers-title" className="mt-6 space-y-4">
      <h2 id="numbers-title" className="text-lg font-semibold text-navy-900">
        Pipeline numbers
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="stages-title" className={panel}>
          <h3 id="stages-title" className={heading}>
            Leads by stage
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
            {LEAD_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={`/admin/leads${dashboardSearch({ ...query, status, page: 1 })}`}
                  className="flex flex-col rounded-lg border border-slate-200 p-2 hover:bg-navy-50"
                >
                  <span
                    className={`self-start rounded-full px-2 py-0.5 text-xs font-semibold ${statusBadge[status]}`}
                  >
                    {STATUS_LABELS[status]}
                  </span>
                  <span className="mt-1 text-xl font-bold tabular-nums text-navy-900">
                    {numbers.byStage[status].toLocaleString("en-US")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="response-title" className={panel}>
          <h3 id="response-title" className={heading}>
            Median time to first response, this month
          </h3>
          <p className="mt-2 text-2xl font-bold tabular-nums text-navy-900">
            {medianMinutes === null ? "No answers yet" : durationInWords(medianMinutes)}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {answered.toLocaleString("en-US")} of this month's leads answered by a reply or a call.
          </p>
        </section>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <ConversionTable
          title="Conversion by source"
          keyLabel="Source"
          rows={numbers.bySource.map((row) => ({ ...row, label: row.key }))}
        />
        <ConversionTable
          title="Conversion by kind"
          keyLabel="Kind"
          rows={numbers.byKind.map((row) => ({ ...row, label: KIND_LABELS[row.key] }))}
        />
        <WeeklyChart weeks={numbers.weekly} />
      </div>
    </section>
  );
}

function ConversionTable({
  title,
  keyLabel,
  rows,
}: {
  title: string;
  keyLabel: string;
  rows: { key: string; label: string; won: number; closed: number }[];
}) {
  return (
    <section className={`${panel} min-w-0`}>
      <table className="w-full text-left text-sm">
        <caption className={`${heading} text-left`}>
          {title}
          <span className="block text-xs font-normal text-slate-600">Won / (Won + Lost)</span>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {keyLabel}
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              Won
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              Closed
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-2 text-slate-600">
                No closed leads yet.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="break-words py-1.5 pr-2 font-medium text-navy-900">
                  {row.label}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {row.won.toLocaleString("en-US")}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {row.closed.toLocaleString("en-US")}
                </td>
                <td className="py-1.5 text-right font-semibold tabular-nums">
                  {percent(row.won, row.closed)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

const WIDTH = 360;
const HEIGHT = 120;

/**
 * New leads and how many of them were won, per week: SVG bars drawn on the server (no
 * JavaScript); screen readers read the same numbers as a table.
 */
function WeeklyChart({ weeks }: { weeks: NumbersView["weekly"] }) {
  const id = useId();
  const max = Math.max(1, ...weeks.map((week) => week.received));
  const slot = WIDTH / weeks.length;
  const bar = (slot - 4) / 2;
  const height = (count: number) => (count === 0 ? 0 : Math.max(2, (count / max) * (HEIGHT - 4)));
  return (
    <figure aria-labelledby={`${id}-title`} className={`${panel} relative min-w-0`}>
      <figcaption>
        <h3 id={`${id}-title`} className={heading}>
          New vs. won, per week
        </h3>
        <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600" aria-hidden="true">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-navy-700" /> New
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-emerald-600" /> Won (of that week's
            leads)
          </span>
        </p>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-28 w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {weeks.map((week, index) => (
          <g key={week.start}>
            <rect
              x={index * slot + 2}
              y={HEIGHT - height(week.received)}
              width={bar}
              height={height(week.received)}
              className="fill-navy-700"
            />
            <rect
              x={index * slot + 2 + bar}
              y={HEIGHT - height(week.won)}
              width={bar}
              height={height(week.won)}
              className="fill-emerald-600"
            />
          </g>
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{weeks[0]?.label}</span>
        <span>{weeks.at(-1)?.label}</span>
      </div>
      <table className="sr-only">
        <caption>New leads and won leads per week, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">New</th>
            <th scope="col">Won</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{week.label}</th>
              <td>{week.received}</td>
              <td>{week.won}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
