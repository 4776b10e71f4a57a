import type { MessageKey } from "~/i18n/translator";

/**
 * The markets the company serves, as the home page's Industries section names them (./content.ts):
 * what an office's page lists (the profile's `offices.N.markets`, app/company) and what a project
 * belongs to (app/projects). Each one's name is `home.industries.<slug>.name`.
 */
export const MARKET_SLUGS = [
  "government",
  "retail",
  "banking",
  "education",
  "restaurants",
  "kiosks",
] as const;
export type MarketSlug = (typeof MARKET_SLUGS)[number];

/** Each market's name in the catalogues (the Industries section's). */
export const MARKET_NAMES: Record<MarketSlug, MessageKey> = {
  government: "home.industries.government.name",
  retail: "home.industries.retail.name",
  banking: "home.industries.banking.name",
  education: "home.industries.education.name",
  restaurants: "home.industries.restaurants.name",
  kiosks: "home.industries.kiosks.name",
};
