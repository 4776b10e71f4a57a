/**
 * A certificate-of-insurance request as the lead page shows it: the details the form stored
 * (`leadValues.coi`, leads.server.ts) grouped as the office works them (the date needed, the
 * wording, the project, the certificate holder), the date written out in the reader's language.
 */

/** The details a COI request is stored with: shown in its own panel, not in the lead's list. */
export const COI_DETAIL_KEYS = [
  "company",
  "project_name",
  "project_address",
  "certificate_holder",
  "certificate_holder_address",
  "wording_needed",
  "needed_by",
] as const;

/** What the form stores when no wording box was ticked. */
const NO_WORDING = "none named";

export interface CoiRequestView {
  company: string;
  project: { name: string; address: string };
  holder: { name: string; address: string };
  /** The wording the certificate must carry, one item each; empty: none named. */
  wording: string[];
  /** The calendar day needed ("2026-12-15") and as the reader writes it; null if not a day. */
  neededBy: { day: string; text: string } | null;
}

export function coiRequestView(details: Record<string, string>, locale: string): CoiRequestView {
  const day = details.needed_by ?? "";
  const wording = details.wording_needed ?? "";
  return {
    company: details.company ?? "",
    project: { name: details.project_name ?? "", address: details.project_address ?? "" },
    holder: {
      name: details.certificate_holder ?? "",
      address: details.certificate_holder_address ?? "",
    },
    wording:
      wording && wording !== NO_WORDING ? wording.split(", ").map((item) => capitalised(item)) : [],
    neededBy: /^\d{4}-\d{2}-\d{2}$/.test(day)
      ? {
          day,
          // A calendar day is the same everywhere: read in UTC, it is never the day before.
          text: new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
            new Date(`${day}T12:00:00Z`),
          ),
        }
      : null,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
