import { createHash } from "node:crypto";
import { readTextFields } from "~/forms/form.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { MARKET_SLUGS } from "~/site/markets";
import { SERVICE_SLUGS } from "~/site/page-table";
import { type CompanyProfile, companyProfileSchema, LIMITS, WEEKDAYS } from "../profile";
import { profileErrors } from "./profile-errors.server";
import { PROFILE_SECTIONS, type ProfileSection } from "./profile-sections";

/**
 * The admin form of the profile, without JavaScript: inputs are named by their path in the
 * profile (`offices.0.hours.monday.opens`), so an error's path is the name of the field it is
 * shown beside. Repeatable groups (offices, licenses, social links) are rows; a blank row adds
 * nothing, a ticked "remove" drops its row.
 */

export const SCALAR_FIELDS = [
  "legalName",
  "shortName",
  "tagline",
  "mainPhone",
  "fax",
  "emergencyPhone",
  "aboutExtension",
  "email",
  "hrEmail",
  "hrExtension",
  "quoteFormUrl",
  "leadInbox",
  "dirNumber",
  "dirExpires",
  "uei",
  "cage",
  "onCallEmail",
  "escalationEmail",
  "escalationMinutes",
] as const;

/** Text areas read as lists: one item a line (NAICS codes may also be separated by commas). */
const LIST_FIELDS = ["statesServed", "naicsCodes", "remittanceAddress"] as const;

const OFFICE_TEXT = ["name", "nameEs", "street", "city", "state", "zip", "phone", "slug"] as const;
/** An office's coordinates: both typed, or both blank (no `geo`). */
const OFFICE_GEO = ["latitude", "longitude"] as const;
/** An office's ticked services and markets: one box per slug, `offices.N.services.<slug>`. */
const OFFICE_CHOICES = { services: SERVICE_SLUGS, markets: MARKET_SLUGS } as const;

/** The boxes of an office row; not looked at to tell a blank row (a new row's are unticked). */
function officeBoxNames(index: number): string[] {
  return Object.entries(OFFICE_CHOICES).flatMap(([list, slugs]) =>
    slugs.map((slug) => `offices.${index}.${list}.${slug}`),
  );
}
/** The text inputs of each row of a repeatable group but offices (which have hours too). */
const ROW_TEXT = {
  licenses: ["name", "number", "classification", "state", "expires"],
  socialLinks: ["label", "url"],
  certifications: ["name", "number", "expires"],
  insurance: ["kind", "carrier", "perOccurrence", "aggregate", "expires"],
} as const;

/** Blank rows the form offers after the filled ones, for adding. */
export const BLANK_ROWS = {
  offices: 1,
  licenses: 2,
  socialLinks: 2,
  certifications: 1,
  insurance: 2,
} as const;

export type Group = "offices" | "licenses" | "socialLinks" | "certifications" | "insurance";
const GROUPS = ["offices", "licenses", "socialLinks", "certifications", "insurance"] as const;

/** Every input name of a group's row `index`. */
function rowFieldNames(group: Group, index: number): string[] {
  const prefix = `${group}.${index}`;
  if (group !== "offices") return ROW_TEXT[group].map((f) => `${prefix}.${f}`);
  return [
    ...OFFICE_TEXT.map((f) => `${prefix}.${f}`),
    ...OFFICE_GEO.map((f) => `${prefix}.geo.${f}`),
    ...WEEKDAYS.flatMap((day) => [`${prefix}.hours.${day}.opens`, `${prefix}.hours.${day}.closes`]),
  ];
}

/** Rows the form may carry per group: the limit plus the blank ones (more are ignored). */
const maxRows = (group: Group) => LIMITS[group] + BLANK_ROWS[group];

const named =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);
const rowsOf = (group: Group) => (name: string) => name.startsWith(`${group}.`);

/** Which section each input belongs to (every input belongs to exactly one). */
const SECTION_FIELDS: Record<ProfileSection, (name: string) => boolean> = {
  identity: named("legalName", "shortName", "tagline", "removeLogo"),
  contact: named(
    "mainPhone",
    "fax",
    "aboutExtension",
    "emergencyPhone",
    "email",
    "hrEmail",
    "hrExtension",
    "leadInbox",
    "quoteFormUrl",
  ),
  offices: (name) => rowsOf("offices")(name) || name === "headquarters",
  licenses: rowsOf("licenses"),
  identifiers: named("dirNumber", "dirExpires", "uei", "cage", "naicsCodes", "remittanceAddress"),
  certifications: rowsOf("certifications"),
  insurance: rowsOf("insurance"),
  reach: (name) => name === "statesServed" || rowsOf("socialLinks")(name),
  onCall: named("onCallEmail", "escalationEmail", "escalationMinutes"),
};

