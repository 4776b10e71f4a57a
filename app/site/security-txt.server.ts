/** Where the public writes to the company, security reports included: the profile's general e-mail. */
export interface CompanyContact {
  email: string;
}

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** RFC 9116 asks for less than a year; a day-aligned date keeps the file cacheable. */
const EXPIRES_AFTER_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

function expiresFrom(now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today + EXPIRES_AFTER_DAYS * DAY_MS).toISOString();
}

/**
 * The security.txt of RFC 9116: whom to write about a vulnerability, in which language, until
 * when the file holds, and where it lives. Built from the company's contact on every request,
 * so it never goes stale while the site runs.
 */
export function securityTxt(contact: CompanyContact, origin: string, now = new Date()): string {
  return [
    `Contact: mailto:${contact.email}`,
    `Expires: ${expiresFrom(now)}`,
    "Preferred-Languages: en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}
