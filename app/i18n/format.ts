/**
 * Formatting in the page's language with `Intl` (docs/architecture.md#languages). The company
 * profile writes its hours' days in English ("Monday-Friday"); they are shown in the reader's.
 */
const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A weekday's name in a locale: a known Sunday (2023-01-01) plus its index. */
function weekdayName(index: number, locale: string, width: "long" | "short"): string {
  const date = new Date(Date.UTC(2023, 0, 1 + index));
  return kept(
    `weekday:${locale}:${width}`,
    () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }),
  ).format(date);
}

/**
 * Intl formatters by locale and options, built once: building one costs far more than using it.
 * The site's locales are few; a bound keeps an unexpected one from growing the map.
 */
const formatters = new Map<string, { format(value: never): string }>();

function kept<T extends { format(value: never): string }>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    if (formatters.size < 64) formatters.set(key, formatter);
  }
  return formatter;
}

/** "Monday-Friday" in a locale: "Mon-Fri", "lunes-viernes", "Lun-Vie"; anything else as it is. */
export function dayRange(days: string, locale: string, width: "long" | "short"): string {
  const parts = days.split("-").map((day) => ENGLISH_DAYS.indexOf(day.trim()));
  if (parts.some((index) => index < 0)) return days;
  const text = parts.map((index) => weekdayName(index, locale, width).replace(/\.$/, "")).join("-");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "California and Florida", "California y Florida": several of the profile's facts in a locale. */
export function listIn(items: readonly string[], locale: string): string {
  return kept(
    `list:${locale}`,
    () => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }),
  ).format(items);
}
