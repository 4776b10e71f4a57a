import { type MessageKey, valueKeys } from "~/i18n/translator";
import { MARKET_NAMES, MARKET_SLUGS, type MarketSlug } from "~/site/markets";

/**
 * The markets a project belongs to: the company's markets (app/site/markets.ts, the home
 * page's industries), each with an address slug for /projects?market=<slug>, its name, and how a
 * client without naming approval is shown ("A national retail chain").
 */
export const MARKETS = MARKET_SLUGS;
export type Market = MarketSlug;

export function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value);
}

const ANONYMOUS_CLIENTS: Record<Market, MessageKey> = {
  government: "projects.client.government",
  retail: "projects.client.retail",
  banking: "projects.client.banking",
  education: "projects.client.education",
  restaurants: "projects.client.restaurants",
  kiosks: "projects.client.kiosks",
};

export const marketName = (market: Market): MessageKey => MARKET_NAMES[market];

/** How a client without naming approval is shown. */
export const anonymousClient = (market: Market): MessageKey => ANONYMOUS_CLIENTS[market];

/** The office's names of the markets (English-only screens): keys of `adminProjects`. */
export const MARKET_KEYS = valueKeys("adminProjects.market", MARKETS);
