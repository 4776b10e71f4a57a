import type { Database } from "~/db/client.server";
import { fieldErrors } from "~/forms/form.server";
import { translateMessages } from "~/i18n/catalogue.server";
import { localeFormat } from "~/site/locale-format";
import { listAudit, listAuditActions, listAuditCounters } from "./audit.server";
import { AUDIT_PAGE_SIZE, type AuditFilter, auditFilterSchema } from "./audit-kinds";

const FILTER_FIELDS = ["kind", "action", "person", "page"] as const;
type FilterValues = Partial<Record<(typeof FILTER_FIELDS)[number], string>>;

/**
 * /admin/audit's data: one page of the entries the query string's filter matches, the actions
 * to filter by and the counted events of the last 30 days. A bad filter gives the error and the
 * values typed, and no entries. Each entry's time is written in `timeZone`, the company's, named
 * (docs/decisions/0077): the log takes the zone from its loader rather than from app/company,
 * which records its changes here (docs/decisions/0099).
 */
export async function auditPage(
  db: Database,
  params: URLSearchParams,
  timeZone: string,
  now = new Date(),
) {
  const values: FilterValues = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field);
    if (value) values[field] = value.slice(0, 1_000);
  }
  const [actions, counters] = await Promise.all([listAuditActions(db), listAuditCounters(db, now)]);
  const shownCounters = counters.map((counter) => ({
    ...counter,
    lastAt: counter.lastAt.toISOString(),
  }));
  const parsed = auditFilterSchema.safeParse(values);
  if (!parsed.success) {
    // The office reads English (docs/decisions/0096).
    const errors = translateMessages("en", fieldErrors(parsed.error));
    return {
      error: Object.values(errors).join(". "),
      values,
      filter: undefined as AuditFilter | undefined,
      entries: [],
      total: 0,
      pageCount: 0,
      actions,
      counters: shownCounters,
    };
  }
  const filter = parsed.data;
  const { entries, total } = await listAudit(db, filter);
  return {
    error: undefined as string | undefined,
    values,
    filter,
    entries: entries.map((entry) => ({
      ...entry,
      at: entry.at.toISOString(),
      atText: localeFormat("en").dateTime(entry.at, timeZone),
    })),
    total,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    actions,
    counters: shownCounters,
  };
}
