import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import { checkFields, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { findLead } from "~/leads/dashboard/dashboard.server";
import { localeFormat } from "~/site/locale-format";
import { listClients } from "../clients/clients.server";
import { workOrderNumber } from "../service";
import { leadOrderSchema } from "../service.validation";
import { actorOf } from "../technician/visit.server";
import { makeWorkOrderFromLead, requestOfLead, workOrderOfLead } from "./lead-orders.server";
import { siteNumberKey } from "./work-orders.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** The page that makes a work order of a service request lead: what it shows, what it answers. */

const LEAD_ORDER_FIELDS = [
  "client",
  "clientName",
  "siteNumber",
  "siteName",
  "siteAddress",
  "timeZone",
  "addContact",
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead, its request, the clients and the form's first values; null when it is not one. */
export async function leadOrderPage(context: AppLoadContext, leadId: string) {
  if (!UUID.test(leadId)) return null;
  const db = context.database.db;
  const lead = await findLead(db, leadId);
  if (lead?.kind !== "service") return null;
  const request = requestOfLead(lead);
  const clients = (await listClients(db)).map((client) => ({ id: client.id, name: client.name }));
  // A client already named as the requester's company is the first guess.
  const guess = clients.find(
    (client) => client.name.trim().toLowerCase() === request.company.trim().toLowerCase(),
  );
  const made = await workOrderOfLead(db, leadId);
  const { timeZone } = context.company.facts();
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      received: localeFormat("en").dateTime(lead.createdAt, timeZone),
    },
    request,
    clients,
    made: made ? { id: made.id, number: workOrderNumber(made.number) } : null,
    first: {
      client: guess?.id ?? "",
      clientName: guess ? "" : request.company,
      siteNumber: siteNumberKey(request.site).slice(0, 40),
      siteName: "",
      siteAddress: /^\d+$/.test(siteNumberKey(request.site)) ? "" : request.site,
      timeZone,
      addContact: "on",
    } satisfies Record<(typeof LEAD_ORDER_FIELDS)[number], string>,
  };
}

export interface LeadOrderAnswer {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  workOrder?: { id: string; number: string };
  status: number;
}

/** The form: checked, then made in one transaction; what was typed comes back with any refusal. */
export async function answerLeadOrder(
  context: AppLoadContext,
  viewer: Viewer,
  leadId: string,
  form: FormData,
): Promise<LeadOrderAnswer> {
  const values = readTextFields(form, LEAD_ORDER_FIELDS);
  const refused = (status: number, message: string, errors?: Record<string, string>) => ({
    ok: false,
    message,
    errors,
    values,
    status,
  });
  if (!UUID.test(leadId)) return refused(404, t("adminService.leadOrder.notFound"));
  const checked = checkFields(leadOrderSchema, values);
  if (!checked.ok)
    return refused(400, t("adminService.leadOrder.fix"), translateMessages("en", checked.errors));
  const { data } = checked;
  const outcome = await makeWorkOrderFromLead(
    context.database.db,
    context,
    actorOf(viewer),
    leadId,
    {
      clientId: data.client === "" ? null : data.client,
      clientName: data.clientName,
      site: {
        siteNumber: data.siteNumber,
        name: data.siteName,
        address: data.siteAddress,
        timeZone: data.timeZone,
      },
      addContact: data.addContact,
    },
  );
  if ("made" in outcome) {
    const number = workOrderNumber(outcome.made.number);
    return {
      ok: true,
      message: t("adminService.leadOrder.made", { number }),
      workOrder: { id: outcome.made.id, number },
      status: 200,
    };
  }
  switch (outcome.refused) {
    case "missing":
      return refused(404, t("adminService.leadOrder.notFound"));
    case "not-service":
      return refused(409, t("adminService.leadOrder.notService"));
    case "made-already":
      return refused(409, t("adminService.leadOrder.madeAlready"));
    case "client-missing":
      return refused(400, t("adminService.leadOrder.fix"), {
        client: t("adminService.leadOrder.clientMissing"),
      });
    case "site-incomplete":
      return refused(
        400,
        t("adminService.leadOrder.fix"),
        Object.fromEntries(
          outcome.fields.map((field) => [
            field,
            translateMessages("en", { e: "service.error.required" }).e,
          ]),
        ),
      );
  }
}
