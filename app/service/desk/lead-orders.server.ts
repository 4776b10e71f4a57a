import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { LeadWorkOrder } from "~/context";
import type { Database, Transaction } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import type { Lead } from "~/leads/leads.schema";
import { leads } from "~/leads/leads.schema";
import { winLeadWithNote } from "~/leads/pipeline/pipeline.server";
import { enqueueMails } from "~/mail/outbox.server";
import { workOrderConfirmation } from "../client-view/request-mail.server";
import { type PlaceDeps, placeWorkOrder } from "../client-view/requests.server";
import { createClient, findClient, saveContact, saveSite } from "../clients/clients.server";
import { REQUEST_LEVELS, type RequestLevel, workOrderNumber } from "../service";
import {
  serviceContacts,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrders,
} from "../service.schema";
import type { ServiceRequest } from "../service.validation";
import type { VisitActor } from "../technician/visit.server";
import { createWorkOrder, siteNumberKey } from "./work-orders.server";

/**
 * A service request lead made a work order in one step (docs/service-desk.md#from-a-lead): the
 * client and site chosen or created, the requester made a contact if the office says so, the
 * work order with the request's fields and its due times from when the request came, the lead
 * Won with a note naming the work order; all in one transaction, audited, with the requester's
 * confirmation queued.
 */

/** The request as the lead keeps it (app/service/client-view/requests.server.ts `serviceLead`). */
export function requestOfLead(lead: Lead): ServiceRequest {
  const details = lead.details ?? {};
  const level = details.priority as RequestLevel;
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? "",
    company: details.company ?? "",
    site: details.store_or_site ?? "",
    trade: details.trade_or_category ?? "",
    priority: REQUEST_LEVELS.includes(level) ? level : "routine",
    description: lead.message ?? "",
    location: details.where_on_site ?? "",
    po: details.po_number ?? "",
    meet: details.person_to_meet ?? "",
  };
}

/** What the office chose: an existing client or a new one's name, the site, the contact. */
interface LeadOrderChoice {
  clientId: string | null;
  clientName: string;
  site: { siteNumber: string; name: string; address: string; timeZone: string };
  addContact: boolean;
}

type LeadOrderOutcome =
  | { made: WorkOrderRow }
  | { refused: "missing" | "not-service" | "made-already" | "client-missing" }
  | { refused: "site-incomplete"; fields: ("siteName" | "siteAddress")[] };

/** The work order made from the lead, if one was. */
export async function workOrderOfLead(db: Database | Transaction, leadId: string) {
  const [row] = await db
    .select({ id: workOrders.id, number: workOrders.number })
    .from(workOrders)
    .where(eq(workOrders.leadId, leadId));
  return row ?? null;
}

/**
 * The work order made from a lead, as the lead's page links to it: what the shell's context
 * lends app/leads (`workOrderOfLead`, app/context.ts).
 */
export async function leadWorkOrder(db: Database, leadId: string): Promise<LeadWorkOrder | null> {
  const made = await workOrderOfLead(db, leadId);
  return made && { id: made.id, number: workOrderNumber(made.number) };
}

class Refused extends Error {
  constructor(readonly outcome: Exclude<LeadOrderOutcome, { made: WorkOrderRow }>) {
    super("refused");
  }
}

export async function makeWorkOrderFromLead(
  db: Database,
  deps: PlaceDeps,
  actor: VisitActor,
  leadId: string,
  choice: LeadOrderChoice,
  now = new Date(),
): Promise<LeadOrderOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
      if (!lead) throw new Refused({ refused: "missing" });
      if (lead.kind !== "service") throw new Refused({ refused: "not-service" });
      if (await workOrderOfLead(tx, leadId)) throw new Refused({ refused: "made-already" });
      const request = requestOfLead(lead);
      const clientId =
        choice.clientId ??
        (await createClient(tx, actor, {
          name: choice.clientName,
          poRequired: false,
          defaultNte: null,
        }));
      const client = await findClient(tx, clientId);
      if (!client) throw new Refused({ refused: "client-missing" });
      const site = await siteFor(tx, actor, clientId, choice.site);
      const contact = choice.addContact
        ? await contactFor(tx, actor, clientId, request, lead.language)
        : null;
      const matched = { client, site, contact };
      // The clocks run from when the client asked, not from when the office got to it.
      const order = contact
        ? await placeWorkOrder(tx, deps, {
            matched: { ...matched, contact },
            request,
            now: lead.createdAt,
          })
        : await createWorkOrder(tx, {
            matched,
            request,
            language: lead.language,
            now: lead.createdAt,
          });
      if (!contact) {
        await enqueueMails(tx, [workOrderConfirmation(deps.company.facts(), order, matched)]);
      }
      const number = workOrderNumber(order.number);
      const [made] = await tx
        .update(workOrders)
        .set({ leadId })
        .where(eq(workOrders.id, order.id))
        .returning();
      await tx.insert(workOrderEvents).values({
        workOrderId: order.id,
        kind: "note",
        actorId: actor.id,
        actorName: actor.name,
        at: now,
        details: { text: `Made from the service request lead of ${lead.createdAt.toISOString()}` },
      });
      await winLeadWithNote(tx, actor, leadId, `Work order ${number} made from this request.`, now);
      await recordAudit(tx, actor, "service.work-order.from-lead", order.id, {
        number,
        leadId,
        clientId,
        siteId: site.id,
        contact: contact ? "added" : "none",
      });
      return { made: made! };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** The client's site with that number, or a new one (its name and address then needed). */
async function siteFor(
  tx: Transaction,
  actor: VisitActor,
  clientId: string,
  input: LeadOrderChoice["site"],
) {
  // Matched as the request form matches a store number ("#12" is 12), and stored so.
  const key = siteNumberKey(input.siteNumber);
  const find = async () =>
    (await tx.select().from(serviceSites).where(eq(serviceSites.clientId, clientId))).find(
      (site) => siteNumberKey(site.siteNumber) === key,
    );
  const existing = await find();
  if (existing) return existing;
  const missing = [
    ...(input.name === "" ? (["siteName"] as const) : []),
    ...(input.address === "" ? (["siteAddress"] as const) : []),
  ];
  if (missing.length > 0) throw new Refused({ refused: "site-incomplete", fields: missing });
  await saveSite(tx, actor, clientId, { ...input, siteNumber: key });
  return (await find())!;
}

/** The requester as the client's contact for all its sites: the one with their address, or new. */
async function contactFor(
  tx: Transaction,
  actor: VisitActor,
  clientId: string,
  request: ServiceRequest,
  language: Lang,
) {
  const find = async () =>
    (
      await tx
        .select()
        .from(serviceContacts)
        .where(
          and(
            eq(serviceContacts.clientId, clientId),
            eq(serviceContacts.emailKey, request.email.trim().toLowerCase()),
          ),
        )
    )[0];
  const existing = await find();
  if (existing) return existing;
  await saveContact(tx, actor, clientId, {
    name: request.name,
    email: request.email,
    phone: request.phone,
    language,
    sites: [],
  });
  return (await find())!;
}
