import { type LeadTimeFormat, leadTimeFormat, preferredLocale } from "./format";
import { isValidTimeZone, resolveTimeZone, TIME_ZONE_COOKIE } from "./periods";

/**
 * How the person reading the leads sees dates: their time zone and language (not who they are:
 * that is `Viewer`, the signed-in account, in app/auth/session.server.ts).
 */
export interface DateDisplay {
  timeZone: string;
  /** Whether the address named the zone (then the page keeps it and the browser's is ignored). */
  timeZoneFromQuery: boolean;
  locale: string;
  format: LeadTimeFormat;
}

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * How this request's reader sees dates: the time zone from a `tz` parameter, else the `tz` cookie, else
 * UTC (anything that is not a real zone name is ignored); the locale from Accept-Language.
 */
export function dateDisplayFor(request: Request): DateDisplay {
  const fromQuery = new URL(request.url).searchParams.get("tz");
  const timeZone = resolveTimeZone(fromQuery, cookieValue(request, TIME_ZONE_COOKIE));
  const locale = preferredLocale(request.headers.get("Accept-Language"));
  return {
    timeZone,
    timeZoneFromQuery: isValidTimeZone(fromQuery),
    locale,
    format: leadTimeFormat(locale, timeZone),
  };
}
