import { requireAdmin } from "~/auth/session.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { exportProgressCsv } from "../admin.server";
import { expectedHires } from "../hires.server";
import { onboardingDependencies } from "../tracker.server";
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
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="employee-form-progress-${date}.csv"`,
      "Cache-Control": PRIVATE_ANSWER,
    },
  });
}
