import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "~/auth/auth.schema";
import { storedFiles } from "~/files/files.schema";
import { LANGUAGES } from "~/i18n/languages";
import { leads } from "~/leads/leads.schema";
import {
  CLOCK_ALERT_KINDS,
  type Priority,
  WORK_ORDER_CLOCKS,
  WORK_ORDER_EVENT_KINDS,
  WORK_ORDER_STATUSES,
  type WorkOrderClock,
} from "./service";

/**
 * The service desk (docs/service-desk.md): commercial clients, their sites, contacts and terms,
 * and the work orders their requests become, each with its timeline.
 */

/** A client company and its terms (PO rule, default not-to-exceed, priorities). */
export const serviceClients = pgTable("service_clients", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  poRequired: boolean("po_required").notNull().default(false),
  /** The not-to-exceed a work order gets unless one is given; null: none. */
  defaultNteCents: integer("default_nte_cents"),
  priorities: jsonb("priorities").$type<Priority[]>().notNull(),
  /** The client's subscriber number in ServiceChannel, when its work orders come from there. */
  servicechannelSubscriberId: bigint("servicechannel_subscriber_id", { mode: "number" }).unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A store or site of a client; its number is the client's own and unique within the client. */
export const serviceSites = pgTable(
  "service_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => serviceClients.id, { onDelete: "cascade" }),
    siteNumber: text("site_number").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    /** IANA zone: due times are computed and shown in it. */
    timeZone: text("time_zone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("service_sites_client_number_key").on(table.clientId, table.siteNumber)],
);

/** A person of a client who may request service, for all the client's sites or a list of them. */
export const serviceContacts = pgTable(
  "service_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => serviceClients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    allSites: boolean("all_sites").notNull().default(true),
    /** How a request's address is matched: lower case, trimmed. */
    emailKey: text("email_key").notNull().generatedAlwaysAs(sql`lower(btrim(email))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("service_contacts_client_email_key").on(table.clientId, table.emailKey),
    index("service_contacts_email_key_idx").on(table.emailKey),
    check("service_contacts_language_known", sql`${table.language} in ('en', 'es')`),
  ],
);

/** The sites a contact without `allSites` may request for. */
export const serviceContactSites = pgTable(
  "service_contact_sites",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => serviceContacts.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => serviceSites.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.contactId, table.siteId] })],
);

/** Gives each work order its readable number (WO-000123), never reused. */
export const workOrderNumbers = pgSequence("work_order_number_seq", { startWith: 1 });

/**
 * A call for service at one site. The priority's due times are computed once, when it is
 * created, in the site's time zone; the requester's details are kept as they were sent.
 */
export const workOrders = pgTable(
  "work_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: bigint("number", { mode: "number" })
      .notNull()
      .unique()
      .default(sql`nextval('work_order_number_seq')`),
    clientId: uuid("client_id")
      .notNull()
      .references(() => serviceClients.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => serviceSites.id),
    contactId: uuid("contact_id").references(() => serviceContacts.id, { onDelete: "set null" }),
    /** The service request lead it was made from (one work order a lead), when it was. */
    leadId: uuid("lead_id")
      .unique()
      .references(() => leads.id, { onDelete: "set null" }),
    requesterName: text("requester_name").notNull(),
    requesterEmail: text("requester_email").notNull(),
    requesterPhone: text("requester_phone").notNull().default(""),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    poNumber: text("po_number").notNull().default(""),
    /** The client requires a PO and none came: the office asks for one before invoicing. */
    poMissing: boolean("po_missing").notNull().default(false),
    nteCents: integer("nte_cents"),
    priority: text("priority").notNull(),
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    onSiteBy: timestamp("on_site_by", { withTimezone: true }).notNull(),
    completeBy: timestamp("complete_by", { withTimezone: true }).notNull(),
    trade: text("trade").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull().default(""),
    meetPerson: text("meet_person").notNull().default(""),
    status: text("status", { enum: WORK_ORDER_STATUSES }).notNull().default("open"),
    /** The technician (an account with the `field` permission) the office dispatched. */
    technicianId: text("technician_id").references(() => users.id, { onDelete: "set null" }),
    /** When the technician is expected on site, as the office scheduled it. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    /** What the technician did and used, written at check-out. */
    workDone: text("work_done").notNull().default(""),
    partsUsed: text("parts_used").notNull().default(""),
    /** The customer's sign-off at check-out: name and title typed, a drawn signature if any. */
    signoffName: text("signoff_name").notNull().default(""),
    signoffTitle: text("signoff_title").notNull().default(""),
    signatureFileId: uuid("signature_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    /** Of the client's first priority: alerts the on-call address at once (docs/service-desk.md#clocks). */
    emergency: boolean("emergency").notNull().default(false),
    /** The office's Acknowledge: who and when. */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    /** The response that stops the respond clock: the acknowledgement or the first status change. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** When it first became Completed: with `checked_out_at`, what stops the complete clock. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the unacknowledged emergency went to the escalation address (once). */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    /** ServiceChannel's id, number and last change of a work order that came from there. */
    servicechannelId: bigint("servicechannel_id", { mode: "number" }).unique(),
    servicechannelNumber: text("servicechannel_number"),
    servicechannelUpdatedAt: timestamp("servicechannel_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("work_orders_client_created_idx").on(table.clientId, table.createdAt),
    index("work_orders_status_respond_idx").on(table.status, table.respondBy),
    index("work_orders_technician_idx").on(table.technicianId, table.status),
    // The priority filter's names in use, read one probe a name (docs/decisions/0095).
    index("work_orders_priority_idx").on(table.priority),
    // The store-number filter's count: a site's work orders, not a scan of all (decision 0095).
    index("work_orders_site_idx").on(table.siteId),
    // The desk's order (docs/performance.md#the-service-desk): its first page read from the
    // index instead of sorting every work order.
    index("work_orders_next_clock_idx").on(
      runningClockDue(table),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    // The same order within one status: the board's columns and the list's status filter read
    // their page from it (docs/decisions/0095).
    index("work_orders_status_clock_idx").on(
      table.status,
      runningClockDue(table),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
  ],
);

/**
 * Work orders per client and status, kept by the database's triggers (migration 0042, like the
 * applicants' tallies): the desk counts its client and status filters here instead of counting
 * the work orders, 3 to 4 ms of the list's page over 20,000 (docs/decisions/0120). Rows at 0 stay.
 */
export const workOrderTallies = pgTable(
  "work_order_tallies",
  {
    clientId: uuid("client_id").notNull(),
    status: text("status", { enum: WORK_ORDER_STATUSES }).notNull(),
    workOrders: integer("work_orders").notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.status] })],
);

type ClockColumns = Record<
  | "status"
  | "respondedAt"
  | "respondBy"
  | "checkedInAt"
  | "onSiteBy"
  | "completedAt"
  | "checkedOutAt"
  | "completeBy",
  AnyPgColumn
>;

/**
 * When the clock a work order runs on now is due, as `runningClock` (./clocks.ts) reads it: to
 * respond until the response, to be on site until the check-in, to complete until Completed;
 * null once done. One expression for the desk's order and the index that serves it.
 */
export function runningClockDue(table: ClockColumns): SQL<Date | null> {
  return sql<Date | null>`(case
  when ${table.status} in ('completed', 'invoiced', 'closed', 'cancelled') then null
  when ${table.respondedAt} is null then ${table.respondBy}
  when ${table.checkedInAt} is null then ${table.onSiteBy}
  when ${table.completedAt} is null and ${table.checkedOutAt} is null then ${table.completeBy}
  else null end)`;
}

/**
 * Which clock a work order runs on now (`runningClock`'s `clock`), in the same cases as
 * `runningClockDue`: the desk's list and board read it with its due time instead of the seven
 * times it is worked out from (docs/decisions/0122).
 */
export function runningClockName(table: ClockColumns): SQL<WorkOrderClock | null> {
  return sql<WorkOrderClock | null>`(case
  when ${table.status} in ('completed', 'invoiced', 'closed', 'cancelled') then null
  when ${table.respondedAt} is null then 'respond'
  when ${table.checkedInAt} is null then 'on-site'
  when ${table.completedAt} is null and ${table.checkedOutAt} is null then 'complete'
  else null end)`;
}

/** A work order's timeline: who did what, when; the actor is null for what the site did. */
export const workOrderEvents = pgTable(
  "work_order_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: uuid("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: WORK_ORDER_EVENT_KINDS }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who, as they were named when it happened (a contact, a person, "the site"). */
    actorName: text("actor_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [index("work_order_events_order_at_idx").on(table.workOrderId, table.at, table.id)],
);

/** Who added a work order's photo: the requester with the request, a technician, the office. */
export const WORK_ORDER_PHOTO_SOURCES = ["request", "technician", "office"] as const;

/** A work order's photo, re-encoded (metadata stripped) and kept in `stored_files`. */
export const workOrderPhotos = pgTable(
  "work_order_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workOrderId: uuid("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    source: text("source", { enum: WORK_ORDER_PHOTO_SOURCES }).notNull(),
    caption: text("caption").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("work_order_photos_order_idx").on(table.workOrderId, table.createdAt)],
);

/**
 * The clocks' alerts (docs/service-desk.md#clocks): a work order's clock at 75 % of its window
 * (`warning`) or past its due time (`breach`), each recorded, and sent, once.
 */
export const workOrderClockAlerts = pgTable(
  "work_order_clock_alerts",
  {
    workOrderId: uuid("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    clock: text("clock", { enum: WORK_ORDER_CLOCKS }).notNull(),
    kind: text("kind", { enum: CLOCK_ALERT_KINDS }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workOrderId, table.clock, table.kind] })],
);

/**
 * A contact's personal link to their work orders (docs/service-desk.md#the-clients-view): one per
 * contact, kept as its seed and its token's SHA-256 (never the token), sent again unchanged while
 * it works, revocable by the office (docs/decisions/0073, 0086).
 */
export const serviceContactLinks = pgTable("service_contact_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  contactId: uuid("contact_id")
    .notNull()
    .unique()
    .references(() => serviceContacts.id, { onDelete: "cascade" }),
  /** Null once revoked: no token opens it. */
  tokenHash: text("token_hash").unique(),
  tokenSeed: text("token_seed").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

const NTE_RAISE_STATES = ["pending", "approved", "declined"] as const;

/** The office asks the client to raise a work order's not-to-exceed; a contact answers once. */
export const workOrderNteRaises = pgTable(
  "work_order_nte_raises",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workOrderId: uuid("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    state: text("state", { enum: NTE_RAISE_STATES }).notNull().default("pending"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    answeredBy: text("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [index("work_order_nte_raises_order_idx").on(table.workOrderId, table.requestedAt)],
);

/** A completed work order's invoice, one per work order; paid when the office marks it so. */
export const workOrderInvoices = pgTable("work_order_invoices", {
  workOrderId: uuid("work_order_id")
    .primaryKey()
    .references(() => workOrders.id, { onDelete: "cascade" }),
  number: text("number").notNull(),
  /** The invoice's own date (a calendar day, as printed on it). */
  issuedOn: date("issued_on", { mode: "string" }).notNull(),
  amountCents: integer("amount_cents").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

export type ServiceClientRow = typeof serviceClients.$inferSelect;
export type ServiceSiteRow = typeof serviceSites.$inferSelect;
export type ServiceContactRow = typeof serviceContacts.$inferSelect;
export type WorkOrderRow = typeof workOrders.$inferSelect;
export type ServiceContactLinkRow = typeof serviceContactLinks.$inferSelect;
