import { z } from "zod";
import { CSV_BOM, csvRow } from "~/csv/csv";
import { calendarDay } from "~/site/wall-clock";
import type { SubcontractorStatus } from "../requirements/status";

/** The office's list (`/admin/subcontractors`): its filters, and its CSV export. */

export const STATUSES = [
  "compliant",
  "pending",
  "missing",
  "nonresponsive",
  "expiring",
  "expired",
] as const;

/** The filters of the address: anything unknown is "all", never an error. */
const listFilterSchema = z.object({
  status: z.enum(["all", ...STATUSES]).catch("all"),
  trade: z.string().max(120).catch("").default(""),
  set: z.string().max(60).catch("").default(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

/** Subcontractors shown per page of the list (the CSV has them all). */
export const PAGE_SIZE = 50;
export type ListFilter = z.infer<typeof listFilterSchema>;

export function filterFrom(params: URLSearchParams): ListFilter {
  return listFilterSchema.parse({
    status: params.get("status") ?? "all",
    trade: params.get("trade") ?? "",
    set: params.get("set") ?? "",
    page: params.get("page") ?? 1,
  });
}

export interface ListedSubcontractor {
  id: string;
  company: string;
  trade: string;
  email: string;
  setId: string;
  setName: string;
  status: SubcontractorStatus;
  nextExpiry: string | null;
  lastActivityAt: Date;
}

/** The list as CSV, the columns of the page; the last activity's day in the company's zone. */
export function listCsv(
  rows: readonly ListedSubcontractor[],
  statusNames: Record<string, string>,
  timeZone: string,
) {
  const header = [
    "Company",
    "Trade",
    "Contact e-mail",
    "Requirement set",
    "Status",
    "Next expiry",
    "Last activity",
  ];
  const lines = rows.map((row) =>
    csvRow([
      row.company,
      row.trade,
      row.email,
      row.setName,
      statusNames[row.status] ?? row.status,
      row.nextExpiry ?? "",
      calendarDay(row.lastActivityAt, timeZone),
    ]),
  );
  return CSV_BOM + [csvRow(header), ...lines].join("");
}
