import type { Lang } from "~/i18n/languages";
import { localeFormat } from "~/site/locale-format";

/**
 * The mileage policy (docs/product.md#new-hires-portal): $0.70 a mile. Driving from home to a job site within
 * 55 miles of the corporate office is the normal commute and is not claimable; beyond that,
 * the first 55 miles one way (110 round trip) are deducted and the rest is paid.
 */
export const MILEAGE_RATE_DOLLARS = 0.7;
export const COMMUTE_ALLOWANCE_MILES = 55;
/** Bounds of the calculator's input: a day's drive, not a typo. */
export const MAX_ONE_WAY_MILES = 2_000;

export type TripKind = "one-way" | "round-trip";

export interface MileageClaim {
  /** Miles driven: one way, or twice that for a round trip. */
  drivenMiles: number;
  /** Miles deducted as commute: 55 one way, 110 round trip, never more than driven. */
  deductedMiles: number;
  claimableMiles: number;
  /** Dollars, rounded to the cent. */
  amount: number;
}

/** What a drive from home to a job site `oneWayMiles` away may claim. */
export function mileageClaim(oneWayMiles: number, trip: TripKind): MileageClaim {
  const legs = trip === "round-trip" ? 2 : 1;
  const oneWay = Number.isFinite(oneWayMiles) ? Math.max(0, oneWayMiles) : 0;
  const drivenMiles = round(oneWay * legs, 1);
  const deductedMiles = Math.min(drivenMiles, COMMUTE_ALLOWANCE_MILES * legs);
  const claimableMiles = round(drivenMiles - deductedMiles, 1);
  return {
    drivenMiles,
    deductedMiles,
    claimableMiles,
    amount: round(claimableMiles * MILEAGE_RATE_DOLLARS, 2),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function formatDollars(amount: number, language: Lang = "en"): string {
  return localeFormat(language).dollars(amount);
}
