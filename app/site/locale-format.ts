import { type Lang, LOCALES } from "~/i18n/languages";
import { instantOf } from "./wall-clock";

/**
 * Dates, times, numbers and amounts as a reader of each language expects them, with Intl: one
 * place, so that a page, an island and an e-mail in one language write them alike. Spanish is
 * the Spanish of the United States (es-US): dollars stay "$", and the dates read "14 may 2025".
 */

export interface LocaleFormat {
  language: Lang;
  locale: string;
  /**
   * 'May 14, 2025' / '14 de mayo de 2025': the day a clock in `timeZone` (the company's:
   * `CompanyFacts.timeZone`) shows at `instant`.
   */
  date(instant: Date, timeZone: string): string;
  /**
   * 'May 14, 2025 at 12:30 PM PDT' / '14 de mayo de 2025 a las 12:30 p.m. PDT': a time a person
   * reads is in the company's zone (`CompanyFacts.timeZone`) and always names it
   * (docs/decisions/0036, 0077).
   */
  dateTime(instant: Date, timeZone: string): string;
  /** 'Pacific Time' / 'hora del Pacífico': a zone's name, for hours and captions. */
  zoneName(timeZone: string): string;
  /**
   * The instant a 'YYYY-MM-DD HH:MM[:SS]' wall-clock time of `timeZone` names (the form
   * service's created_at carries no zone); undefined for anything else.
   */
  wallTimeInstant(value: string, timeZone: string): Date | undefined;
  /** 'just now', '5 minutes ago' / 'hace un momento', 'hace 5 minutos'. */
  ago(then: Date, now: Date): string;
  /** '1,234.5' in both: the US groups digits alike in either language. */
  number(value: number, maximumFractionDigits?: number): string;
  /** '$0.70'. */
  dollars(amount: number): string;
}

const JUST_NOW: Record<Lang, string> = { en: "just now", es: "hace un momento" };

const cache = new Map<Lang, LocaleFormat>();

/**
 * A calendar day ("2026-12-31") as the language writes it ("December 31, 2026"), whatever the
 * server's zone: a day with no time (a closing day, a start date) is the same day everywhere.
 */
export function calendarDayInWords(day: string, lang: Lang): string {
  return localeFormat(lang).date(new Date(`${day}T00:00:00Z`), "UTC");
}

/** The formatters of one language, built once: building an Intl formatter costs far more than using it. */
export function localeFormat(language: Lang): LocaleFormat {
  let format = cache.get(language);
  if (!format) {
    format = buildFormat(language);
    cache.set(language, format);
  }
  return format;
}

function buildFormat(language: Lang): LocaleFormat {
  const locale = LOCALES[language];
  const zoned = memoizeByZone((timeZone) => ({
    date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }),
    // dateStyle and timeStyle cannot name the zone: the same fields, spelled out.
    dateTime: new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone,
    }),
    // "Pacific Time" whatever the season: opening hours hold in winter and summer alike.
    zoneName: new Intl.DateTimeFormat(locale, { timeZoneName: "longGeneric", timeZone }),
  }));
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const dollars = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  return {
    language,
    locale,
    date: (instant, timeZone) => zoned(timeZone).date.format(instant),
    dateTime: (instant, timeZone) => zoned(timeZone).dateTime.format(instant),
    zoneName: (timeZone) =>
      zoned(timeZone)
        .zoneName.formatToParts(ZONE_NAME_INSTANT)
        .find((part) => part.type === "timeZoneName")?.value ?? timeZone,
    wallTimeInstant,
    ago: (then, now) => {
      const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
      for (const [unit, size] of AGO_UNITS) {
        if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
      }
      return JUST_NOW[language];
    },
    number: (value, maximumFractionDigits = 1) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value),
    dollars: (amount) => dollars.format(amount),
  };
}

/** Any instant: a generic zone name is the same all year. */
const ZONE_NAME_INSTANT = new Date(0);

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

function wallTimeInstant(value: string, timeZone: string): Date | undefined {
  const match = WALL_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  return instantOf(
    {
      year: year!,
      month: month!,
      day: day!,
      hour: hour!,
      minute: minute!,
      second: second || 0,
      millisecond: 0,
    },
    timeZone,
  );
}

const AGO_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

function memoizeByZone<T>(build: (timeZone: string) => T): (timeZone: string) => T {
  const byZone = new Map<string, T>();
  return (timeZone) => {
    let value = byZone.get(timeZone);
    if (value === undefined) {
      value = build(timeZone);
      byZone.set(timeZone, value);
    }
    return value;
  };
}
