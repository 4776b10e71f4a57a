import { z } from "zod";
import type { AuditActor } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { clearAllLeads, loadLeadsDashboard } from "./dashboard.server";
import { type DashboardView, parseDashboardQuery } from "./dashboard.validation";
import { dateDisplayFor } from "./date-display.server";

/**
 * What the leads dashboard shows for one request (docs/product.md#leads-dashboard): the filtered
 * stats, one page of leads and the chart, with dates in the reader's zone and language. A filter
 * the address got wrong is named in `filterError`, and the page answers 400.
 */
export async function leadsDashboardPage(db: Database, request: Request, now = new Date()) {
  const url = new URL(request.url);
  const { query, error } = parseDashboardQuery(url.searchParams);
  const display = dateDisplayFor(request);
  const dashboard = await loadLeadsDashboard(db, query, { now, timeZone: display.timeZone });
  const dayLabel = new Intl.DateTimeFormat(display.locale, {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  });
  return {
    // The zone stays in the links only when the address named it; otherwise the cookie has it.
    query: {
      ...query,
      page: dashboard.page,
      tz: display.timeZoneFromQuery ? display.timeZone : undefined,
    } satisfies DashboardView,
    filterError: error,
    timeZone: display.timeZone,
    timeZoneFromQuery: display.timeZoneFromQuery,
    stats: dashboard.stats,
    page: dashboard.page,
    pageCount: dashboard.pageCount,
    rows: dashboard.rows.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      source: lead.source,
      date: display.format.date(lead.createdAt),
      time: display.format.time(lead.createdAt),
    })),
    // Day keys are calendar dates: formatted at UTC midnight so the label is that same date.
    daily: dashboard.daily.map((day) => ({
      ...day,
      label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    })),
    seenUntil: now.toISOString(),
    confirmingClear: url.searchParams.get("confirm") === "clear",
    cleared: clearedCount(url.searchParams.get("cleared")),
  };
}

/** The count a Clear All redirected with (`?cleared=N`), when it is one. */
function clearedCount(value: string | null): number | undefined {
  const parsed = z.coerce
    .number()
    .int()
    .min(0)
    .max(1e9)
    .safeParse(value ?? undefined);
  return value !== null && parsed.success ? parsed.data : undefined;
}

/**
 * Clear All after confirmation: deletes the leads the admin had seen (never one from the future,
 * whatever the form claims) and records it in the audit log. Answers how many were deleted.
 */
export async function clearLeadsSeen(
  db: Database,
  admin: AuditActor,
  seenUntil: string | undefined,
  now = new Date(),
): Promise<number> {
  const given = seenUntil ? new Date(seenUntil) : now;
  return clearAllLeads(db, admin, given > now ? now : given);
}
