import type { MessageKey } from "~/i18n/translator";

/** The office's names of the subcontractors' values: keys of `adminSubcontractors` (docs/decisions/0096). */
export const STATUS_KEYS: Record<string, MessageKey> = {
  compliant: "adminSubcontractors.statuses.compliant",
  pending: "adminSubcontractors.statuses.pending",
  missing: "adminSubcontractors.statuses.missing",
  expiring: "adminSubcontractors.statuses.expiring",
  expired: "adminSubcontractors.statuses.expired",
  nonresponsive: "adminSubcontractors.statuses.nonresponsive",
};

export const STATE_KEYS: Record<string, MessageKey> = {
  missing: "adminSubcontractors.states.missing",
  pending: "adminSubcontractors.states.pending",
  rejected: "adminSubcontractors.states.rejected",
  approved: "adminSubcontractors.states.approved",
  expiring: "adminSubcontractors.states.expiring",
  expired: "adminSubcontractors.states.expired",
  waived: "adminSubcontractors.states.waived",
};

export const KIND_KEYS: Record<string, MessageKey> = {
  coi: "adminSubcontractors.kinds.coi",
  w9: "adminSubcontractors.kinds.w9",
  license: "adminSubcontractors.kinds.license",
  dir: "adminSubcontractors.kinds.dir",
  agreement: "adminSubcontractors.kinds.agreement",
  other: "adminSubcontractors.kinds.other",
};

export const HEADING_KEYS: Record<string, MessageKey> = {
  coi: "adminSubcontractors.headings.coi",
  labor: "adminSubcontractors.headings.labor",
  bond: "adminSubcontractors.headings.bond",
  billing: "adminSubcontractors.headings.billing",
};

export const LIMIT_KEYS: Record<string, MessageKey> = {
  glOccurrence: "adminSubcontractors.item.limits.glOccurrence",
  glAggregate: "adminSubcontractors.item.limits.glAggregate",
  auto: "adminSubcontractors.item.limits.auto",
  umbrella: "adminSubcontractors.item.limits.umbrella",
  workersComp: "adminSubcontractors.item.limits.workersComp",
};

export const EVENT_KEYS: Record<string, MessageKey> = {
  invited: "adminSubcontractors.events.invited",
  "link.sent": "adminSubcontractors.events.link.sent",
  "link.broker": "adminSubcontractors.events.link.broker",
  "link.renewed": "adminSubcontractors.events.link.renewed",
  "link.revoked": "adminSubcontractors.events.link.revoked",
  uploaded: "adminSubcontractors.events.uploaded",
  approved: "adminSubcontractors.events.approved",
  rejected: "adminSubcontractors.events.rejected",
  waived: "adminSubcontractors.events.waived",
  reminded: "adminSubcontractors.events.reminded",
  "expiry.reminded": "adminSubcontractors.events.expiry.reminded",
  removed: "adminSubcontractors.events.removed",
};

export const ROLE_KEYS: Record<string, MessageKey> = {
  contact: "adminSubcontractors.detail.roles.contact",
  broker: "adminSubcontractors.detail.roles.broker",
};

export const LINK_STATE_KEYS: Record<string, MessageKey> = {
  active: "adminSubcontractors.detail.linkStates.active",
  expired: "adminSubcontractors.detail.linkStates.expired",
  revoked: "adminSubcontractors.detail.linkStates.revoked",
};
