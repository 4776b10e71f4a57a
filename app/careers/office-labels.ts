import { valueKeys } from "~/i18n/translator";
import { APPLICATION_STAGES, EMPLOYMENT_TYPES, PAY_PERIODS, POSTING_STATUSES } from "./careers";

/** A field of the posting editor. */
export const POSTING_FIELDS = [
  "title",
  "titleEs",
  "officeId",
  "employmentType",
  "payMin",
  "payMax",
  "payPeriod",
  "description",
  "descriptionEs",
  "requirements",
  "requirementsEs",
  "closesOn",
  "status",
] as const;
export type PostingField = (typeof POSTING_FIELDS)[number];

/** The office's names of the careers values: keys of `adminCareers` (docs/decisions/0096). */
export const POSTING_STATUS_KEYS = valueKeys("adminCareers.postingStatus", POSTING_STATUSES);
export const EMPLOYMENT_TYPE_KEYS = valueKeys("adminCareers.employmentType", EMPLOYMENT_TYPES);
export const PAY_PERIOD_KEYS = valueKeys("adminCareers.payPeriod", PAY_PERIODS);
export const STAGE_KEYS = valueKeys("adminCareers.stage", APPLICATION_STAGES);
export const POSTING_FIELD_KEYS = valueKeys("adminCareers.fields", POSTING_FIELDS);
