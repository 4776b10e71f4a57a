import { useLang } from "~/i18n/I18nContext";
import { localeFormat } from "~/site/locale-format";
import { calendarDay } from "~/site/wall-clock";
import { useCompany } from "./CompanyContext";

/**
 * A stored instant as a person reads it: in the company's zone, in the page's language, the zone
 * named ("May 14, 2025 at 12:30 PM PDT"), or only its day in that zone (docs/decisions/0077).
 * The zone is the profile's (`useCompany`), so the server and the browser write the same text.
 */
export function Time({ at, day = false }: { at: string | Date; day?: boolean }) {
  const { timeZone } = useCompany();
  const format = localeFormat(useLang());
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return null;
  return (
    <time dateTime={instant.toISOString()}>
      {day ? format.date(instant, timeZone) : format.dateTime(instant, timeZone)}
    </time>
  );
}

/**
 * 'YYYY-MM-DD' of an instant in the company's zone, for lists and sentences that set it beside
 * calendar dates (an expiry); '' for none.
 */
export function useCompanyDay(): (at: string | Date | null) => string {
  const { timeZone } = useCompany();
  return (at) => (at ? calendarDay(new Date(at), timeZone) : "");
}
