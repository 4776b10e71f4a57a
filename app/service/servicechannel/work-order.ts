import { z } from "zod";
import type { WorkOrderStatus } from "~/service/service";
import { instantOf } from "~/site/wall-clock";

/**
 * ServiceChannel's work order as its API and its events carry it (docs/service-desk.md#servicechannel):
 * the fields the desk reads, each bounded (a longer text is cut, not refused: an emergency is not
 * held back by a long description), every other field kept in the stored object.
 */

/** The bounds of the texts a work order from ServiceChannel brings to the desk. */
const SC_TEXT_LIMITS = { short: 200, description: 4000, note: 4000 } as const;

const clipped = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim().slice(0, max));

const status = z.object({ Primary: clipped(60), Extended: clipped(60) });

/** A date as ServiceChannel writes it: without a zone (the location's clock), or with an offset. */
const scDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/)
  .nullish()
  .catch(undefined);

const scNoteSchema = z.object({
  Id: z.number().int().nullish(),
  NoteData: clipped(SC_TEXT_LIMITS.note),
  DateCreated: scDate,
  CreatedBy: clipped(SC_TEXT_LIMITS.short),
});

export const scWorkOrderSchema = z.looseObject({
  Id: z.number().int().positive(),
  Number: clipped(SC_TEXT_LIMITS.short),
  PurchaseNumber: clipped(SC_TEXT_LIMITS.short),
  SubscriberId: z.number().int().positive(),
  ProviderId: z.number().int().nullish(),
  LocationId: z.number().int().nullish(),
  LocationName: clipped(SC_TEXT_LIMITS.short),
  LocationStoreId: clipped(SC_TEXT_LIMITS.short),
  Status: status.nullish().transform((value) => value ?? { Primary: "", Extended: "" }),
  Caller: clipped(SC_TEXT_LIMITS.short),
  CallDate: scDate,
  CallDate_DTO: scDate,
  Priority: clipped(SC_TEXT_LIMITS.short),
  Trade: clipped(SC_TEXT_LIMITS.short),
  Category: clipped(SC_TEXT_LIMITS.short),
  ScheduledDate: scDate,
  ScheduledDate_DTO: scDate,
  ExpirationDate: scDate,
  ExpirationDate_DTO: scDate,
  Description: clipped(SC_TEXT_LIMITS.description),
  Nte: z.number().nonnegative().nullish(),
  CurrencyAlphabeticalCode: clipped(3),
  UpdatedDate: scDate,
  UpdatedDate_DTO: scDate,
  Notes: z.array(scNoteSchema).nullish().catch(undefined),
});
export type ScWorkOrder = z.infer<typeof scWorkOrderSchema>;

/** The instant a ServiceChannel date names: its offset if it has one, else the clock of `timeZone`. */
export function scInstant(text: string | null | undefined, timeZone: string): Date | null {
  if (!text) return null;
  if (/(Z|[+-]\d{2}:\d{2})$/.test(text)) return new Date(text);
  const [date = "", time = ""] = text.split("T");
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  return instantOf(
    {
      year,
      month,
      day,
      hour,
      minute,
      second: Math.floor(second),
      millisecond: 0,
    },
    timeZone,
  );
}

/** A date's `_DTO` twin (with its offset) when there is one, else the date as written. */
function withOffset(
  order: ScWorkOrder,
  field: "UpdatedDate" | "ScheduledDate" | "ExpirationDate" | "CallDate",
) {
  return order[`${field}_DTO`] ?? order[field];
}

/** When ServiceChannel last changed the work order: what orders its events (decision 0089). */
export function scUpdatedAt(order: ScWorkOrder, timeZone: string): Date | null {
  return scInstant(withOffset(order, "UpdatedDate") ?? withOffset(order, "CallDate"), timeZone);
}

export const scScheduledAt = (order: ScWorkOrder, timeZone: string) =>
  scInstant(withOffset(order, "ScheduledDate"), timeZone);
export const scExpiresAt = (order: ScWorkOrder, timeZone: string) =>
  scInstant(withOffset(order, "ExpirationDate"), timeZone);

/** The NTE in cents, or null when ServiceChannel gave none. */
export function nteCents(order: ScWorkOrder): number | null {
  return order.Nte === null || order.Nte === undefined ? null : Math.round(order.Nte * 100);
}

export interface ScStatus {
  Primary: string;
  Extended: string;
}

/**
 * ServiceChannel's statuses and the desk's eight, in one table (docs/service-desk.md#statuses):
 * each row maps a Primary (and, under IN PROGRESS, an Extended) status to the desk's; the first
 * row of a desk status is what the desk sends for it. A status the provider may not set (OPEN,
 * INVOICED, CLOSED, CANCELLED) has no row to send.
 */
export const STATUS_TABLE: ReadonlyArray<{
  primary: string;
  extended?: string;
  desk: WorkOrderStatus;
  sendable: boolean;
}> = [
  { primary: "OPEN", desk: "open", sendable: false },
  { primary: "IN PROGRESS", extended: "DISPATCH CONFIRMED", desk: "dispatched", sendable: true },
  { primary: "IN PROGRESS", extended: "ON SITE", desk: "on-site", sendable: true },
  { primary: "IN PROGRESS", extended: "INCOMPLETE", desk: "on-hold", sendable: true },
  { primary: "IN PROGRESS", extended: "PARTS ON ORDER", desk: "on-hold", sendable: false },
  { primary: "IN PROGRESS", extended: "WAITING FOR QUOTE", desk: "on-hold", sendable: false },
  { primary: "IN PROGRESS", extended: "WAITING FOR APPROVAL", desk: "on-hold", sendable: false },
  { primary: "IN PROGRESS", extended: "PROPOSAL APPROVED", desk: "dispatched", sendable: false },
  { primary: "IN PROGRESS", desk: "dispatched", sendable: false },
  { primary: "COMPLETED", extended: "PENDING CONFIRMATION", desk: "completed", sendable: true },
  { primary: "COMPLETED", desk: "completed", sendable: false },
  { primary: "INVOICED", desk: "invoiced", sendable: false },
  { primary: "CLOSED", desk: "closed", sendable: false },
  { primary: "PAID", desk: "closed", sendable: false },
  { primary: "CANCELLED", desk: "cancelled", sendable: false },
  { primary: "VOIDED", desk: "cancelled", sendable: false },
  { primary: "DECLINED", desk: "cancelled", sendable: false },
];

const upper = (text: string) => text.trim().toUpperCase();

/** The desk's status for a ServiceChannel status; null for one the table does not know. */
export function deskStatusOf(status: ScStatus): WorkOrderStatus | null {
  const primary = upper(status.Primary);
  const extended = upper(status.Extended);
  const row =
    STATUS_TABLE.find((entry) => entry.primary === primary && entry.extended === extended) ??
    STATUS_TABLE.find((entry) => entry.primary === primary && entry.extended === undefined);
  return row?.desk ?? null;
}

/** What the desk sends ServiceChannel for its status; null for one the provider may not set. */
export function scStatusOf(desk: WorkOrderStatus): ScStatus | null {
  const row = STATUS_TABLE.find((entry) => entry.desk === desk && entry.sendable);
  return row ? { Primary: row.primary, Extended: row.extended ?? "" } : null;
}
