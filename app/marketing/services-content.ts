import { listIn } from "~/i18n/format";
import type { MessageKey, Translator } from "~/i18n/translator";
import { type Service, services } from "~/site/content";

/**
 * A service page: its card (app/site/content.ts lists the six services) and its detail. Every
 * text is a key of the `services` catalogue (app/i18n/messages/<lang>/services.ts), where each
 * service's texts sit together in each language.
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
type LicenseClass = "B" | "C10" | "C7";

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

/** Everything a service page says beyond its card, as keys of the `services` catalogue. */
type ServiceDetail = Omit<ServicePage, keyof Service>;

const details: Record<string, ServiceDetail> = {
  "copper-fiber": {
    highlights: [
      "services.copperFiber.highlight1",
      "services.copperFiber.highlight2",
      "services.copperFiber.highlight3",
    ],
    overview: ["services.copperFiber.overview1", "services.copperFiber.overview2"],
    included: [
      "services.copperFiber.included1",
      "services.copperFiber.included2",
      "services.copperFiber.included3",
      "services.copperFiber.included4",
      "services.copperFiber.included5",
      "services.copperFiber.included6",
      "services.copperFiber.included7",
      "services.copperFiber.included8",
    ],
    installTimes: [
      {
        scope: "services.copperFiber.installTime1.scope",
        time: "services.copperFiber.installTime1.time",
      },
      {
        scope: "services.copperFiber.installTime2.scope",
        time: "services.copperFiber.installTime2.time",
      },
      {
        scope: "services.copperFiber.installTime3.scope",
        time: "services.copperFiber.installTime3.time",
      },
    ],
    installNote: "services.copperFiber.installNote",
    licenses: [
      { classes: ["C7"], why: "services.copperFiber.license1.why" },
      { classes: ["C10"], why: "services.copperFiber.license2.why" },
    ],
    industries: [
      "services.copperFiber.industry1",
      "services.copperFiber.industry2",
      "services.copperFiber.industry3",
      "services.copperFiber.industry4",
      "services.copperFiber.industry5",
    ],
    metaDescription: "services.copperFiber.metaDescription",
  },
  "3phase": {
    highlights: [
      "services.threePhase.highlight1",
      "services.threePhase.highlight2",
      "services.threePhase.highlight3",
    ],
    overview: ["services.threePhase.overview1", "services.threePhase.overview2"],
    included: [
      "services.threePhase.included1",
      "services.threePhase.included2",
      "services.threePhase.included3",
      "services.threePhase.included4",
      "services.threePhase.included5",
      "services.threePhase.included6",
      "services.threePhase.included7",
      "services.threePhase.included8",
    ],
    installTimes: [
      {
        scope: "services.threePhase.installTime1.scope",
        time: "services.threePhase.installTime1.time",
      },
      {
        scope: "services.threePhase.installTime2.scope",
        time: "services.threePhase.installTime2.time",
      },
      {
        scope: "services.threePhase.installTime3.scope",
        time: "services.threePhase.installTime3.time",
      },
    ],
    installNote: "services.threePhase.installNote",
    licenses: [
      { classes: ["C10"], why: "services.threePhase.license1.why" },
      { classes: ["B"], why: "services.threePhase.license2.why" },
    ],
    industries: [
      "services.threePhase.industry1",
      "services.threePhase.industry2",
      "services.threePhase.industry3",
      "services.threePhase.industry4",
      "services.threePhase.industry5",
    ],
    metaDescription: "services.threePhase.metaDescription",
  },
  "industrial-utility": {
    highlights: [
      "services.industrialUtility.highlight1",
      "services.industrialUtility.highlight2",
      "services.industrialUtility.highlight3",
    ],
    overview: ["services.industrialUtility.overview1", "services.industrialUtility.overview2"],
    included: [
      "services.industrialUtility.included1",
      "services.industrialUtility.included2",
      "services.industrialUtility.included3",
      "services.industrialUtility.included4",
      "services.industrialUtility.included5",
      "services.industrialUtility.included6",
      "services.industrialUtility.included7",
      "services.industrialUtility.included8",
    ],
    installTimes: [
      {
        scope: "services.industrialUtility.installTime1.scope",
        time: "services.industrialUtility.installTime1.time",
      },
      {
        scope: "services.industrialUtility.installTime2.scope",
        time: "services.industrialUtility.installTime2.time",
      },
      {
        scope: "services.industrialUtility.installTime3.scope",
        time: "services.industrialUtility.installTime3.time",
      },
    ],
    installNote: "services.industrialUtility.installNote",
    licenses: [
      { classes: ["C10"], why: "services.industrialUtility.license1.why" },
      { classes: ["B"], why: "services.industrialUtility.license2.why" },
    ],
    industries: [
      "services.industrialUtility.industry1",
      "services.industrialUtility.industry2",
      "services.industrialUtility.industry3",
      "services.industrialUtility.industry4",
      "services.industrialUtility.industry5",
    ],
    metaDescription: "services.industrialUtility.metaDescription",
  },
  automation: {
    highlights: [
      "services.automation.highlight1",
      "services.automation.highlight2",
      "services.automation.highlight3",
    ],
    overview: ["services.automation.overview1", "services.automation.overview2"],
    included: [
      "services.automation.included1",
      "services.automation.included2",
      "services.automation.included3",
      "services.automation.included4",
      "services.automation.included5",
      "services.automation.included6",
      "services.automation.included7",
      "services.automation.included8",
    ],
    installTimes: [
      {
        scope: "services.automation.installTime1.scope",
        time: "services.automation.installTime1.time",
      },
      {
        scope: "services.automation.installTime2.scope",
        time: "services.automation.installTime2.time",
      },
      {
        scope: "services.automation.installTime3.scope",
        time: "services.automation.installTime3.time",
      },
    ],
    installNote: "services.automation.installNote",
    licenses: [
      { classes: ["C10"], why: "services.automation.license1.why" },
      { classes: ["C7"], why: "services.automation.license2.why" },
    ],
    industries: [
      "services.automation.industry1",
      "services.automation.industry2",
      "services.automation.industry3",
      "services.automation.industry4",
      "services.automation.industry5",
    ],
    metaDescription: "services.automation.metaDescription",
  },
  "pos-systems": {
    highlights: [
      "services.posSystems.highlight1",
      "services.posSystems.highlight2",
      "services.posSystems.highlight3",
    ],
    overview: ["services.posSystems.overview1", "services.posSystems.overview2"],
    included: [
      "services.posSystems.included1",
      "services.posSystems.included2",
      "services.posSystems.included3",
      "services.posSystems.included4",
      "services.posSystems.included5",
      "services.posSystems.included6",
      "services.posSystems.included7",
      "services.posSystems.included8",
    ],
    installTimes: [
      {
        scope: "services.posSystems.installTime1.scope",
        time: "services.posSystems.installTime1.time",
      },
      {
        scope: "services.posSystems.installTime2.scope",
        time: "services.posSystems.installTime2.time",
      },
      {
        scope: "services.posSystems.installTime3.scope",
        time: "services.posSystems.installTime3.time",
      },
    ],
    installNote: "services.posSystems.installNote",
    licenses: [
      { classes: ["C7"], why: "services.posSystems.license1.why" },
      { classes: ["C10"], why: "services.posSystems.license2.why" },
    ],
    industries: [
      "services.posSystems.industry1",
      "services.posSystems.industry2",
      "services.posSystems.industry3",
      "services.posSystems.industry4",
      "services.posSystems.industry5",
    ],
    metaDescription: "services.posSystems.metaDescription",
  },
  "general-contracting": {
    highlights: [
      "services.generalContracting.highlight1",
      "services.generalContracting.highlight2",
      "services.generalContracting.highlight3",
    ],
    overview: ["services.generalContracting.overview1", "services.generalContracting.overview2"],
    included: [
      "services.generalContracting.included1",
      "services.generalContracting.included2",
      "services.generalContracting.included3",
      "services.generalContracting.included4",
      "services.generalContracting.included5",
      "services.generalContracting.included6",
      "services.generalContracting.included7",
      "services.generalContracting.included8",
    ],
    installTimes: [
      {
        scope: "services.generalContracting.installTime1.scope",
        time: "services.generalContracting.installTime1.time",
      },
      {
        scope: "services.generalContracting.installTime2.scope",
        time: "services.generalContracting.installTime2.time",
      },
      {
        scope: "services.generalContracting.installTime3.scope",
        time: "services.generalContracting.installTime3.time",
      },
    ],
    installNote: "services.generalContracting.installNote",
    licenses: [
      { classes: ["B"], why: "services.generalContracting.license1.why" },
      { classes: ["C10", "C7"], why: "services.generalContracting.license2.why" },
    ],
    industries: [
      "services.generalContracting.industry1",
      "services.generalContracting.industry2",
      "services.generalContracting.industry3",
      "services.generalContracting.industry4",
      "services.generalContracting.industry5",
    ],
    metaDescription: "services.generalContracting.metaDescription",
  },
};

/** The service page for a slug; undefined for a slug that is not one of the six. */
export function findServicePage(slug: string | undefined): ServicePage | undefined {
  const service = services.find((candidate) => candidate.slug === slug);
  const detail = service && details[service.slug];
  return service && detail ? { ...service, ...detail } : undefined;
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
