import type { Database } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import { createClient, saveContact, saveSite } from "~/service/clients/clients.server";
import { createWorkOrder, matchRequester } from "~/service/desk/work-orders.server";
import type {
  ClientInput,
  ContactInput,
  ServiceRequest,
  SiteInput,
} from "~/service/service.validation";

const office = { id: null, email: "office@example.com" };

/** A client with its sites and contacts, as the office enters them at /admin/clients. */
export async function serviceClient(
  db: Database,
  client: Partial<ClientInput> & { name: string },
  sites: SiteInput[],
  contacts: (Partial<ContactInput> & { name: string; email: string })[],
): Promise<string> {
  const clientId = await createClient(db, office, {
    poRequired: false,
    defaultNte: null,
    ...client,
  });
  for (const site of sites) await saveSite(db, office, clientId, site);
  for (const contact of contacts) {
    await saveContact(db, office, clientId, { phone: "", language: "en", sites: [], ...contact });
  }
  return clientId;
}

/**
 * A client "Chain" with site 1142 in Pasadena (America/Los_Angeles) and the contact
 * fran@chain.example, who may request for every site: what the service desk's tests start from.
 */
export function chainWithStore(db: Database, language: Lang = "en"): Promise<string> {
  return serviceClient(
    db,
    { name: "Chain" },
    [
      {
        siteNumber: "1142",
        name: "Pasadena",
        address: "1 Main St, Pasadena, CA",
        timeZone: "America/Los_Angeles",
      },
    ],
    [{ name: "Fran", email: "fran@chain.example", language }],
  );
}

/** Fran's request for store 1142, with the test's changes. */
export const serviceRequest = (changes: Partial<ServiceRequest> = {}): ServiceRequest => ({
  name: "Fran",
  email: "fran@chain.example",
  phone: "(626) 555-0100",
  company: "Chain",
  site: "1142",
  trade: "Electrical",
  priority: "urgent",
  description: "Lanes 3 and 4 down",
  location: "Front registers",
  po: "PO-7",
  meet: "",
  ...changes,
});

/** The work order of that request, created as the service page creates it (matched first). */
export async function placedWorkOrder(
  db: Database,
  changes: Partial<ServiceRequest> = {},
  { language = "en" as Lang, now = new Date("2026-06-01T16:00:00Z") } = {},
) {
  const request = serviceRequest(changes);
  const matched = await matchRequester(db, request.email, request.site);
  if (!matched) throw new Error(`${request.email} may not request for site ${request.site}`);
  return createWorkOrder(db, { matched, request, language, now });
}
