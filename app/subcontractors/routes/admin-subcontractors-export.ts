import { requirePermission } from "~/auth/session.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { serverTranslator } from "~/i18n/catalogue.server";
import { namesOf } from "~/i18n/translator";
import { calendarDay } from "~/site/wall-clock";
import { filterFrom, listCsv } from "../list/list";
import { listSubcontractors } from "../list/list.server";
import { STATUS_KEYS } from "../office-labels";
import type { Route } from "./+types/admin-subcontractors-export";

/** The office's list as CSV, with the page's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "subcontractors");
  const filter = filterFrom(new URL(request.url).searchParams);
  const rows = await listSubcontractors(context.database.db, undefined, filter);
  const { timeZone } = context.company.facts();
  const date = calendarDay(new Date(), timeZone);
  return new Response(listCsv(rows, namesOf(serverTranslator("en").t, STATUS_KEYS), timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subcontractors-${date}.csv"`,
      "Cache-Control": PRIVATE_ANSWER,
    },
  });
}
