import { listIn } from "~/i18n/format";
import type { MessageKey, Translator } from "~/i18n/translator";
import { type Service, services } from "~/site/content";

/**
 * The shape of a service page. Its texts, in both languages, are the `services` catalogue's
 * (app/i18n/messages/<lang>/services.ts): `<service>.overview1`, `<service>.included3`… Every
 * page has as many of each as `PAGE_SHAPE` says; app/site/content.ts lists the six services.
 */
export interface ServicePage extends Service {
  /** Three short facts shown under the title. */
  highlights: MessageKey[];
  overview: MessageKey[];
  included: MessageKey[];
  /** Typical durations by size of job. */
  installTimes: { scope: MessageKey; time: MessageKey }[];
  installNote: MessageKey;
  /** Why each license applies; its name is the profile's license of those classes. */
  licenses: { classes: LicenseClass[]; why: MessageKey }[];
  industries: MessageKey[];
  /** `{states}` stands for the states the profile serves (`serviceMetaDescription`). */
  metaDescription: MessageKey;
}

/**
 * A California contractor's license class, as the profile's license names begin ("C10-Electrical",
 * "B-General Contractor #123456"): the service pages name whatever the admin saved for it.
 */
export type LicenseClass = "B" | "C10" | "C7";

/** The profile's licenses of these classes, in the classes' order; those it lacks are left out. */
export function licensesOfClasses(
  licenses: readonly string[],
  classes: readonly LicenseClass[],
): string[] {
  return classes.flatMap((licenseClass) => {
    const pattern = new RegExp(`^${licenseClass}(?![0-9A-Za-z])`, "i");
    return licenses.filter((license) => pattern.test(license.trim()));
  });
}

/** How many texts of each list every service page has. */
export const PAGE_SHAPE = {
  highlights: 3,
  overview: 2,
  included: 8,
  installTimes: 3,
  industries: 5,
};

/** The license classes each service names, in order (`<service>.license1.why` says why). */
const licenseClasses: Record<string, LicenseClass[][]> = {
  "copper-fiber": [["C7"], ["C10"]],
  "3phase": [["C10"], ["B"]],
  "industrial-utility": [["C10"], ["B"]],
  automation: [["C10"], ["C7"]],
  "pos-systems": [["C7"], ["C10"]],
  "general-contracting": [["B"], ["C10", "C7"]],
};

/** The numbers 1 to count. */
const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The service page for a slug; undefined for a slug that is not one of the six. */
export function findServicePage(slug: string | undefined): ServicePage | undefined {
  const service = services.find((candidate) => candidate.slug === slug);
  const classes = service && licenseClasses[service.slug];
  if (!service || !classes) return undefined;
  // The service's keys share its title's prefix: "services.copperFiber.title" → "services.copperFiber".
  const prefix = service.title.slice(0, -".title".length);
  const key = (name: string) => `${prefix}.${name}` as MessageKey;
  const keys = (name: string, count: number) => upTo(count).map((n) => key(`${name}${n}`));
  return {
    ...service,
    highlights: keys("highlight", PAGE_SHAPE.highlights),
    overview: keys("overview", PAGE_SHAPE.overview),
    included: keys("included", PAGE_SHAPE.included),
    installTimes: upTo(PAGE_SHAPE.installTimes).map((n) => ({
      scope: key(`installTime${n}.scope`),
      time: key(`installTime${n}.time`),
    })),
    installNote: key("installNote"),
    licenses: classes.map((licenseClasses, index) => ({
      classes: licenseClasses,
      why: key(`license${index + 1}.why`),
    })),
    industries: keys("industry", PAGE_SHAPE.industries),
    metaDescription: key("metaDescription"),
  };
}

/** Every text key of a service page, for the tests that hold both catalogues to it. */
export function servicePageKeys(page: ServicePage): MessageKey[] {
  return [
    page.title,
    page.description,
    ...page.highlights,
    ...page.overview,
    ...page.included,
    ...page.installTimes.flatMap((row) => [row.scope, row.time]),
    page.installNote,
    ...page.licenses.map((license) => license.why),
    ...page.industries,
    page.metaDescription,
  ];
}

/** The slug a service page was reached by: the last segment of /services/<slug>. */
export function slugFromPathname(pathname: string): string | undefined {
  const match = /^\/services\/([^/]+)\/?$/.exec(pathname);
  return match?.[1];
}

/** A service page's search description, naming the states the profile serves, in a language. */
export function serviceMetaDescription(
  page: Pick<ServicePage, "metaDescription">,
  states: readonly string[],
  { locale, t }: Translator,
): string {
  return t(page.metaDescription, { states: listIn(states, locale) });
}
