import { useId } from "react";
import { useT } from "~/i18n/I18nContext";

interface ChartDay {
  /** The day as the viewer reads it, e.g. "Mar 9": thirty days, each its own. */
  label: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 4;

/**
 * Leads per day over the last 30 days: plain SVG bars drawn on the server, so the chart needs no
 * JavaScript. Screen readers get a summary and the numbers as a table instead of the picture.
 */
export function LeadsChart({ days }: { days: ChartDay[] }) {
  const t = useT();
  const id = useId();
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]!);
  const barWidth = WIDTH / days.length - GAP;
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure
      aria-labelledby={`${id}-title`}
      // `relative` holds the screen-reader table inside: it would otherwise lengthen the page.
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-navy-900">
          {t("adminLeads.chart.title")}
        </h2>
        <p className="text-xs text-slate-600">
          {t("adminLeads.chart.total", { total })}
          {busiest && busiest.count > 0
            ? t("adminLeads.chart.busiest", { day: busiest.label, count: busiest.count })
            : ""}
        </p>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        // The bars' colour once, for all of them; today's its own.
        className="mt-3 h-24 w-full fill-navy-700"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {days.map((day, index) => {
          // A tenth of a unit (under a twentieth of a pixel drawn): shorter numbers, the same bars.
          const height =
            day.count === 0
              ? 0
              : Math.round(Math.max(2, (day.count / max) * (HEIGHT - 4)) * 10) / 10;
          return (
            <rect
              key={day.label}
              x={index * (barWidth + GAP) + GAP / 2}
              y={Math.round((HEIGHT - height) * 10) / 10}
              width={barWidth}
              height={height}
              rx="1.5"
              className={index === days.length - 1 ? "fill-accent-500" : undefined}
            >
              <title>{`${day.label}: ${day.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{first?.label}</span>
        <span>{last?.label}</span>
      </div>
      <table className="sr-only">
        <caption>{t("adminLeads.chart.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("adminLeads.chart.day")}</th>
            <th scope="col">{t("adminLeads.chart.leads")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.label}>
              <th scope="row">{day.label}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
