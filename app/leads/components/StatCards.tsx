import { CalendarDays, CalendarRange, MailCheck, Users } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import type { LeadStats } from "../dashboard/dashboard.server";

/** The four figures at the top of the dashboard: one compact row on a phone. */
export function StatCards({ stats }: { stats: LeadStats }) {
  const t = useT();
  const cards = [
    { label: t("adminLeads.statTotal"), value: stats.total, icon: Users },
    { label: t("adminLeads.statToday"), value: stats.today, icon: CalendarDays },
    { label: t("adminLeads.statWeek"), value: stats.week, icon: CalendarRange },
    { label: t("adminLeads.statUniqueEmails"), value: stats.uniqueEmails, icon: MailCheck },
  ];
  return (
    <section aria-label={t("adminLeads.statsLabel")}>
      <dl className="grid grid-cols-4 gap-2 sm:gap-3">
        {cards.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="flex flex-col justify-between rounded-lg border border-slate-200 bg-white px-2 py-1.5 shadow-sm sm:rounded-xl sm:p-4"
          >
            <dt className="flex items-center gap-2 text-xs font-medium leading-tight text-slate-600 sm:text-sm">
              <Icon aria-hidden="true" className="size-4 text-accent-600 max-sm:hidden" />
              {label}
            </dt>
            <dd className="mt-0.5 text-lg font-bold tabular-nums text-navy-900 sm:mt-1 sm:text-3xl">
              {value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
