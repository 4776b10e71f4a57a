import { Clock, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { HoursRow } from "~/company/facts";
import { dayRange } from "~/i18n/format";
import { useTranslator } from "~/i18n/I18nContext";
import { localeFormat } from "~/site/locale-format";

/**
 * How to reach the company, beside a contact form: a navy card of lines (address, phone, e-mail:
 * each a `ContactLine`) and a card of opening hours. The home page's Contact section shows the
 * company's (every office, the headquarters' hours); an office's page shows that office's.
 */
export function ContactDetails({
  heading: Heading,
  title,
  children,
  hours,
  className,
}: {
  /** The cards' headings: h3 inside a section with its own h2, h2 on a page. */
  heading: "h2" | "h3";
  title: string;
  /** The card's lines. */
  children: ReactNode;
  hours: {
    title: string;
    caption: string;
    rows: readonly HoursRow[];
    /** The IANA zone the hours are in, named under them (the office's, docs/decisions/0077). */
    timeZone: string;
    /** The text of a day without hours. */
    closed: string;
    /** "short": abbreviated days, the full names in their title; "long": full names. */
    days: "short" | "long";
    /** A line under the table. */
    note?: ReactNode;
  };
  className?: string;
}) {
  const { locale, lang, t } = useTranslator();
  const zone = t("common.hoursZone", { zone: localeFormat(lang).zoneName(hours.timeZone) });
  return (
    <div className={className}>
      <div className="rounded-xl bg-navy-900 p-6 text-white">
        <Heading className="text-lg font-semibold">{title}</Heading>
        <ul className="mt-4 space-y-4">{children}</ul>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <Heading className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <Clock className="size-5 text-accent-600" aria-hidden="true" />
          {hours.title}
        </Heading>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">{`${hours.caption}. ${zone}`}</caption>
          <tbody className="divide-y divide-slate-100">
            {hours.rows.map((row) => (
              <tr key={row.short}>
                <th scope="row" className="py-2 text-left font-medium text-navy-900">
                  {hours.days === "short" ? (
                    <abbr title={dayRange(row.days, locale, "long")} className="no-underline">
                      {dayRange(row.days, locale, "short")}
                    </abbr>
                  ) : (
                    dayRange(row.days, locale, "long")
                  )}
                </th>
                <td className="py-2 text-right text-slate-700">
                  {row.time === "Closed" ? hours.closed : row.time}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-600" aria-hidden="true">
          {zone}
        </p>
        {hours.note ? (
          <p className="mt-4 rounded-md bg-accent-400/15 px-3 py-2 text-sm font-medium text-navy-900">
            {hours.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** One line of the contact card: its icon, then what it says. */
export function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
      {children}
    </li>
  );
}
