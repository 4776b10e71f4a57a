import { z } from "zod";
import { PERIODS, type Period } from "./periods";

/** Lead kinds, as stored (app/leads/leads.schema.ts). */
export const LEAD_KINDS = ["trial", "contact", "pricing"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const KIND_FILTERS = ["all", ...LEAD_KINDS] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

export const KIND_LABELS: Record<KindFilter, string> = {
  all: "All kinds",
  trial: "Trial",
  contact: "Contact",
  pricing: "Pricing",
};

/** Server-side pagination: 50 leads a page. */
export const PAGE_SIZE = 50;
const MAX_PAGE = 1_000_000;

/** The dashboard's GET parameters: filters live in the address so they work without JavaScript. */
export const dashboardQuerySchema = z.object({
  period: z
    .enum(PERIODS, "Unknown time filter: choose All Time, Today, This Week or This Month.")
    .default("all"),
  kind: z.enum(KIND_FILTERS, "Unknown kind: choose trial, contact or pricing.").default("all"),
  page: z.coerce
    .number("The page must be a whole number.")
    .int("The page must be a whole number.")
    .min(1, "The page must be 1 or more.")
    .max(MAX_PAGE, "That page does not exist.")
    .default(1),
});

export interface DashboardQuery {
  period: Period;
  kind: KindFilter;
  page: number;
}

export const DEFAULT_QUERY: DashboardQuery = { period: "all", kind: "all", page: 1 };

/**
 * Reads the filters; a bad value falls back to its default and is reported, so a mistyped
 * address still shows the dashboard (with a 400 and the message).
 */
export function parseDashboardQuery(params: URLSearchParams): {
  query: DashboardQuery;
  error?: string;
} {
  // A blank value (an empty form field) means "not given".
  const raw = {
    period: params.get("period") || undefined,
    kind: params.get("kind") || undefined,
    page: params.get("page") || undefined,
  };
  const parsed = dashboardQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data };
  const query = { ...DEFAULT_QUERY };
  for (const key of Object.keys(query) as (keyof DashboardQuery)[]) {
    const field = dashboardQuerySchema.shape[key].safeParse(raw[key]);
    if (field.success) Object.assign(query, { [key]: field.data });
  }
  return { query, error: parsed.error.issues[0]?.message };
}

/** A view of the dashboard: its filters and page, and the time zone when the address names one. */
export interface DashboardView extends DashboardQuery {
  tz?: string;
}

/** '?period=today&kind=contact': the query string of a dashboard view, defaults left out. */
export function dashboardSearch(view: Partial<DashboardView>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (view.period && view.period !== "all") params.set("period", view.period);
  if (view.kind && view.kind !== "all") params.set("kind", view.kind);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  if (view.tz) params.set("tz", view.tz);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
