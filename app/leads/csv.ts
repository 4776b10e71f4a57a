import { company } from "~/site/company";

/** The leads export's header row, in this order. */
export const CSV_HEADER = ["Name", "Email", "Date", "Time", "Source"] as const;

/** 'gatsy-leads-2025-01-31.csv': the suite's lowercase name, -leads- and the viewer's date. */
export function leadsCsvFileName(localDate: string): string {
  return `${company.software.name.toLowerCase()}-leads-${localDate}.csv`;
}
