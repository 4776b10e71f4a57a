import type { Database } from "~/db/client.server";
import type { Lang } from "~/i18n/languages";
import { createClient, saveContact, saveSite } from "~/service/clients.server";

const office = { id: null, email: "office@example.com" };

/**
 * A client "Chain" with site 1142 in Pasadena (America/Los_Angeles) and the contact
 * fran@chain.example, who may request for every site: what the service desk's tests start from.
 */
export async function chainWithStore(db: Database, language: Lang = "en"): Promise<string> {
  const clientId = await createClient(db, office, {
    name: "Chain",
    poRequired: false,
    defaultNte: null,
  });
  await saveSite(db, office, clientId, {
    siteNumber: "1142",
    name: "Pasadena",
    address: "1 Main St, Pasadena, CA",
    timeZone: "America/Los_Angeles",
  });
  await saveContact(db, office, clientId, {
    name: "Fran",
    email: "fran@chain.example",
    phone: "",
    language,
    sites: [],
  });
  return clientId;
}
