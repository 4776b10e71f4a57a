import { requirePermission } from "~/auth/session.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { serverTranslator } from "~/i18n/catalogue.server";
import { jobsNow } from "~/jobs/clock.server";
import { calendarDay } from "~/site/wall-clock";
import { deskFilterFrom } from "../desk/desk";
import { exportedWorkOrders } from "../desk/desk.server";
import { DESK_CSV_LIMIT, deskCsv, deskCsvFileName } from "../desk/desk-csv";
import type { Route } from "./+types/admin-work-orders-export";

/** The desk's list as CSV, with the page's filters (docs/service-desk.md#the-desk). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const filter = deskFilterFrom(new URL(request.url).searchParams);
  const now = jobsNow();
  const rows = await exportedWorkOrders(context.database.db, filter, now, DESK_CSV_LIMIT);
  const day = calendarDay(now, context.company.facts().timeZone);
  return new Response(deskCsv(rows, serverTranslator("en").t), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${deskCsvFileName(day)}"`,
      "Cache-Control": PRIVATE_ANSWER,
    },
  });
}
