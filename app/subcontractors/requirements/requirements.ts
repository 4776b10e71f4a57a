/**
 * What the office may ask of a subcontractor (docs/product.md#subcontractors), and under which of
 * the portal's four headings (docs/product.md#subcontractors: COI Requirements, Labor Compliance Requirements, Bond
 * Inquiries Information, Billing Requirements) each kind of item is shown. Plain data and pure
 * functions: the public page, the subcontractor's page and the admin pages share them.
 */

export const REQUIREMENT_KINDS = ["coi", "w9", "license", "dir", "agreement", "other"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const PORTAL_HEADINGS = ["coi", "labor", "bond", "billing"] as const;
export type PortalHeading = (typeof PORTAL_HEADINGS)[number];

/** The certificate of insurance's minimum limits, in whole dollars, as the office sets them. */
export const COI_LIMITS = [
  "glOccurrence",
  "glAggregate",
  "auto",
  "umbrella",
  "workersComp",
] as const;
export type CoiLimit = (typeof COI_LIMITS)[number];

/** The heading an item is listed under; a free item names its own. */
function headingOf(kind: RequirementKind, details: Record<string, string>): PortalHeading {
  switch (kind) {
    case "coi":
      return "coi";
    case "license":
    case "dir":
      return "labor";
    case "w9":
    case "agreement":
      return "billing";
    case "other":
      return isPortalHeading(details.heading) ? details.heading : "billing";
  }
}

export function isRequirementKind(value: unknown): value is RequirementKind {
  return typeof value === "string" && (REQUIREMENT_KINDS as readonly string[]).includes(value);
}

function isPortalHeading(value: unknown): value is PortalHeading {
  return typeof value === "string" && (PORTAL_HEADINGS as readonly string[]).includes(value);
}

/** Whether a document for the item carries a number the office checks (policy, license, DIR). */
export function asksForNumber(kind: RequirementKind): boolean {
  return kind === "coi" || kind === "license" || kind === "dir";
}

/** Whether a document for the item expires (a certificate, a license, a DIR registration). */
export function asksForExpiry(kind: RequirementKind): boolean {
  return kind === "coi" || kind === "license" || kind === "dir";
}

/** One requirement as the pages show it. */
export interface RequirementView {
  id: string;
  kind: RequirementKind;
  title: string;
  description: string;
  details: Record<string, string>;
}

/** A set with its items, for the public page: each item under its heading. */
export function itemsUnder(
  heading: PortalHeading,
  items: readonly RequirementView[],
): RequirementView[] {
  return items.filter((item) => headingOf(item.kind, item.details) === heading);
}

/** Whole dollars as "$1,000,000" (the limits are US dollars whatever the page's language). */
export function dollars(amount: string | number): string {
  return `$${Number(amount).toLocaleString("en-US")}`;
}

/** An item's name on the admin pages: the office's title, or its kind's English name. */
export function requirementTitleInEnglish(
  item: Pick<RequirementView, "title" | "kind">,
  kindNames: Record<RequirementKind, string>,
): string {
  return item.title || kindNames[item.kind];
}
