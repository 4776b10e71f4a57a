import type { Lang } from "~/i18n/languages";
import { COMPANY_TIME_ZONE, localeFormat } from "~/site/locale-format";

export { COMPANY_TIME_ZONE };

/**
 * The form service's 'YYYY-MM-DD HH:MM:SS' as people read it: 'May 14, 2025, 7:43 AM'. The
 * value is in the service account's time zone and is shown as such, never shifted.
 */
export function formatProviderTime(value: string, language: Lang = "en"): string {
  return localeFormat(language).wallTime(value);
}

/** The company's own times (stored instants), in the headquarters' zone. */
export function formatInstant(
  date: Date,
  timeZone = COMPANY_TIME_ZONE,
  language: Lang = "en",
): string {
  return localeFormat(language).dateTime(date, timeZone);
}

/** 'just now', '1 minute ago', '5 minutes ago', '2 hours ago', '3 days ago'. */
export function formatAgo(then: Date, now: Date, language: Lang = "en"): string {
  return localeFormat(language).ago(then, now);
}
