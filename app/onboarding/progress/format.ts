import { DEFAULT_COMPANY_TIME_ZONE } from "~/company/time-zone";
import type { Lang } from "~/i18n/languages";
import { localeFormat } from "~/site/locale-format";
import { DEFAULT_PROVIDER_TIME_ZONE } from "../form-service/settings.server";

/**
 * How a page or an e-mail writes times: in its reader's language, in the company's zone (named:
 * "May 14, 2025 at 12:30 PM PDT"), with the form service's zoneless times read in that service's
 * zone. The onboarding settings (`OnboardingSettings`) are one.
 */
export interface TimeReading {
  language: Lang;
  timeZone: string;
  providerTimeZone: string;
}

export const DEFAULT_TIME_READING: TimeReading = {
  language: "en",
  timeZone: DEFAULT_COMPANY_TIME_ZONE,
  providerTimeZone: DEFAULT_PROVIDER_TIME_ZONE,
};

/** The form service's 'YYYY-MM-DD HH:MM:SS' in the company's zone; anything else as given. */
export function formatProviderTime(
  value: string,
  reading: TimeReading = DEFAULT_TIME_READING,
): string {
  const instant = localeFormat(reading.language).wallTimeInstant(value, reading.providerTimeZone);
  return instant ? formatInstant(instant, reading) : value;
}

/** The company's own times (stored instants), in its zone, naming it. */
export function formatInstant(date: Date, reading: TimeReading = DEFAULT_TIME_READING): string {
  return localeFormat(reading.language).dateTime(date, reading.timeZone);
}

/** 'just now', '1 minute ago', '5 minutes ago', '2 hours ago', '3 days ago'. */
export function formatAgo(then: Date, now: Date, language: Lang = "en"): string {
  return localeFormat(language).ago(then, now);
}
