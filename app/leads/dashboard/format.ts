/** Dates and times of leads as the viewer reads them: their language, the company's zone, named. */

const DEFAULT_LOCALE = "en-US";
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The viewer's preferred locale from an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8"):
 * the highest-weighted tag this runtime can format dates in, or en-US.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): string {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .slice(0, MAX_ACCEPT_LANGUAGE)
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return DEFAULT_LOCALE;
}

export interface LeadTimeFormat {
  date(instant: Date): string;
  /** The time of day, naming the zone ("2:30:05 PM PST"). */
  time(instant: Date): string;
  /** Date and time together, naming the zone. */
  full(instant: Date): string;
}

/** The formatters of a locale and zone: building one costs far more than using it. */
export function leadTimeFormat(locale: string, timeZone: string): LeadTimeFormat {
  // Making three formatters cost more than the 50 rows they format: kept per locale and zone,
  // a bounded number of them (each request names one of each; docs/decisions/0068).
  const key = `${locale}|${timeZone}`;
  let kept = keptFormats.get(key);
  if (!kept) {
    if (keptFormats.size >= MAX_KEPT_FORMATS) keptFormats.delete(keptFormats.keys().next().value!);
    kept = makeLeadTimeFormat(locale, timeZone);
    keptFormats.set(key, kept);
  }
  return kept;
}

const MAX_KEPT_FORMATS = 64;
const keptFormats = new Map<string, LeadTimeFormat>();

function makeLeadTimeFormat(locale: string, timeZone: string): LeadTimeFormat {
  // The same fields as Date's toLocaleDateString / toLocaleTimeString, in the given zone; a time
  // names it.
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "short",
  });
  const full = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: "full",
    timeStyle: "long",
  });
  return {
    date: (instant) => date.format(instant),
    time: (instant) => time.format(instant),
    full: (instant) => full.format(instant),
  };
}
