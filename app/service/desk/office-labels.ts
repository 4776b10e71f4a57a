import type { MessageKey } from "~/i18n/translator";
import type { WorkOrderStatus } from "../service";

/** The office's names of the service desk's values: keys of `adminService` (docs/decisions/0096). */
export const WORK_ORDER_STATUS_KEYS: Record<WorkOrderStatus, MessageKey> = {
  open: "adminService.status.open",
  dispatched: "adminService.status.dispatched",
  "on-site": "adminService.status.on-site",
  "on-hold": "adminService.status.on-hold",
  completed: "adminService.status.completed",
  invoiced: "adminService.status.invoiced",
  closed: "adminService.status.closed",
  cancelled: "adminService.status.cancelled",
};

export const LINK_STATE_KEYS: Record<string, MessageKey> = {
  none: "adminService.client.contacts.linkState.none",
  active: "adminService.client.contacts.linkState.active",
  expired: "adminService.client.contacts.linkState.expired",
  revoked: "adminService.client.contacts.linkState.revoked",
};

export const CONTACT_LANGUAGE_KEYS: Record<string, MessageKey> = {
  en: "adminService.client.languages.en",
  es: "adminService.client.languages.es",
};

export const CLOCK_KEYS: Record<string, MessageKey> = {
  respond: "adminService.desk.order.clocks.respond",
  "on-site": "adminService.desk.order.clocks.on-site",
  complete: "adminService.desk.order.clocks.complete",
};

export const CHANNEL_FIELD_KEYS: Record<string, MessageKey> = {
  nte: "adminService.desk.order.channelFields.nte",
  priority: "adminService.desk.order.channelFields.priority",
  scheduled: "adminService.desk.order.channelFields.scheduled",
  expires: "adminService.desk.order.channelFields.expires",
};

/** The names of a work order's due times, by the field that holds each. */
export const DUE_KEYS: Record<"respondBy" | "onSiteBy" | "completeBy", MessageKey> = {
  respondBy: "adminService.desk.order.respondBy",
  onSiteBy: "adminService.desk.order.onSiteBy",
  completeBy: "adminService.desk.order.completeBy",
};