/** The input names of a section. */
export function sectionFieldNames(section: ProfileSection): string[] {
  return formFieldNames().filter(SECTION_FIELDS[section]);
}

/** All names the form is read with: nothing else in the body is looked at. */
export function formFieldNames(): string[] {
  const names: string[] = [...SCALAR_FIELDS, ...LIST_FIELDS, "headquarters", "removeLogo"];
  for (const group of GROUPS) {
    for (let index = 0; index < maxRows(group); index++) {
      names.push(...rowFieldNames(group, index), `${group}.${index}.remove`);
      if (group === "offices") names.push(...officeBoxNames(index));
    }
  }
  return names;
}

export interface ReadProfileForm {
  /** What was typed, by input name: given back on an error. */
  values: FormValues;
  result: { ok: true; profile: CompanyProfile } | { ok: false; errors: FieldErrors };
}

/**
 * What the profile holds that this form does not edit: the W-9 (its own upload form) and, when
 * one section is posted, the stored profile whose other sections it keeps.
 */
export type KeptFields = Pick<CompanyProfile, "w9"> & {
  /** The section posted, with the stored profile; none: the body carries the whole profile. */
  section?: { name: ProfileSection; stored: CompanyProfile };
};

const lines = (text: string | undefined, separator = /\r?\n/) =>
  (text ?? "")
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Reads and checks the admin form: the profile to save, or the errors by input name. A section's
 * form posts only its fields: the other sections' values are the stored profile's.
 */
export function readProfileForm(form: FormData, kept: KeptFields): ReadProfileForm {
  const values = kept.section
    ? {
        ...blankValues(),
        ...profileFormValues(kept.section.stored),
        ...readTextFields(form, sectionFieldNames(kept.section.name)),
      }
    : readTextFields(form, formFieldNames());
  const rows = Object.fromEntries(
    GROUPS.map((group) => [group, keptRows(values, group)]),
  ) as Record<Group, number[]>;
  const rowsOf = (group: Exclude<Group, "offices">) =>
    rows[group].map((index) =>
      Object.fromEntries(
        ROW_TEXT[group].map((name) => [name, values[`${group}.${index}.${name}`]]),
      ),
    );
  const candidate = {
    ...Object.fromEntries(SCALAR_FIELDS.map((name) => [name, values[name]])),
    statesServed: lines(values.statesServed),
    naicsCodes: lines(values.naicsCodes, /[\r\n,]+/),
    remittanceAddress: lines(values.remittanceAddress),
    offices: rows.offices.map((index) => officeOf(values, index)),
    licenses: rowsOf("licenses"),
    socialLinks: rowsOf("socialLinks"),
    certifications: rowsOf("certifications"),
    insurance: rowsOf("insurance"),
    w9: kept.w9,
  };
  const parsed = companyProfileSchema.safeParse(candidate);
  if (parsed.success) return { values, result: { ok: true, profile: parsed.data } };
  return { values, result: { ok: false, errors: inputErrors(profileErrors(parsed.error), rows) } };
}

/** Every input, blank: rows and boxes the stored profile does not fill. */
function blankValues(): FormValues {
  return Object.fromEntries(formFieldNames().map((name) => [name, ""]));
}

/**
 * A short fingerprint of a section's values: its form is drawn afresh (its inputs reset) when
 * its stored values change, and keeps what is typed in it while another section is saved.
 */
export function sectionKeys(values: FormValues): Record<ProfileSection, string> {
  return Object.fromEntries(
    PROFILE_SECTIONS.map((section) => {
      const text = sectionFieldNames(section)
        .map((name) => `${name}=${values[name] ?? ""}`)
        .join("\n");
      return [section, createHash("sha256").update(text).digest("base64url").slice(0, 12)];
    }),
  ) as Record<ProfileSection, string>;
}

/** Indexes of the rows to keep: not blank, not marked for removal. */
function keptRows(values: Record<string, string>, group: Group): number[] {
  const kept: number[] = [];
  for (let index = 0; index < maxRows(group); index++) {
    if (values[`${group}.${index}.remove`]) continue;
    if (rowFieldNames(group, index).every((name) => !values[name]?.trim())) continue;
    kept.push(index);
  }
  return kept;
}

