import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { AuditActor } from "~/audit/audit.server";
import { listLeadWorkers } from "~/auth/lead-access.server";
import type { Viewer } from "~/auth/session.server";
import type { Database } from "~/db/client.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { localeFormat } from "~/site/locale-format";
import { stagesOf } from "../pipeline/pipeline";
import { earlierLeadCounts } from "../pipeline/pipeline.server";
import { clearAllLeads, loadLeadsDashboard } from "./dashboard.server";
import { type DashboardView, parseDashboardQuery } from "./dashboard.validation";
import { dateDisplayFor } from "./date-display.server";

/** The office's texts are in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * What the leads dashboard shows for one request (docs/product.md#leads-dashboard): the filtered
 * stats, one page of leads and the chart, with dates in the company's zone and the reader's language. A filter
 * the address got wrong is named in `filterError`, and the page answers 400.
 */
export async function leadsDashboardPage(
  deps: Pick<AppLoadContext, "database" | "config" | "company">,
  request: Request,
  viewer: Viewer,
  now = new Date(),
) {
  const db = deps.database.db;
  const url = new URL(request.url);
  const { query, error: errorKey } = parseDashboardQuery(url.searchParams);
  // The admin area is in English.
  const error = errorKey && translateMessages("en", { query: errorKey }).query;
  const display = dateDisplayFor(request, deps.company.facts().timeZone);
  const clock = { now, timeZone: display.timeZone, viewerId: viewer.id };
  const dashboard = await loadLeadsDashboard(db, query, clock);
  const [earlier, workers] = await Promise.all([
    earlierLeadCounts(db, dashboard.rows),
    listLeadWorkers(deps),
  ]);
  const numbers = dashboard.numbers;
  const workerNames = new Map(workers.map((worker) => [worker.id, worker.name]));
  const dayLabel = dayLabelFormat(display.locale);
  return {
    query: { ...query, page: dashboard.page } satisfies DashboardView,
    filterError: error,
    // "Pacific Time": the caption names the zone every date and time is in.
    timeZoneName: localeFormat("en").zoneName(display.timeZone),
    stats: dashboard.stats,
    // The assignee filter's choices.
    workers,
    page: dashboard.page,
    pageCount: dashboard.pageCount,
    rows: dashboard.rows.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      source: lead.source,
      language: LANGUAGE_NAMES_IN_ENGLISH[lead.language],
      date: display.format.date(lead.createdAt),
      time: display.format.time(lead.createdAt),
      status: lead.status,
      stages: stagesOf(lead.kind),
      assignee: lead.assigneeId
        ? (workerNames.get(lead.assigneeId) ?? t("admin.lead.formerWorkerShort"))
        : null,
      earlier: earlier.get(lead.id) ?? 0,
    })),
    // Clear All deletes every lead: the admin's alone.
    canClear: viewer.isAdmin,
    // Day keys are calendar dates: formatted at UTC midnight so the label is that same date.
    // Only what the chart draws: its label and count, not the key (docs/decisions/0109).
    daily: dashboard.daily.map((day) => ({
      label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
      count: day.count,
    })),
    numbers: {
      ...numbers,
      weekly: numbers.weekly.map((week) => ({
        ...week,
        label: dayLabel.format(new Date(`${week.start}T00:00:00Z`)),
      })),
    },
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

/** The daily chart's day labels ("Nov 28") in a locale, built once: an Intl formatter costs far more to build than to use. */
const dayLabels = new Map<string, Intl.DateTimeFormat>();

function dayLabelFormat(locale: string): Intl.DateTimeFormat {
  let format = dayLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "short", day: "numeric" });
    // A browser's locale picks it: a bounded set, not one per request.
    if (dayLabels.size < 64) dayLabels.set(locale, format);
  }
  return format;
}
