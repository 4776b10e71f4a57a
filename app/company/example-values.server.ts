import type { AppLoadContext } from "react-router";
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

/** At start: one error naming every field still on an example value, when the site is live. */
export function reportExampleValues(
  context: Live,
  log: { error(details: object, message: string): void },
): void {
  if (!context.config.isProduction) return;
  const found = exampleValuesIn(context.company.current().profile);
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
