import { type LeadTimeFormat, leadTimeFormat, preferredLocale } from "./format";

/**
 * How the person reading the leads sees dates: in the company's zone, named (one rule for every
 * page and e-mail, docs/decisions/0077), in their language (not who they are: that is `Viewer`,
 * the signed-in account, in app/auth/session.server.ts).
 */
interface DateDisplay {
  timeZone: string;
  locale: string;
  format: LeadTimeFormat;
}

/**
 * How this request's reader sees dates: the company's zone (`CompanyFacts.timeZone`), whatever
 * the browser's, a cookie or the address say; the locale from Accept-Language.
 */
export function dateDisplayFor(request: Request, timeZone: string): DateDisplay {
  const locale = preferredLocale(request.headers.get("Accept-Language"));
  return { timeZone, locale, format: leadTimeFormat(locale, timeZone) };
}
