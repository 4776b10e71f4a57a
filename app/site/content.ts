import type { LucideIcon } from "lucide-react";
import {
  BadgeCheck,
  Building2,
  Cable,
  Clock,
  Cpu,
  Factory,
  FolderKanban,
  GraduationCap,
  HardHat,
  Landmark,
  Lightbulb,
  MapPinned,
  Monitor,
  ShieldCheck,
  ShoppingBag,
  Store,
  TrendingUp,
  Trophy,
  UtensilsCrossed,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";
import type { MessageKey } from "~/i18n/translator";
import type { MarketSlug } from "./markets";
import type { ServiceSlug } from "./pages";

/**
 * A navigation target: paths starting with / are routes, "#id" are sections of the home page.
 * Its text is a message key (app/i18n), shown in the page's language.
 */
export interface NavItem {
  key: MessageKey;
  href: string;
}

export const navItems: NavItem[] = [
  { key: "common.nav.home", href: "#home" },
  { key: "common.nav.about", href: "#about" },
  { key: "common.nav.services", href: "#services" },
  { key: "common.nav.industries", href: "#industries" },
  { key: "common.nav.whyUs", href: "#why-us" },
  { key: "common.nav.softwareSolutions", href: "/features" },
  { key: "common.nav.contact", href: "#contact" },
  // Not of the product's seven: after them, so their order and the keyboard path stay.
  { key: "common.nav.projects", href: "/projects" },
  { key: "common.nav.careers", href: "/careers" },
];

export const teamPortalLinks: NavItem[] = [
  { key: "common.teamPortal.employees", href: "/team/employees" },
  { key: "common.teamPortal.generalContractors", href: "/team/general-contractors" },
  { key: "common.teamPortal.subcontractors", href: "/team/subcontractors" },
];

/**
 * The credentials page under the name a buyer looks for (docs/product.md#credentials): in the
 * footer's quick links and beside the home page's licensing claims, not only in Team Portal.
 */
export const credentialsLink: NavItem = {
  key: "common.footer.credentials",
  href: "/team/general-contractors",
};

/** The home page's sections in page order, with the document title each one sets. */
export const homeSections = [
  { id: "home", title: "home.section.home" },
  { id: "about", title: "home.section.about" },
  { id: "services", title: "home.section.services" },
  { id: "industries", title: "home.section.industries" },
  { id: "why-choose-us", title: "home.section.whyChooseUs" },
  { id: "contact", title: "home.section.contact" },
] as const satisfies readonly { id: string; title: MessageKey }[];

export interface Service {
  id: number;
  /** Its page's address (`/services/<slug>`), one of the page table's. */
  slug: ServiceSlug;
  icon: LucideIcon;
  title: MessageKey;
  description: MessageKey;
}

export const services: Service[] = [
  {
    id: 1,
    slug: "copper-fiber",
    icon: Cable,
    title: "services.copperFiber.title",
    description: "services.copperFiber.summary",
  },
  {
    id: 2,
    slug: "3phase",
    icon: Zap,
    title: "services.threePhase.title",
    description: "services.threePhase.summary",
  },
  {
    id: 3,
    slug: "industrial-utility",
    icon: Factory,
    title: "services.industrialUtility.title",
    description: "services.industrialUtility.summary",
  },
  {
    id: 4,
    slug: "automation",
    icon: Cpu,
    title: "services.automation.title",
    description: "services.automation.summary",
  },
  {
    id: 5,
    slug: "pos-systems",
    icon: ShoppingBag,
    title: "services.posSystems.title",
    description: "services.posSystems.summary",
  },
  {
    id: 6,
    slug: "general-contracting",
    icon: HardHat,
    title: "services.generalContracting.title",
    description: "services.generalContracting.summary",
  },
];

/** Where a service's Learn More leads: its page, or the contact section for an unknown id. */
export function serviceHref(id: number): string {
  const service = services.find((candidate) => candidate.id === id);
  return service ? `/services/${service.slug}` : "#contact";
}

export interface Industry {
  id: number;
  /** Its market's address on /projects (`?market=`): a slug of ./markets.ts. */
  market: MarketSlug;
  icon: LucideIcon;
  name: MessageKey;
  description: MessageKey;
}

export const industries: Industry[] = [
  {
    id: 1,
    icon: Landmark,
    market: "government",
    name: "home.industries.government.name",
    description: "home.industries.government.description",
  },
  {
    id: 2,
    icon: Store,
    market: "retail",
    name: "home.industries.retail.name",
    description: "home.industries.retail.description",
  },
  {
    id: 3,
    icon: Building2,
    market: "banking",
    name: "home.industries.banking.name",
    description: "home.industries.banking.description",
  },
  {
    id: 4,
    icon: GraduationCap,
    market: "education",
    name: "home.industries.education.name",
    description: "home.industries.education.description",
  },
  {
    id: 5,
    icon: UtensilsCrossed,
    market: "restaurants",
    name: "home.industries.restaurants.name",
    description: "home.industries.restaurants.description",
  },
  {
    id: 6,
    icon: Monitor,
    market: "kiosks",
    name: "home.industries.kiosks.name",
    description: "home.industries.kiosks.description",
  },
];

export interface Statistic {
  id: number;
  icon: LucideIcon;
  value: string;
  label: MessageKey;
  /** The page that proves it (the projects behind "500+ projects"). */
  href?: string;
}

export const stats: Statistic[] = [
  { id: 1, icon: Trophy, value: "20+", label: "home.stats.years" },
  { id: 2, icon: FolderKanban, value: "500+", label: "home.stats.projects", href: "/projects" },
  { id: 3, icon: MapPinned, value: "4+", label: "home.stats.states" },
  { id: 4, icon: Clock, value: "24/7", label: "home.stats.support" },
];

/** A card's title and text, as message keys of the page's language. */
export interface Highlight {
  icon: LucideIcon;
  title: MessageKey;
  description: MessageKey;
  /**
   * The page that backs the claim, linked under it: the credentials page (licenses and
   * insurance) or the published projects (linked only while there are some).
   */
  proof?: "credentials" | "projects";
}

export const aboutHighlights: Highlight[] = [
  {
    icon: BadgeCheck,
    title: "home.about.licensed.title",
    description: "home.about.licensed.description",
    proof: "credentials",
  },
  {
    icon: Workflow,
    title: "home.about.technology.title",
    description: "home.about.technology.description",
  },
  {
    icon: TrendingUp,
    title: "home.about.quality.title",
    description: "home.about.quality.description",
    proof: "projects",
  },
];

export const reasons: Highlight[] = [
  {
    icon: ShieldCheck,
    title: "home.why.licensed.title",
    description: "home.why.licensed.description",
    proof: "credentials",
  },
  {
    icon: Wrench,
    title: "home.why.endToEnd.title",
    description: "home.why.endToEnd.description",
    proof: "projects",
  },
  {
    icon: MapPinned,
    title: "home.why.dualState.title",
    description: "home.why.dualState.description",
  },
  {
    icon: Lightbulb,
    title: "home.why.innovation.title",
    description: "home.why.innovation.description",
  },
];

export interface MenuColumn {
  key: MessageKey;
  items: { key: MessageKey; href?: string }[];
}

/** The Software Solutions mega-menu: integrations are listed, not linked (docs/product.md#header-and-navigation). */
export const softwareMenu: MenuColumn[] = [
  {
    key: "common.megaMenu.projectManagement",
    items: [
      { key: "common.megaMenu.estimation", href: "/features#estimation" },
      { key: "common.megaMenu.jobs", href: "/features#jobs" },
      { key: "common.megaMenu.scheduling", href: "/features#scheduling" },
      { key: "common.megaMenu.agreements", href: "/features#agreements" },
    ],
  },
  {
    key: "common.megaMenu.financials",
    items: [
      { key: "common.megaMenu.orders", href: "/features#orders" },
      { key: "common.megaMenu.financial", href: "/features#financial" },
      { key: "common.megaMenu.expenses", href: "/features#expenses" },
      { key: "common.megaMenu.analytics", href: "/features#analytics" },
    ],
  },
  {
    key: "common.megaMenu.people",
    items: [
      { key: "common.megaMenu.customers", href: "/features#customers" },
      { key: "common.megaMenu.support", href: "/features#support" },
    ],
  },
  {
    key: "common.megaMenu.integrations",
    items: [
      { key: "common.megaMenu.quickbooks" },
      { key: "common.megaMenu.googleDrive" },
      { key: "common.megaMenu.oneDrive" },
      { key: "common.megaMenu.outlookGmail" },
    ],
  },
];
