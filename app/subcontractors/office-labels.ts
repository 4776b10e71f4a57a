import { valueKeys } from "~/i18n/translator";

/** The office's names of the subcontractors' values: keys of `adminSubcontractors` (docs/decisions/0096). */
export const STATUS_KEYS = valueKeys("adminSubcontractors.statuses", [
  "compliant",
  "pending",
  "missing",
  "expiring",
  "expired",
  "nonresponsive",
]);

export const STATE_KEYS = valueKeys("adminSubcontractors.states", [
  "missing",
  "pending",
  "rejected",
  "approved",
  "expiring",
  "expired",
  "waived",
]);

export const KIND_KEYS = valueKeys("adminSubcontractors.kinds", [
  "coi",
  "w9",
  "license",
  "dir",
  "agreement",
  "other",
]);

export const HEADING_KEYS = valueKeys("adminSubcontractors.headings", [
  "coi",
  "labor",
  "bond",
  "billing",
]);

export const LIMIT_KEYS = valueKeys("adminSubcontractors.item.limits", [
  "glOccurrence",
  "glAggregate",
  "auto",
  "umbrella",
  "workersComp",
]);

export const EVENT_KEYS = valueKeys("adminSubcontractors.events", [
  "invited",
  "link.sent",
  "link.broker",
  "link.renewed",
  "link.revoked",
  "uploaded",
  "approved",
  "rejected",
  "waived",
  "reminded",
  "expiry.reminded",
  "removed",
]);

export const ROLE_KEYS = valueKeys("adminSubcontractors.detail.roles", ["contact", "broker"]);

export const LINK_STATE_KEYS = valueKeys("adminSubcontractors.detail.linkStates", [
  "active",
  "expired",
  "revoked",
]);

export const LANGUAGE_KEYS = valueKeys("adminSubcontractors.languages", ["en", "es"]);
