import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import {
  DEFAULT_PRIORITIES,
  dueTimes,
  type Priority,
  REQUEST_LEVELS,
  type RequestLevel,
  workOrderNumber,
} from "../service";
import {
  type ServiceClientRow,
  type ServiceContactRow,
  type ServiceSiteRow,
  serviceClients,
  serviceContactSites,
  serviceContacts,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrders,
} from "../service.schema";
import type { ServiceRequest } from "../service.validation";

/**
 * The client's priority a request's level names: the first, second or third of the client's
 * list (the most urgent first), or its last when the client has fewer.
 */
function priorityForLevel(priorities: readonly Priority[], level: RequestLevel): Priority {
  const list = priorities.length > 0 ? priorities : DEFAULT_PRIORITIES;
  return list[Math.min(REQUEST_LEVELS.indexOf(level), list.length - 1)]!;
}

/**
 * A store number as a requester may type it: "1142", "#1142", "Store 1142", "store no. 1142".
 * Compared in lower case.
 */
export function siteNumberKey(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/^(store|site|location|tienda|sucursal)\s*/, "")
    .replace(/^(no\.?|number|n[uú]mero|#)\s*/, "")
    .trim();
}

export interface MatchedRequester {
  client: ServiceClientRow;
  site: ServiceSiteRow;
  contact: ServiceContactRow;
}

/**
 * The client contact a request comes from, when its address is a contact's and the store number
 * is one of the sites that contact may request for; otherwise null (the request is a lead).
 */
export async function matchRequester(
  db: DbOrTx,
  email: string,
  siteTyped: string,
): Promise<MatchedRequester | null> {
  const key = siteNumberKey(siteTyped);
  if (key === "") return null;
  const rows = await db
    .select({ contact: serviceContacts, site: serviceSites, client: serviceClients })
    .from(serviceContacts)
    .innerJoin(serviceSites, eq(serviceSites.clientId, serviceContacts.clientId))
    .innerJoin(serviceClients, eq(serviceClients.id, serviceContacts.clientId))
    .where(eq(serviceContacts.emailKey, email.trim().toLowerCase()));
  const candidates = rows.filter((row) => siteNumberKey(row.site.siteNumber) === key);
  const restricted = candidates.filter((row) => !row.contact.allSites);
  const allowed =
    restricted.length === 0
      ? []
      : await db
          .select({ contactId: serviceContactSites.contactId, siteId: serviceContactSites.siteId })
          .from(serviceContactSites)
          .where(
            and(
              inArray(
                serviceContactSites.contactId,
                restricted.map((row) => row.contact.id),
              ),
              inArray(
                serviceContactSites.siteId,
                restricted.map((row) => row.site.id),
              ),
            ),
          );
  const match = candidates.find(
    (row) =>
      row.contact.allSites ||
      allowed.some((link) => link.contactId === row.contact.id && link.siteId === row.site.id),
  );
  return match ?? null;
}

interface NewWorkOrder {
  /** No contact for a request the office made a work order of without adding one. */
  matched: Omit<MatchedRequester, "contact"> & { contact: MatchedRequester["contact"] | null };
  request: ServiceRequest;
  language: Lang;
  now: Date;
}

/**
 * A work order from a matched request, with its "created" timeline entry: the client's priority
 * for the level and its due times in the site's zone, the client's default NTE, and "PO missing"
 * when the client requires a PO and none came (it is still a work order: an emergency is not
 * held back for paperwork).
 */
export async function createWorkOrder(
  tx: DbOrTx,
  { matched, request, language, now }: NewWorkOrder,
): Promise<WorkOrderRow> {
  const { client, site, contact } = matched;
  const priority = priorityForLevel(client.priorities, request.priority);
  const firstPriority = client.priorities[0] ?? DEFAULT_PRIORITIES[0]!;
  const due = dueTimes(now, priority, site.timeZone);
  const [order] = await tx
    .insert(workOrders)
    .values({
      clientId: client.id,
      siteId: site.id,
      contactId: contact?.id ?? null,
      requesterName: request.name,
      requesterEmail: request.email,
      requesterPhone: request.phone,
      language,
      poNumber: request.po,
      poMissing: client.poRequired && request.po === "",
      nteCents: client.defaultNteCents,
      priority: priority.name,
      // The client's first priority is an emergency: the on-call address is alerted at once.
      emergency: priority.name === firstPriority.name,
      ...due,
      trade: request.trade,
      description: request.description,
      location: request.location,
      meetPerson: request.meet,
      createdAt: now,
    })
    .returning();
  await tx.insert(workOrderEvents).values({
    workOrderId: order!.id,
    kind: "created",
    actorName: contact?.name ?? request.name,
    at: now,
    details: { number: workOrderNumber(order!.number), priority: priority.name },
  });
  return order!;
}
