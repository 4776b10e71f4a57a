import type { CompanyProfile } from "../profile";

/**
 * What counts as an example value, in one place: addresses no real mailbox or site uses and
 * phone numbers no real line has. A production site (https PUBLIC_URL) whose profile still
 * holds one says so at start and on every admin page, and never sends mail to such an address
 * (docs/operations.md#example-values-in-production).
 */

/** Second-level names reserved for documentation (RFC 2606): they and their subdomains. */
const EXAMPLE_NAMES = ["example.com", "example.org", "example.net"];
/** Top-level names reserved for tests and documentation (RFC 2606, RFC 6761). */
const EXAMPLE_TOP_LEVEL = ["test", "example", "invalid", "localhost"];

/** True for example.com/.org/.net and their subdomains, and any .test/.example/.invalid/.localhost name. */
export function isExampleDomain(domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  if (name === "") return false;
  if (EXAMPLE_NAMES.some((reserved) => name === reserved || name.endsWith(`.${reserved}`))) {
    return true;
  }
  const topLevel = name.slice(name.lastIndexOf(".") + 1);
  return EXAMPLE_TOP_LEVEL.includes(topLevel);
}

/** An e-mail address (bare or as `"Name" <address>`) at an example domain. */
export function isExampleEmail(address: string): boolean {
  const bare = /<([^>]*)>\s*$/.exec(address)?.[1] ?? address;
  const at = bare.lastIndexOf("@");
  return at >= 0 && isExampleDomain(bare.slice(at + 1));
}

/** An http(s) address whose host is an example domain. */
export function isExampleUrl(url: string): boolean {
  try {
    return isExampleDomain(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * A North American number set aside for fiction: exchange 555 with a line from 0100 to 0199
 * ("555-0123", "+1 310 555 0123"), or area code 555, which no real line has ("(555) 010-0100",
 * the example profile's numbers).
 */
export function isExamplePhone(phone: string): boolean {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length === 7) return digits.startsWith("55501");
  if (digits.length !== 10) return false;
  return digits.startsWith("555") || digits.slice(3, 8) === "55501";
}

/** A field of the profile that still holds an example value. */
export interface ExampleValue {
  /** Its path, as the admin form names its input (`offices.0.phone`). */
  field: string;
  /** How the admin form labels it ("Main phone", "Headquarters: phone"). */
  label: string;
  value: string;
}

/** Every field of the profile that still holds an example address, domain or number. */
export function exampleValuesIn(profile: CompanyProfile): ExampleValue[] {
  const found: ExampleValue[] = [];
  const check = (field: string, label: string, value: string, isExample: boolean) => {
    if (isExample) found.push({ field, label, value });
  };
  check("mainPhone", "Main phone", profile.mainPhone, isExamplePhone(profile.mainPhone));
  check("fax", "Fax", profile.fax, isExamplePhone(profile.fax));
  check(
    "emergencyPhone",
    "24/7 emergency line",
    profile.emergencyPhone,
    isExamplePhone(profile.emergencyPhone),
  );
  check("email", "General e-mail", profile.email, isExampleEmail(profile.email));
  check("hrEmail", "HR e-mail", profile.hrEmail, isExampleEmail(profile.hrEmail));
  check("leadInbox", "Lead inbox", profile.leadInbox, isExampleEmail(profile.leadInbox));
  profile.offices.forEach((office, index) => {
    const label = `${office.name}: phone`;
    check(`offices.${index}.phone`, label, office.phone, isExamplePhone(office.phone));
  });
  check(
    "quoteFormUrl",
    "Quote form address",
    profile.quoteFormUrl,
    isExampleUrl(profile.quoteFormUrl),
  );
  profile.socialLinks.forEach((link, index) => {
    check(`socialLinks.${index}.url`, `${link.label}: address`, link.url, isExampleUrl(link.url));
  });
  return found;
}
