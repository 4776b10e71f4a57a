import { type CompanyImageUrls, companyImageUrls, EXAMPLE_IMAGES_KEY } from "./images/image-urls";
import { licenseLookupUrl } from "./lookups";
import {
  type CompanyProfile,
  exampleProfile,
  type Office,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
} from "./profile";
import { companyTimeZone, stateTimeZone } from "./time-zone";

/**
 * The profile as pages show it: phone numbers with their `tel:` form, offices with their hours
 * grouped into rows ("Monday-Friday 9:00 AM-5:00 PM"), licenses as one label each. Plain data,
 * so it travels in loader data and island props.
 */

export interface HoursRow {
  /** "Monday-Friday" */
  days: string;
  /** "Mon-Fri" */
  short: string;
  /** "9:00 AM-5:00 PM", or "Closed" */
  time: string;
}

export interface Phone {
  display: string;
  tel: string;
}

export interface OfficeFacts {
  /** Its slug: the page /locations/<id> (`officePath`), stable across saves. */
  id: string;
  label: string;
  /** The label on Spanish pages: the profile's Spanish name, or the name itself. */
  labelEs: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  phone: Phone;
  hours: HoursRow[];
  /** The IANA zone its hours are in: its state's, else the company's (docs/decisions/0077). */
  timeZone: string;
  headquarters: boolean;
  /** Where it is on the map, when the profile says. */
  geo: { latitude: number; longitude: number } | null;
  /** What its page lists: service slugs (the page table's) and market slugs (app/site/markets.ts). */
  services: string[];
  markets: string[];
}

/** An office's page (English path; /es + it in Spanish): one per office of the profile. */
export function officePath(slug: string): string {
  return `/locations/${slug}`;
}

/** A license as the banner, footer and JSON-LD show it: its number linked to the state's look-up. */
export interface LicenseFacts {
  name: string;
  /** Blank when the profile has none (a fresh install). */
  number: string;
  state: string;
  /** The state's public look-up page for the number; null without a number or a known look-up. */
  lookupUrl: string | null;
}

export interface CompanyFacts {
  name: string;
  shortName: string;
  tagline: string;
  states: string[];
  phone: Phone;
  supportExtension: string;
  /**
   * "24/7 support" wherever it is shown (the banner, the About section's figure): the main phone
   * with the support extension dialled after it (docs/decisions/0035).
   */
  supportLine: Phone;
  fax: Phone;
  /** "24/7 emergency line" wherever it is shown (the terms, the acknowledgement e-mail). */
  emergencyPhone: Phone;
  email: string;
  hr: { email: string; phone: string; extension: string };
  /** The headquarters first. */
  offices: OfficeFacts[];
  licenses: string[];
  /** The same licenses, each with its number and look-up (the law wants the number shown). */
  licenseDetails: LicenseFacts[];
  /** Identifiers buyers and agencies check: blank or empty when the profile has none. */
  identifiers: { uei: string; cage: string; naics: string[]; dirNumber: string };
  /** The headquarters' hours. */
  hours: HoursRow[];
  /** The headquarters' IANA zone: every time a person reads is written in it, naming it. */
  timeZone: string;
  socialLinks: { label: string; url: string }[];
  quoteFormUrl: string;
  /** The logo, social image and icons of this profile (app/company/images/image-urls.ts). */
  images: CompanyImageUrls;
}

/** `tel:` form of a displayed number: its digits, with +1 for a ten-digit North American one. */
export function telOf(display: string): string {
  const digits = display.replace(/\D/g, "");
  if (display.trim().startsWith("+")) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : digits;
}

const phone = (display: string): Phone => ({ display, tel: telOf(display) });

/** The main phone with an extension: a comma in `tel:` waits, then dials it. */
function withExtension(main: Phone, extension: string): Phone {
  return extension ? { display: main.display, tel: `${main.tel},${extension}` } : main;
}

