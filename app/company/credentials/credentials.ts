import { calendarDay, instantOf } from "~/site/wall-clock";
import type { CompanyProfile } from "../profile";
import { companyTimeZone } from "../time-zone";

/**
 * The credentials' dates (docs/product.md#credentials): what expires when, what is expired
 * (never shown on the public page, named in the admin notice) and what is due for the 30-day
 * warning. Days are calendar days in the company's time zone, as YYYY-MM-DD, compared as text.
 */

export const WARNING_DAYS = 30;

export type CredentialKind = "license" | "dir" | "certification" | "insurance";

export interface DatedCredential {
  kind: CredentialKind;
  /** How the admin reads it: "License C10-Electrical #123", "Insurance: General liability". */
  label: string;
  expires: string;
  /** Stable across saves while the item and its date stay: the warning's once-only key. */
  key: string;
}

/** Every credential of the profile that has an expiry date. */
export function datedCredentials(profile: CompanyProfile): DatedCredential[] {
  const items: DatedCredential[] = [];
  const add = (kind: CredentialKind, label: string, id: string, expires: string) => {
    if (expires) items.push({ kind, label, expires, key: `${kind}:${id}:${expires}` });
  };
  for (const license of profile.licenses) {
    const number = license.number ? ` #${license.number}` : "";
    add(
      "license",
      `License ${license.name}${number}`,
      license.number || license.name,
      license.expires,
    );
  }
  if (profile.dirNumber) {
    add("dir", `DIR registration ${profile.dirNumber}`, profile.dirNumber, profile.dirExpires);
  }
  for (const certification of profile.certifications) {
    add(
      "certification",
      `Certification ${certification.name}`,
      certification.number || certification.name,
      certification.expires,
    );
  }
  for (const policy of profile.insurance) {
    add(
      "insurance",
      `Insurance: ${policy.kind} (${policy.carrier})`,
      `${policy.kind}/${policy.carrier}`,
      policy.expires,
    );
  }
  return items;
}

/** An expiry date is the last day it is valid: expired from the next day on. */
export const isExpired = (expires: string, today: string) => expires !== "" && expires < today;

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Not yet expired, and expiring within the warning's 30 days. */
export function dueForWarning(items: DatedCredential[], today: string): DatedCredential[] {
  const horizon = addDays(today, WARNING_DAYS);
  return items.filter((item) => !isExpired(item.expires, today) && item.expires <= horizon);
}

/** Today in the company's time zone (its headquarters'). */
export function companyToday(profile: CompanyProfile, now = new Date()): string {
  return calendarDay(now, companyTimeZone(profile));
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return instantOf(
    { year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
}

/**
 * When the public pages next change by themselves, with no save: the start of the day after the
 * earliest expiry not passed yet (that item leaves them then), in the company's time zone; null
 * when no dated item is still shown. Shared pages are kept no longer than this.
 */
export function nextExpiryChange(profile: CompanyProfile, now = new Date()): Date | null {
  const today = companyToday(profile, now);
  const coming = datedCredentials(profile)
    .map((item) => item.expires)
    .filter((expires) => !isExpired(expires, today))
    .sort();
  const last = coming[0];
  return last ? startOfDay(addDays(last, 1), companyTimeZone(profile)) : null;
}

/** The profile with every expired item left out: what the public pages show. */
export function withoutExpired(profile: CompanyProfile, today: string): CompanyProfile {
  const current = <T extends { expires: string }>(items: T[]) =>
    items.filter((item) => !isExpired(item.expires, today));
  const dirExpired = isExpired(profile.dirExpires, today);
  return {
    ...profile,
    licenses: current(profile.licenses),
    certifications: current(profile.certifications),
    insurance: current(profile.insurance),
    dirNumber: dirExpired ? "" : profile.dirNumber,
    dirExpires: dirExpired ? "" : profile.dirExpires,
  };
}

/**
 * What the admin notice says of the credentials: the licenses without a number (on a live site,
 * where the law wants it shown) and every expired item.
 */
export function credentialProblems(
  profile: CompanyProfile,
  today: string,
  live: boolean,
): string[] {
  const problems: string[] = [];
  if (live) {
    for (const license of profile.licenses) {
      if (!license.number) problems.push(`License ${license.name} has no number`);
    }
  }
  for (const item of datedCredentials(profile)) {
    if (isExpired(item.expires, today)) problems.push(`${item.label} expired on ${item.expires}`);
  }
  return problems;
}