function officeOf(values: Record<string, string>, index: number) {
  const prefix = `offices.${index}`;
  const field = (name: string) => values[`${prefix}.${name}`] ?? "";
  return {
    ...Object.fromEntries(OFFICE_TEXT.map((name) => [name, field(name)])),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const opens = field(`hours.${day}.opens`).trim();
        const closes = field(`hours.${day}.closes`).trim();
        // Both empty: closed that day. One alone is refused by the schema, beside its field.
        return [day, opens || closes ? { opens, closes } : null];
      }),
    ),
    headquarters: values.headquarters === String(index),
    geo: geoOf(field("geo.latitude").trim(), field("geo.longitude").trim()),
    services: SERVICE_SLUGS.filter((slug) => field(`services.${slug}`)),
    markets: MARKET_SLUGS.filter((slug) => field(`markets.${slug}`)),
  };
}

/** Both blank: no coordinates; otherwise both are checked (one alone is refused beside it). */
function geoOf(latitude: string, longitude: string) {
  return latitude || longitude ? { latitude, longitude } : null;
}

/**
 * Schema paths count kept rows; inputs count rows as shown. `offices.1.name` of the profile is
 * the second kept row, which may be row 2 of the form when row 1 was removed.
 */
function inputErrors(errors: FieldErrors, rows: Record<Group, number[]>): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [group, position, ...rest] = path.split(".");
    let name = path;
    if ((LIST_FIELDS as readonly string[]).includes(group ?? "")) name = group ?? path;
    else if (group && group in rows && position !== undefined && /^\d+$/.test(position)) {
      const row = rows[group as Group][Number(position)];
      name = [group, String(row), ...rest].join(".");
    }
    mapped[name] ??= message;
  }
  return mapped;
}

/** The form's values for a stored profile. */
export function profileFormValues(profile: CompanyProfile): FormValues {
  const values: FormValues = {
    ...Object.fromEntries(SCALAR_FIELDS.map((name) => [name, String(profile[name])])),
    statesServed: profile.statesServed.join("\n"),
    naicsCodes: profile.naicsCodes.join("\n"),
    remittanceAddress: profile.remittanceAddress.join("\n"),
    headquarters: String(profile.offices.findIndex((office) => office.headquarters)),
  };
  profile.offices.forEach((office, index) => {
    for (const name of OFFICE_TEXT) values[`offices.${index}.${name}`] = office[name];
    values[`offices.${index}.geo.latitude`] = office.geo ? String(office.geo.latitude) : "";
    values[`offices.${index}.geo.longitude`] = office.geo ? String(office.geo.longitude) : "";
    for (const slug of office.services) values[`offices.${index}.services.${slug}`] = "on";
    for (const slug of office.markets) values[`offices.${index}.markets.${slug}`] = "on";
    for (const day of WEEKDAYS) {
      values[`offices.${index}.hours.${day}.opens`] = office.hours[day]?.opens ?? "";
      values[`offices.${index}.hours.${day}.closes`] = office.hours[day]?.closes ?? "";
    }
  });
  const rowValues = <G extends Exclude<Group, "offices">>(
    group: G,
    rows: readonly Record<string, string | number>[],
  ) => {
    rows.forEach((row, index) => {
      for (const name of ROW_TEXT[group]) values[`${group}.${index}.${name}`] = String(row[name]);
    });
  };
  rowValues("licenses", profile.licenses);
  rowValues("socialLinks", profile.socialLinks);
  rowValues("certifications", profile.certifications);
  rowValues("insurance", profile.insurance);
  return values;
}

/** How many rows of a group the form shows: the filled ones (as typed) plus the blank ones. */
export function rowCount(values: FormValues, group: Group): number {
  let filled = 0;
  for (let index = 0; index < maxRows(group); index++) {
    if (rowFieldNames(group, index).some((name) => values[name]?.trim())) filled = index + 1;
  }
  return Math.min(filled + BLANK_ROWS[group], maxRows(group));
}

export type FormRows = Record<Group, number>;

/** Rows per group for the values shown. */
export function formRows(values: FormValues): FormRows {
  return Object.fromEntries(GROUPS.map((group) => [group, rowCount(values, group)])) as FormRows;
}
