/**
 * The service desk's bench data (npm run bench -- --only=desk): 10 clients of 20 sites each, a
 * contact per client who may request for every site, five technicians, and 20,000 work orders
 * made by the database itself, spread over the clients, sites, statuses, priorities and
 * technicians as a desk two years old would have them.
 */
import { sql } from "drizzle-orm";
import { userPermissions, users } from "~/auth/auth.schema";
import type { DatabaseHandle } from "~/db/client.server";
import { createClient, saveContact, saveSite } from "~/service/clients/clients.server";
import { type ContactLinkDeps, contactLinkFor } from "~/service/clients/contact-links.server";
import { serviceContacts, workOrders } from "~/service/service.schema";

export const DESK_CLIENTS = 10;
export const DESK_SITES_PER_CLIENT = 20;
export const DESK_WORK_ORDERS = 20_000;
const DESK_TECHNICIANS = 5;
/** The store number the bench's /service requests name (every client has it). */
export const DESK_STORE = "1000";
export const DESK_CONTACT_EMAIL = "contact0@desk-bench.example";

const office = { id: null, email: "bench@example.com" };
const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];

/**
 * Work order k, newest first, one every 53 minutes (two years): the newest 3,000 are still
 * worked (Open, Dispatched, On site, On hold in turn; their due times near now, so that some are
 * overdue), the others mostly Closed, some Invoiced, Completed or Cancelled. Priorities P1:P2:P3
 * as 1:3:6; the technicians in turn on all but the Open ones.
 */
const FILL_WORK_ORDERS = sql`
  insert into ${workOrders} (client_id, site_id, contact_id, requester_name, requester_email,
    po_number, po_missing, nte_cents, priority, respond_by, on_site_by, complete_by, trade,
    description, status, technician_id, scheduled_for, responded_at, completed_at, emergency,
    created_at)
  select site.client_id, site.id, contact.id, contact.name, contact.email,
    case when k % 7 = 0 then '' else 'PO-' || k end, k % 7 = 0, 50000,
    (array['P1 Emergency','P2 Urgent','P2 Urgent','P2 Urgent','P3 Routine','P3 Routine',
      'P3 Routine','P3 Routine','P3 Routine','P3 Routine'])[k % 10 + 1],
    wo.created_at + interval '2 hours', wo.created_at + interval '1 day', wo.created_at + interval '3 days',
    (array['Electrical','Plumbing','HVAC','Doors'])[k % 4 + 1],
    'Bench work order ' || k || ': lights out over aisle ' || (k % 30),
    status,
    case when status <> 'open' then 'bench-tech-' || (k % ${sql.raw(String(DESK_TECHNICIANS))}) end,
    case when status <> 'open' then wo.created_at + interval '4 hours' end,
    case when status <> 'open' then wo.created_at + interval '20 minutes' end,
    case when status in ('completed','invoiced','closed') then wo.created_at + interval '1 day' end,
    k % 10 = 0, wo.created_at
  from (
    select k,
      case
        when k < 3000 then (array['open','dispatched','on-site','on-hold'])[k % 4 + 1]
        when k % 20 = 0 then 'cancelled'
        when k % 20 < 3 then 'completed'
        when k % 20 < 6 then 'invoiced'
        else 'closed'
      end as status,
      now() - (k::bigint * 53) * interval '1 minute' as created_at
    from generate_series(0, ${sql.raw(String(DESK_WORK_ORDERS - 1))}) as k
  ) wo
  join (
    select id, client_id,
      row_number() over (order by client_id, site_number) - 1 as n
    from service_sites
  ) site on site.n = wo.k % ${sql.raw(String(DESK_CLIENTS * DESK_SITES_PER_CLIENT))}
  join ${serviceContacts} contact on contact.client_id = site.client_id`;

export interface DeskData {
  clientIds: string[];
  /** The first client's contact's personal link token. */
  token: string;
}

export async function fillDesk(database: DatabaseHandle, deps: ContactLinkDeps): Promise<DeskData> {
  const db = database.db;
  const technicians = Array.from({ length: DESK_TECHNICIANS }, (_, i) => ({
    id: `bench-tech-${i}`,
    name: `Field Tech ${i}`,
    email: `tech${i}@desk-bench.example`,
  }));
  await db.insert(users).values(technicians);
  await db
    .insert(userPermissions)
    .values(technicians.map((row) => ({ userId: row.id, permission: "field" as const })));
  const clientIds: string[] = [];
  for (let c = 0; c < DESK_CLIENTS; c++) {
    const clientId = await createClient(db, office, {
      name: `Desk Client ${c}`,
      poRequired: c % 2 === 0,
      defaultNte: 50000,
    });
    clientIds.push(clientId);
    for (let s = 0; s < DESK_SITES_PER_CLIENT; s++) {
      await saveSite(db, office, clientId, {
        siteNumber: String(1000 + s),
        name: `Store ${1000 + s}`,
        address: `${100 + s} Main St, Springfield`,
        timeZone: ZONES[(c + s) % ZONES.length]!,
      });
    }
    await saveContact(db, office, clientId, {
      name: `Contact ${c}`,
      email: `contact${c}@desk-bench.example`,
      phone: "(555) 010-0150",
      language: "en",
      sites: [],
    });
  }
  await db.execute(FILL_WORK_ORDERS).catch((error: Error) => {
    throw error.cause ?? error;
  });
  await db.execute(sql`vacuum (analyze) ${workOrders}`);
  const [contact] = await db
    .select()
    .from(serviceContacts)
    .where(sql`${serviceContacts.email} = ${DESK_CONTACT_EMAIL}`);
  const link = await contactLinkFor(db, deps, contact!);
  const token = new URL(link!.url).searchParams.get("token")!;
  return { clientIds, token };
}
