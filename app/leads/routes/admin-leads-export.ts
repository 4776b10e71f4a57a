import { requirePermission } from "~/auth/session.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { calendarDay } from "~/site/wall-clock";
import { leadsCsvFileName } from "../dashboard/csv";
import { leadsCsvStream, recordLeadsExport } from "../dashboard/csv-export.server";
import { countLeads } from "../dashboard/dashboard.server";
import { parseDashboardQuery } from "../dashboard/dashboard.validation";
import { dateDisplayFor } from "../dashboard/date-display.server";
import type { Route } from "./+types/admin-leads-export";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

function plainText(body: string, status: number) {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_ANSWER },
  });
}

/**
 * Export CSV: the leads of the dashboard's current filter, streamed as they are read (never all
 * of them in memory), dates and times in the viewer's language and the company's zone, named.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const { query, error } = parseDashboardQuery(new URL(request.url).searchParams);
  // The admin area is in English.
  if (error) return plainText(translateMessages("en", { error }).error, 400);
  const { timeZone, format } = dateDisplayFor(request, context.company.facts().timeZone);
  const clock = { now: new Date(), timeZone, viewerId: viewer.id };
  const filter = {
    period: query.period,
    kind: query.kind,
    view: query.view,
    language: query.language,
    status: query.status,
    assignee: query.assignee,
  };
  const db = context.database.db;
  const count = await countLeads(db, filter, clock);
  if (count === 0) return plainText(t("adminLeads.noLeadsToExport"), 404);
  await recordLeadsExport(db, { id: viewer.id, email: viewer.email }, filter, { count, timeZone });
  const fileName = leadsCsvFileName(calendarDay(clock.now, timeZone));
  return new Response(await leadsCsvStream(db, filter, clock, format), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": PRIVATE_ANSWER,
    },
  });
}
