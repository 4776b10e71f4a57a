import { CalendarDays, CalendarRange, MailCheck, Users } from "lucide-react";
import { leadsMessages as text } from "~/leads/dashboard-texts";
import type { LeadStats } from "../dashboard.server";

/** The four figures at the top of the dashboard. */
export function StatCards({ stats }: { stats: LeadStats }) {
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
