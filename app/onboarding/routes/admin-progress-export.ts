import { requireAdmin } from "~/auth/session.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { calendarDay } from "~/site/wall-clock";
import { exportProgressCsv } from "../progress/admin.server";
import { expectedHires } from "../progress/hires.server";
import { onboardingDependencies } from "../progress/tracker.server";
import type { Route } from "./+types/admin-progress-export";

/** The admin table as CSV (same search as the page), for spreadsheets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const csv = await exportProgressCsv(
    onboardingDependencies(context),
    params,
    await expectedHires(context),
  );
  // The company's day: an export made on a California evening is not dated tomorrow.
  const date = calendarDay(new Date(), context.company.facts().timeZone);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="employee-form-progress-${date}.csv"`,
      "Cache-Control": PRIVATE_ANSWER,
    },
  });
}
