import type { MessageKey } from "~/i18n/translator";
import type { EmploymentType, PayPeriod } from "./careers";

/** The catalogue's key of each choice, written whole (app/i18n/catalogue.test.ts finds them). */
export const EMPLOYMENT_TYPE_KEYS: Record<EmploymentType, MessageKey> = {
  FULL_TIME: "careers.type.FULL_TIME",
  PART_TIME: "careers.type.PART_TIME",
  CONTRACTOR: "careers.type.CONTRACTOR",
  TEMPORARY: "careers.type.TEMPORARY",
};

/** "{min} to {max} per hour": the pay range as each period says it. */
export const PAY_RANGE_KEYS: Record<PayPeriod, MessageKey> = {
  HOUR: "careers.pay.HOUR",
  YEAR: "careers.pay.YEAR",
};
