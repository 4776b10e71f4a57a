import { listIn } from "~/i18n/format";
import { DEFAULT_LANG, type Lang, LOCALES, pathIn } from "~/i18n/languages";
import { translatorFromMatches } from "~/i18n/page";
import type { Translator } from "~/i18n/translator";
import { servicePath } from "~/site/pages";
import { absoluteUrl, type JsonLd, originFromMatches } from "~/site/seo";
import {
  type CompanyFacts,
  exampleFacts,
  type HoursRow,
  type OfficeFacts,
  officePath,
} from "./facts";
import { company, formatAddress } from "./fixed-facts";
import { mapUrl } from "./lookups";
import { officeWithCity } from "./office-label";

/**
 * What search engines and link previews are told of the company, from its profile: its name in
 * every title (read from the root loader's data), its JSON-LD (the business, an office, a
 * service) and its social image. The page's own tags are app/site/seo.ts's (docs/decisions/0092).
 */

/** The size of the picture that link previews show, drawn from the profile (app/company/images/images.server.ts). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The social image's description, under the company's current name. */
export function socialImageAlt(facts: Pick<CompanyFacts, "name" | "states">): string {
  return `${facts.name}: licensed electrical, telecom and general contractor in ${listIn(facts.states, LOCALES.en)}`;
}

/**
 * The social image's tags of every page: its address changes with the profile's pictures, so
 * social networks fetch the new one after a change of name, tagline or logo.
 */
export function socialImageTags(
  origin: string,
  facts: CompanyFacts,
  alt: string = socialImageAlt(facts),
): { property?: string; name?: string; content: string }[] {
  const image = absoluteUrl(origin, facts.images.socialImage);
  return [
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/**
 * The company profile the root loader read (app/company), for titles, tags and JSON-LD; the
 * example's without the root's data (an error page). Meta functions stay pure: no store read.
 */
export function companyFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): CompanyFacts {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { company?: Partial<CompanyFacts> }
    | undefined;
  const facts = root?.company;
  return typeof facts?.name === "string" && facts.name && Array.isArray(facts.offices)
    ? (facts as CompanyFacts)
    : exampleFacts;
}

/** The company's name in the profile the root loader read, for titles and tags. */
export function companyNameFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  return companyFromMatches(matches).name;
}

/**
 * What every public page's meta function needs, read from its matches: the origin, the
 * profile's company name and the page language's translator.
 */
export function seoFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
) {
  const translator = translatorFromMatches(matches);
  return {
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    translator,
    t: translator.t,
  };
}

/**
 * Each office as a LocalBusiness subtype that schema.org knows (an electrician that is also a
 * general contractor); the headquarters is the business, the other offices its departments.
 */
const BUSINESS_TYPES = ["Electrician", "GeneralContractor"];

export function businessId(origin: string): string {
  return absoluteUrl(origin, "/#business");
}

