import type { MessageKey } from "~/i18n/translator";
import type { CoiLimit, RequirementKind } from "./requirements/requirements";
import type { ItemState, SubcontractorStatus } from "./requirements/status";

/** The catalogue keys of the portal's named values, written whole (app/i18n/catalogue.test.ts). */

export const KIND_KEYS: Record<RequirementKind, MessageKey> = {
  coi: "subcontractors.kind.coi",
  w9: "subcontractors.kind.w9",
  license: "subcontractors.kind.license",
  dir: "subcontractors.kind.dir",
  agreement: "subcontractors.kind.agreement",
  other: "subcontractors.kind.other",
};

export const LIMIT_KEYS: Record<CoiLimit, MessageKey> = {
  glOccurrence: "subcontractors.detail.glOccurrence",
  glAggregate: "subcontractors.detail.glAggregate",
  auto: "subcontractors.detail.auto",
  umbrella: "subcontractors.detail.umbrella",
  workersComp: "subcontractors.detail.workersComp",
};

export const STATUS_KEYS: Record<SubcontractorStatus, MessageKey> = {
  compliant: "subcontractors.status.compliant",
  pending: "subcontractors.status.pending",
  missing: "subcontractors.status.missing",
  expiring: "subcontractors.status.expiring",
  expired: "subcontractors.status.expired",
  nonresponsive: "subcontractors.status.nonresponsive",
};

export const STATE_KEYS: Record<ItemState, MessageKey> = {
  missing: "subcontractors.state.missing",
  pending: "subcontractors.state.pending",
  rejected: "subcontractors.state.rejected",
  approved: "subcontractors.state.approved",
  expiring: "subcontractors.state.expiring",
  expired: "subcontractors.state.expired",
  waived: "subcontractors.state.waived",
};
