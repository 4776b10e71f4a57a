const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The form service's 'YYYY-MM-DD HH:MM:SS' as people read it: 'May 14, 2025, 7:43 AM'. The
 * value is in the service account's time zone and is shown as such, never shifted.
 */
export function formatProviderTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  const hours = Number(hour);
  const clock = `${hours % 12 || 12}:${minute} ${hours < 12 ? "AM" : "PM"}`;
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}, ${clock}`;
}

/** The company's own times (stored instants) are shown in the headquarters' zone. */
export const COMPANY_TIME_ZONE = "America/Los_Angeles";

export function formatInstant(date: Date, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

/** 'just now', '1 minute ago', '5 minutes ago', '2 hours ago', '3 days ago'. */
export function formatAgo(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return "just now";
  const units: Array<[string, number]> = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
    }
  }
  return "just now";
}
