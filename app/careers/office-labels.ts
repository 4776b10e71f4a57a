import type { MessageKey } from "~/i18n/translator";
import type { ApplicationStage, EmploymentType, PayPeriod, PostingStatus } from "./careers";

/** A field of the posting editor. */
export type PostingField =
  | "title"
  | "titleEs"
  | "officeId"
  | "employmentType"
  | "payMin"
  | "payMax"
  | "payPeriod"
  | "description"
  | "descriptionEs"
  | "requirements"
  | "requirementsEs"
  | "closesOn"
  | "status";

/** The office's names of the careers values: keys of `adminCareers` (docs/decisions/0096). */
export const POSTING_STATUS_KEYS: Record<PostingStatus, MessageKey> = {
  draft: "adminCareers.postingStatus.draft",
  published: "adminCareers.postingStatus.published",
  closed: "adminCareers.postingStatus.closed",
};

export const EMPLOYMENT_TYPE_KEYS: Record<EmploymentType, MessageKey> = {
  FULL_TIME: "adminCareers.employmentType.FULL_TIME",
  PART_TIME: "adminCareers.employmentType.PART_TIME",
  CONTRACTOR: "adminCareers.employmentType.CONTRACTOR",
  TEMPORARY: "adminCareers.employmentType.TEMPORARY",
};

export const PAY_PERIOD_KEYS: Record<PayPeriod, MessageKey> = {
  HOUR: "adminCareers.payPeriod.HOUR",
  YEAR: "adminCareers.payPeriod.YEAR",
};

export const STAGE_KEYS: Record<ApplicationStage, MessageKey> = {
  new: "adminCareers.stage.new",
  screening: "adminCareers.stage.screening",
  interview: "adminCareers.stage.interview",
  offer: "adminCareers.stage.offer",
  hired: "adminCareers.stage.hired",
  rejected: "adminCareers.stage.rejected",
};

export const POSTING_FIELD_KEYS: Record<PostingField, MessageKey> = {
  title: "adminCareers.fields.title",
  titleEs: "adminCareers.fields.titleEs",
  officeId: "adminCareers.fields.officeId",
  employmentType: "adminCareers.fields.employmentType",
  payMin: "adminCareers.fields.payMin",
  payMax: "adminCareers.fields.payMax",
  payPeriod: "adminCareers.fields.payPeriod",
  description: "adminCareers.fields.description",
  descriptionEs: "adminCareers.fields.descriptionEs",
  requirements: "adminCareers.fields.requirements",
  requirementsEs: "adminCareers.fields.requirementsEs",
  closesOn: "adminCareers.fields.closesOn",
  status: "adminCareers.fields.status",
};
