import { company } from "~/company/fixed-facts";

/** The leads export's header row, in this order: the product's five columns, the language to answer in, then the pipeline's. */
export const CSV_HEADER = [
  "Name",
  "Email",
  "Date",
  "Time",
  "Source",
  "Language",
  "Status",
  "Assignee",
  "Last activity",
  "First response (minutes)",
] as const;

/** 'gatsy-leads-2025-01-31.csv': the suite's lowercase name, -leads- and the viewer's date. */
export function leadsCsvFileName(localDate: string): string {
  return `${company.software.name.toLowerCase()}-leads-${localDate}.csv`;
}