const DAY_NAMES: Record<Weekday, { long: string; short: string }> = {
  monday: { long: "Monday", short: "Mon" },
  tuesday: { long: "Tuesday", short: "Tue" },
  wednesday: { long: "Wednesday", short: "Wed" },
  thursday: { long: "Thursday", short: "Thu" },
  friday: { long: "Friday", short: "Fri" },
  saturday: { long: "Saturday", short: "Sat" },
  sunday: { long: "Sunday", short: "Sun" },
};

/** "09:00" → "9:00 AM", "17:30" → "5:30 PM". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

function timeOf(hours: WeekHours[Weekday]): string {
  return hours ? `${clockTime(hours.opens)}-${clockTime(hours.closes)}` : "Closed";
}

/** Consecutive weekdays with the same hours share one row. */
export function hoursRows(week: WeekHours): HoursRow[] {
  const rows: { first: Weekday; last: Weekday; time: string }[] = [];
  for (const day of WEEKDAYS) {
    const time = timeOf(week[day]);
    const previous = rows.at(-1);
    if (previous && previous.time === time) previous.last = day;
    else rows.push({ first: day, last: day, time });
  }
  return rows.map(({ first, last, time }) => ({
    days:
      first === last ? DAY_NAMES[first].long : `${DAY_NAMES[first].long}-${DAY_NAMES[last].long}`,
    short:
      first === last
        ? DAY_NAMES[first].short
        : `${DAY_NAMES[first].short}-${DAY_NAMES[last].short}`,
    time,
  }));
}

function officeFacts(office: Office, companyZone: string): OfficeFacts {
  return {
    id: office.slug,
    label: office.name,
    labelEs: office.nameEs || office.name,
    street: office.street,
    city: office.city,
    region: office.state,
    postalCode: office.zip,
    phone: phone(office.phone),
    hours: hoursRows(office.hours),
    timeZone: stateTimeZone(office.state) ?? companyZone,
    headquarters: office.headquarters,
    geo: office.geo,
    services: office.services,
    markets: office.markets,
  };
}

/** The pictures a profile's facts point to: the key of its set, and whether a logo was uploaded. */
export interface ImageSet {
  key: string;
  hasLogo: boolean;
}

export function companyFacts(
  profile: CompanyProfile,
  images: ImageSet = { key: EXAMPLE_IMAGES_KEY, hasLogo: false },
): CompanyFacts {
  const timeZone = companyTimeZone(profile);
  const offices = [...profile.offices]
    .sort((a, b) => Number(b.headquarters) - Number(a.headquarters))
    .map((office) => officeFacts(office, timeZone));
  return {
    name: profile.legalName,
    shortName: profile.shortName,
    tagline: profile.tagline,
    states: profile.statesServed,
    phone: phone(profile.mainPhone),
    supportExtension: profile.aboutExtension,
    supportLine: withExtension(phone(profile.mainPhone), profile.aboutExtension),
    fax: phone(profile.fax),
    emergencyPhone: phone(profile.emergencyPhone),
    email: profile.email,
    hr: { email: profile.hrEmail, phone: profile.mainPhone, extension: profile.hrExtension },
    offices,
    licenses: profile.licenses.map((license) =>
      license.number ? `${license.name} #${license.number}` : license.name,
    ),
    licenseDetails: profile.licenses.map((license) => ({
      name: license.name,
      number: license.number,
      state: license.state,
      lookupUrl: licenseLookupUrl(license.state, license.number),
    })),
    identifiers: {
      uei: profile.uei,
      cage: profile.cage,
      naics: profile.naicsCodes,
      dirNumber: profile.dirNumber,
    },
    hours: offices[0]?.hours ?? [],
    timeZone,
    socialLinks: profile.socialLinks,
    quoteFormUrl: profile.quoteFormUrl,
    images: companyImageUrls(images.key, images.hasLogo),
  };
}

export const exampleFacts = companyFacts(exampleProfile);
