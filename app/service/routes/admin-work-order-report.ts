import { requirePermission } from "~/auth/session.server";
import { workOrderDetails } from "../desk/desk.server";
import {
  drawServiceReport,
  hasReport,
  reportFileName,
  reportResponse,
} from "../technician/service-report.server";
import type { Route } from "./+types/admin-work-order-report";

/** The office's copy of a completed work order's service report (permission `service`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const found = await workOrderDetails(context.database.db, params.workOrderId);
  if (!found || !hasReport(found.order.status)) throw new Response("Not found", { status: 404 });
  const pdf = await drawServiceReport(context.database.db, context.company.facts(), found, "en");
  return reportResponse(pdf, reportFileName(found.order, found.site));
}
