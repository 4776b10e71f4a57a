import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { LEAD_STATUSES, type LeadStatus } from "../pipeline/pipeline";
import { PERIODS, type Period } from "./periods";

/** Lead kinds, as stored (app/leads/leads.schema.ts). */
const LEAD_KINDS = ["trial", "contact", "pricing", "coi", "service"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const KIND_FILTERS = ["all", ...LEAD_KINDS] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** The pipeline's views of the list (docs/product.md#the-lead-pipeline). */
export const LEAD_VIEWS = ["all", "mine", "unassigned", "due"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** Leads of every language, or of one (the language of the page the visitor wrote from). */
export const LANGUAGE_FILTERS = ["all", ...LANGUAGES] as const;
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

/** The stage filter: every stage, or one. */
export const STATUS_FILTERS = ["all", ...LEAD_STATUSES] as const;
export type StatusFilter = "all" | LeadStatus;

/**
 * The assignee filter: everyone, nobody ("none") or one person's account id. An id nobody has
 * simply matches no lead; the shape is checked so that the address stays small and plain.
 */
export type AssigneeFilter = "all" | "none" | (string & {});

/** Server-side pagination: 50 leads a page. */
export const PAGE_SIZE = 50;
const MAX_PAGE = 1_000_000;

/** The dashboard's GET parameters: filters live in the address so they work without JavaScript. */
export const dashboardQuerySchema = z.object({
  period: z.enum(PERIODS, "admin.leads.unknownPeriod").default("all"),
  kind: z.enum(KIND_FILTERS, "admin.leads.unknownKind").default("all"),
  view: z.enum(LEAD_VIEWS, "admin.leads.unknownView").default("all"),
  language: z.enum(LANGUAGE_FILTERS, "admin.leads.unknownLanguage").default("all"),
  status: z.enum(STATUS_FILTERS, "admin.leads.unknownStatus").default("all"),
  assignee: z
    .string("admin.leads.unknownAssignee")
    .max(64, "admin.leads.unknownAssignee")
    .regex(/^[A-Za-z0-9_-]+$/, "admin.leads.unknownAssignee")
    .default("all"),
  page: z.coerce
    .number("admin.leads.pageNotWhole")
    .int("admin.leads.pageNotWhole")
    .min(1, "admin.leads.pageTooSmall")
    .max(MAX_PAGE, "admin.leads.pageMissing")
    .default(1),
});

export interface DashboardQuery {
  period: Period;
  kind: KindFilter;
  /** All leads when left out. */
  view?: LeadView;
  /** Every stage when left out. */
  status?: StatusFilter;
  /** Everyone when left out. */
  assignee?: AssigneeFilter;
  language: LanguageFilter;
  page: number;
}

export const DEFAULT_QUERY: Required<DashboardQuery> = {
  period: "all",
  kind: "all",
  view: "all",
  language: "all",
  status: "all",
  assignee: "all",
  page: 1,
};

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
    view: params.get("view") || undefined,
    language: params.get("language") || undefined,
    status: params.get("status") || undefined,
    assignee: params.get("assignee") || undefined,
    page: params.get("page") || undefined,
  };
  const parsed = dashboardQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data };
  const query = { ...DEFAULT_QUERY };
  for (const key of Object.keys(query) as (keyof typeof query)[]) {
    const field = dashboardQuerySchema.shape[key].safeParse(raw[key]);
    if (field.success) Object.assign(query, { [key]: field.data });
  }
  // A message key (docs/architecture.md#languages): the page says it.
  return { query, error: parsed.error.issues[0]?.message };
}

/** A view of the dashboard: its filters and page. */
export type DashboardView = DashboardQuery;

/** '?period=today&kind=contact': the query string of a dashboard view, defaults left out. */
export function dashboardSearch(view: Partial<DashboardView>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (view.period && view.period !== "all") params.set("period", view.period);
  if (view.kind && view.kind !== "all") params.set("kind", view.kind);
  if (view.view && view.view !== "all") params.set("view", view.view);
  if (view.language && view.language !== "all") params.set("language", view.language);
  if (view.status && view.status !== "all") params.set("status", view.status);
  if (view.assignee && view.assignee !== "all") params.set("assignee", view.assignee);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
