import { valueKeys } from "~/i18n/translator";
import { WORK_ORDER_STATUSES } from "../service";

/** The office's names of the service desk's values: keys of `adminService` (docs/decisions/0096). */
export const WORK_ORDER_STATUS_KEYS = valueKeys("adminService.status", WORK_ORDER_STATUSES);

export const LINK_STATE_KEYS = valueKeys("adminClients.contacts.linkState", [
  "none",
  "active",
  "expired",
  "revoked",
]);

export const CONTACT_LANGUAGE_KEYS = valueKeys("adminClients.languages", ["en", "es"]);

export const CLOCK_KEYS = valueKeys("adminService.desk.order.clocks", [
  "respond",
  "on-site",
  "complete",
]);

export const CHANNEL_FIELD_KEYS = valueKeys("adminService.desk.order.channelFields", [
  "nte",
  "priority",
  "scheduled",
  "expires",
]);

/** The names of a work order's due times, by the field that holds each. */
export const DUE_KEYS = valueKeys("adminService.desk.order", [
  "respondBy",
  "onSiteBy",
  "completeBy",
]);
