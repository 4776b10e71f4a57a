import type { MessageKey } from "~/i18n/translator";

/**
 * The markets a project belongs to: the home page's industries (app/site/content.ts), each with
 * an address slug for /projects?market=<slug>, its name, and how a client without naming
 * approval is shown ("A national retail chain").
 */
export const MARKETS = [
  "government",
  "retail",
  "banking",
  "education",
  "restaurants",
  "kiosks",
] as const;
export type Market = (typeof MARKETS)[number];

export function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value);
}

export const marketName = (market: Market): MessageKey => `home.industries.${market}.name`;

export const anonymousClient = (market: Market): MessageKey => `projects.client.${market}`;

/** The English names, for the admin's forms (English-only screens). */
export const MARKET_LABELS: Record<Market, string> = {
  government: "Government",
  retail: "Retail Chains",
  banking: "Banking",
  education: "Education",
  restaurants: "Restaurants",
  kiosks: "Self-Service Kiosks",
};
