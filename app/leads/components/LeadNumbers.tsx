import { useId } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/I18nContext";
import {
  type DashboardView,
  dashboardSearch,
  type LeadKind,
} from "../dashboard/dashboard.validation";
import { durationInWords, KIND_KEYS, STAGE_KEYS } from "../office-labels";
import { LEAD_STATUSES, type LeadStatus } from "../pipeline/pipeline";
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

function percent(won: number, closed: number): string {
  return closed === 0 ? "–" : `${Math.round((won / closed) * 100)}%`;
}

/**
 * The numbers that matter (docs/product.md#the-numbers), over all leads whatever the filters:
 * leads by stage, the median time to a first answer this month, conversion per source and kind,
 * new vs. won per week.
 */
export function LeadNumbers({ numbers, query }: { numbers: NumbersView; query: DashboardView }) {
  const t = useT();
  const { medianMinutes, answered } = numbers.firstResponse;
  return (
    <section aria-labelledby="numbers-title" className="mt-6 space-y-4">
      <h2 id="numbers-title" className="text-lg font-semibold text-navy-900">
        {t("adminLeads.numbers.title")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="stages-title" className={panel}>
          <h3 id="stages-title" className={heading}>
            {t("adminLeads.numbers.byStage")}
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
                    {t(STAGE_KEYS[status])}
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
            {t("adminLeads.numbers.median")}
          </h3>
          <p className="mt-2 text-2xl font-bold tabular-nums text-navy-900">
            {medianMinutes === null
              ? t("adminLeads.numbers.noAnswers")
              : durationInWords(t, medianMinutes)}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {t("adminLeads.numbers.answered", { count: answered })}
          </p>
        </section>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <ConversionTable
          title={t("adminLeads.numbers.bySource")}
          keyLabel={t("adminLeads.numbers.source")}
          rows={numbers.bySource.map((row) => ({ ...row, label: row.key }))}
        />
        <ConversionTable
          title={t("adminLeads.numbers.byKind")}
          keyLabel={t("adminLeads.numbers.kind")}
          rows={numbers.byKind.map((row) => ({ ...row, label: t(KIND_KEYS[row.key]) }))}
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
  const t = useT();
  return (
    <section className={`${panel} min-w-0`}>
      <table className="w-full text-left text-sm">
        <caption className={`${heading} text-left`}>
          {title}
          <span className="block text-xs font-normal text-slate-600">
            {t("adminLeads.numbers.ratio")}
          </span>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {keyLabel}
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              {t("adminLeads.numbers.won")}
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              {t("adminLeads.numbers.closed")}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t("adminLeads.numbers.conversion")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-2 text-slate-600">
                {t("adminLeads.numbers.noClosed")}
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
  const t = useT();
  const id = useId();
  const max = Math.max(1, ...weeks.map((week) => week.received));
  const slot = WIDTH / weeks.length;
  const bar = (slot - 4) / 2;
  const height = (count: number) => (count === 0 ? 0 : Math.max(2, (count / max) * (HEIGHT - 4)));
  return (
    <figure aria-labelledby={`${id}-title`} className={`${panel} relative min-w-0`}>
      <figcaption>
        <h3 id={`${id}-title`} className={heading}>
          {t("adminLeads.numbers.weekly")}
        </h3>
        <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600" aria-hidden="true">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-navy-700" />{" "}
            {t("adminLeads.numbers.new")}
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-emerald-600" />{" "}
            {t("adminLeads.numbers.wonOfWeek")}
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
        <caption>{t("adminLeads.numbers.weeklyCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("adminLeads.numbers.weekOf")}</th>
            <th scope="col">{t("adminLeads.numbers.new")}</th>
            <th scope="col">{t("adminLeads.numbers.won")}</th>
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
