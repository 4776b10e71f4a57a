import { recordAudit } from "~/audit/audit.server";
import { requirePermission } from "~/auth/session.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { serverTranslator } from "~/i18n/catalogue.server";
import { localeFormat } from "~/site/locale-format";
import { calendarDay } from "~/site/wall-clock";
import {
  APPLICATIONS_EXPORTED,
  applicationFilterFrom,
  applicationsCsv,
  listApplications,
} from "../applications-list.server";
import { listPostings } from "../postings.server";
import type { Route } from "./+types/admin-careers-export";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** The applications of the list's filter as CSV (hiring access), audited like the leads export. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "hiring");
  const db = context.database.db;
  const postings = await listPostings(db);
  const filter = applicationFilterFrom(
    new URL(request.url).searchParams,
    postings.map((posting) => posting.id),
  );
  const rows = await listApplications(
    db,
    { postingId: filter.posting || undefined, stage: filter.stage || undefined },
    1,
    APPLICATIONS_EXPORTED,
  );
  if (rows.length === 0) {
    return new Response(t("adminCareers.applicant.noneToExport"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_ANSWER },
    });
  }
  await recordAudit(db, { id: viewer.id, email: viewer.email }, "careers.exported", null, {
    ...filter,
    count: rows.length,
  });
  const { timeZone } = context.company.facts();
  const date = calendarDay(new Date(), timeZone);
  const written = (instant: Date) => localeFormat("en").dateTime(instant, timeZone);
  return new Response(applicationsCsv(rows, written), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${date}.csv"`,
      "Cache-Control": PRIVATE_ANSWER,
    },
  });
}
