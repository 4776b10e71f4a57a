import { valueKeys } from "~/i18n/translator";
import { MARKET_SLUGS } from "~/site/markets";
import { SERVICE_SLUGS } from "~/site/page-table";
import { WEEKDAYS } from "../profile";

/**
 * The office's names of the profile's values, the days, the six services and the markets: keys
 * of `adminCompany` (docs/decisions/0096).
 */
export const DAY_KEYS = valueKeys("adminCompany.day", WEEKDAYS);
export const SERVICE_KEYS = valueKeys("adminCompany.service", SERVICE_SLUGS);
export const MARKET_KEYS = valueKeys("adminCompany.market", MARKET_SLUGS);
