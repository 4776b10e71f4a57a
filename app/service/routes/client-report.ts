import { langOfPath } from "~/i18n/languages";
import { CLIENT_HEADERS, openedBy } from "../client-view/client-pages.server";
import { clientWorkOrder } from "../client-view/client-view.server";
import {
  drawServiceReport,
  hasReport,
  reportFileName,
  reportResponse,
} from "../technician/service-report.server";
import type { Route } from "./+types/client-report";

/**
 * /service/orders/report.pdf?token=…&number=…: the service report of one of the contact's
 * completed work orders, in the address's language; 404 for anyone else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const opened = await openedBy(context, request);
  const db = context.database.db;
  const number = new URL(request.url).searchParams.get("number") ?? "";
  const found = opened ? await clientWorkOrder(db, opened.contact, number) : null;
  if (!found || !hasReport(found.order.status)) {
    throw new Response("Not found", { status: 404, headers: CLIENT_HEADERS });
  }
  const lang = langOfPath(new URL(request.url).pathname);
  const pdf = await drawServiceReport(db, context.company.facts(), found, lang);
  return reportResponse(pdf, reportFileName(found.order, found.site));
}