export function postalAddress(office: OfficeFacts) {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: "US",
  };
}

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "9:00 AM" → "09:00". */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`Unreadable time: ${time}`);
  const [, hourText, minutes, half] = match as unknown as [string, string, string, string];
  const hour = (Number(hourText) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/** "Monday-Friday" → Monday..Friday; "Saturday" → [Saturday]. */
function expandDays(days: string): string[] {
  const [first, last = first] = days.split("-").map((day) => day.trim());
  const start = DAY_NAMES.indexOf(first ?? "");
  const end = DAY_NAMES.indexOf(last ?? "");
  if (start < 0 || end < start) throw new Error(`Unreadable days: ${days}`);
  return DAY_NAMES.slice(start, end + 1);
}

/** An office's hours rows (app/company/facts.ts) as schema.org specifications; closed days are left out. */
export function openingHoursSpecification(hours: readonly HoursRow[]) {
  return hours
    .filter((row) => row.time !== "Closed")
    .map((row) => {
      const [opens = "", closes = ""] = row.time.split("-");
      return {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: expandDays(row.days).map((day) => `https://schema.org/${day}`),
        opens: to24Hour(opens),
        closes: to24Hour(closes),
      };
    });
}

function areaServed(facts: CompanyFacts) {
  return facts.states.map((name) => ({ "@type": "State", name }));
}

/** The parts every office shares: who the business is, where it works, how to reach it. */
function officeJsonLd(facts: CompanyFacts, office: OfficeFacts, name: string): JsonLd {
  return {
    "@type": BUSINESS_TYPES,
    name,
    legalName: facts.name,
    address: postalAddress(office),
    telephone: office.phone.tel,
    faxNumber: facts.fax.tel,
    email: facts.email,
    openingHoursSpecification: openingHoursSpecification(office.hours),
    areaServed: areaServed(facts),
  };
}

/**
 * The company as it stands in its profile (`companyFromMatches`): the headquarters with the main
 * phone, licenses and social profiles, and every other office as a department with its own
 * address, phone and hours. On a Spanish page (`translator` in Spanish) the offices go by their
 * Spanish names (`officeWithCity`) and the description is the footer's Spanish one; in English the
 * description starts with the profile's tagline.
 */
export function localBusinessJsonLd(
  origin: string,
  facts: CompanyFacts,
  translator?: Translator,
): JsonLd {
  const lang: Lang = translator?.lang ?? DEFAULT_LANG;
  const [headquarters, ...branches] = facts.offices;
  const description =
    translator && lang !== DEFAULT_LANG
      ? translator.t("common.footer.about", {
          states: listIn(facts.states, translator.locale),
          founded: String(company.founded),
        })
      : `${facts.tagline}, serving ${facts.states.join(" and ")} since ${company.founded}.`;
  const sameAs = facts.socialLinks.map((link) => link.url);
  return {
    "@context": "https://schema.org",
    ...(headquarters ? officeJsonLd(facts, headquarters, facts.name) : { "@type": BUSINESS_TYPES }),
    "@id": businessId(origin),
    name: facts.name,
    alternateName: facts.shortName,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, facts.images.logo ?? facts.images.icon512),
    image: absoluteUrl(origin, facts.images.socialImage),
    description,
    foundingDate: String(company.founded),
    telephone: facts.phone.tel,
    hasCredential: facts.licenseDetails.map((license, index) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: facts.licenses[index] ?? license.name,
      identifier: license.number || undefined,
      url: license.lookupUrl ?? undefined,
    })),
    ...organisationIdentifiers(facts),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    department: branches.map((office) =>
      officeJsonLd(facts, office, `${facts.name}, ${officeWithCity(office, lang)}`),
    ),
  };
}

/**
 * One office's page as its own LocalBusiness (an electrician, and a general contractor): its
 * address, phone, hours and, when the profile has them, coordinates; part of the business the
 * home page describes (`parentOrganization`, the same `@id`).
 */
export function officePageJsonLd(
  origin: string,
  facts: CompanyFacts,
  office: OfficeFacts,
  translator?: Translator,
): JsonLd {
  const lang: Lang = translator?.lang ?? DEFAULT_LANG;
  const url = absoluteUrl(origin, pathIn(lang, officePath(office.id)));
  return {
    "@context": "https://schema.org",
    ...officeJsonLd(facts, office, `${facts.name}, ${officeWithCity(office, lang)}`),
    "@id": `${url}#office`,
    url,
    image: absoluteUrl(origin, facts.images.socialImage),
    ...(office.geo
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: office.geo.latitude,
            longitude: office.geo.longitude,
          },
        }
      : {}),
    hasMap: mapUrl(formatAddress(office), office.geo),
    parentOrganization: { "@id": businessId(origin) },
  };
}

/**
 * The identifiers a buyer or an agency checks: NAICS codes (schema.org's own property), and the
 * UEI, CAGE code and DIR registration as `PropertyValue`s. Nothing for what the profile lacks.
 */
export function organisationIdentifiers(facts: CompanyFacts): JsonLd {
  const { uei, cage, naics, dirNumber } = facts.identifiers;
  const identifier = [
    ["UEI", uei],
    ["CAGE", cage],
    ["DIR registration", dirNumber],
  ]
    .filter(([, value]) => value)
    .map(([propertyID, value]) => ({ "@type": "PropertyValue", propertyID, value }));
  return {
    ...(naics.length > 0 ? { naics: naics.length === 1 ? naics[0] : naics } : {}),
    ...(identifier.length > 0 ? { identifier } : {}),
  };
}

/** One of the six services, offered by the company in its service area. */
export function serviceJsonLd(
  origin: string,
  service: { slug: string; title: string; description: string },
  facts: CompanyFacts,
  /** The page's path in its language; the English service path when not given. */
  path: string = servicePath(service.slug),
): JsonLd {
  const headquarters = facts.offices[0];
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(origin, path),
    areaServed: areaServed(facts),
    provider: {
      "@type": BUSINESS_TYPES,
      "@id": businessId(origin),
      name: facts.name,
      telephone: facts.phone.tel,
      url: absoluteUrl(origin, "/"),
      address: headquarters ? postalAddress(headquarters) : undefined,
    },
  };
}
