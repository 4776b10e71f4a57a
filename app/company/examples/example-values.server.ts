import type { AppLoadContext } from "react-router";
import { companyToday, credentialProblems } from "../credentials/credentials";
import { exampleValuesIn } from "./example-values";

/** A deployment that says it is live: an https PUBLIC_URL (development and tests use http). */
type Live = Pick<AppLoadContext, "config" | "company">;

/**
 * The labels of the profile's example values, for the notice on admin pages of a production
 * site; empty elsewhere (public pages never carry it).
 */
export function exampleValuesNotice(request: Request, context: Live): string[] {
  if (!context.config.isProduction) return [];
  if (!new URL(request.url).pathname.startsWith("/admin/")) return [];
  return exampleValuesIn(context.company.current().profile).map(({ label }) => label);
}

/**
 * The credentials' problems, for the notice on admin pages: expired items everywhere, and on a
 * production site the licenses without a number too. Empty on public pages.
 */
export function credentialsNotice(request: Request, context: Live, now = new Date()): string[] {
  if (!new URL(request.url).pathname.startsWith("/admin/")) return [];
  const { profile } = context.company.current();
  return credentialProblems(profile, companyToday(profile, now), context.config.isProduction);
}

/**
 * At start: one error naming every field still on an example value, and one naming the licenses
 * without a number (the law wants it shown wherever the company advertises), when the site is live.
 */
export function reportExampleValues(
  context: Live,
  log: { error(details: object, message: string): void },
): void {
  if (!context.config.isProduction) return;
  const { profile } = context.company.current();
  const unnumbered = profile.licenses.filter((license) => !license.number);
  if (unnumbered.length > 0) {
    log.error(
      { licensesWithoutNumber: unnumbered.map((license) => license.name) },
      `The company profile's licenses have no number: ${unnumbered
        .map((license) => license.name)
        .join(
          ", ",
        )}. California and Florida require it wherever the company advertises: add it at /admin/company.`,
    );
  }
  const found = exampleValuesIn(profile);
  if (found.length === 0) return;
  log.error(
    { exampleFields: found.map(({ field }) => field) },
    `The company profile still holds example values: ${found
      .map(({ label, value }) => `${label} (${value})`)
      .join(
        ", ",
      )}. Visitors see them and mail to example addresses is not sent: replace them at /admin/company.`,
  );
}
