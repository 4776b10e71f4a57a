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
import { company } from "./company";

/** A navigation target: paths starting with / are routes, "#id" are sections of the home page. */
export interface NavItem {
  title: string;
  href: string;
}

export const navItems: NavItem[] = [
  { title: "Home", href: "#home" },
  { title: "About", href: "#about" },
  { title: "Services", href: "#services" },
  { title: "Industries", href: "#industries" },
  { title: "Why Us", href: "#why-us" },
  { title: "Software Solutions", href: "/features" },
  { title: "Contact", href: "#contact" },
];

export const teamPortalLinks: NavItem[] = [
  { title: "Employees", href: "/team/employees" },
  { title: "General Contractors", href: "/team/general-contractors" },
  { title: "Sub-Contractors", href: "/team/subcontractors" },
];

/** The home page's sections in page order, with the document title each one sets. */
export const homeSections = [
  { id: "home", title: "Home" },
  { id: "about", title: "About" },
  { id: "services", title: "Services" },
  { id: "industries", title: "Industries" },
  { id: "why-choose-us", title: "Why Choose Us" },
  { id: "contact", title: "Contact" },
] as const;

export interface Service {
  id: number;
  slug: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

export const services: Service[] = [
  {
    id: 1,
    slug: "copper-fiber",
    icon: Cable,
    title: "Copper & Fiber Ethernet Cabling",
    description:
      "Structured Cat6/Cat6A copper and single- or multi-mode fiber, terminated, labelled and certified for offices, campuses and data rooms.",
  },
  {
    id: 2,
    slug: "3phase",
    icon: Zap,
    title: "3-Phase Electrical Installations",
    description:
      "277/480V three-phase service, distribution and equipment feeds for commercial and light-industrial buildings.",
  },
  {
    id: 3,
    slug: "industrial-utility",
    icon: Factory,
    title: "Industrial Utility Services",
    description:
      "Medium-voltage work from 600V to 15KV: switchgear, transformers, feeders and utility coordination.",
  },
  {
    id: 4,
    slug: "automation",
    icon: Cpu,
    title: "Automation & Control Systems",
    description:
      "Controls, sensors and custom software that connect equipment, lighting and building systems into one dashboard.",
  },
  {
    id: 5,
    slug: "pos-systems",
    icon: ShoppingBag,
    title: "POS Systems",
    description:
      "Point-of-sale and self-service kiosk installs for retail chains and restaurants, rolled out store by store overnight.",
  },
  {
    id: 6,
    slug: "general-contracting",
    icon: HardHat,
    title: "General Contracting",
    description:
      "Licensed B-General Contractor management of tenant improvements and remodels, from permits to punch list.",
  },
];

/** Where a service's Learn More leads: its page, or the contact section for an unknown id. */
export function serviceHref(id: number): string {
  const service = services.find((candidate) => candidate.id === id);
  return service ? `/services/${service.slug}` : "#contact";
}

export interface Industry {
  id: number;
  icon: LucideIcon;
  name: string;
  description: string;
}

export const industries: Industry[] = [
  {
    id: 1,
    icon: Landmark,
    name: "Government",
    description:
      "Public-works cabling and electrical upgrades delivered to prevailing-wage and DIR requirements.",
  },
  {
    id: 2,
    icon: Store,
    name: "Retail Chains",
    description:
      "Multi-site rollouts on a fixed schedule, with the same crew standards at every store.",
  },
  {
    id: 3,
    icon: Building2,
    name: "Banking",
    description:
      "Branch network, security and ATM circuits installed after hours without disrupting service.",
  },
  {
    id: 4,
    icon: GraduationCap,
    name: "Education",
    description:
      "Classroom networks, Wi-Fi backbones and power upgrades scheduled around the academic calendar.",
  },
  {
    id: 5,
    icon: UtensilsCrossed,
    name: "Restaurants",
    description:
      "Kitchen equipment circuits, POS terminals and drive-thru systems installed between services.",
  },
  {
    id: 6,
    icon: Monitor,
    name: "Self-Service Kiosks",
    description:
      "Power, data and mounting for ordering and check-in kiosks, tested end to end before handover.",
  },
];

export interface Statistic {
  id: number;
  icon: LucideIcon;
  value: string;
  label: string;
}

export const stats: Statistic[] = [
  { id: 1, icon: Trophy, value: "20+", label: "Years of Experience" },
  { id: 2, icon: FolderKanban, value: "500+", label: "Projects Completed" },
  { id: 3, icon: MapPinned, value: "4+", label: "States Served" },
  { id: 4, icon: Clock, value: "24/7", label: "Support" },
];

export interface Highlight {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const aboutHighlights: Highlight[] = [
  {
    icon: BadgeCheck,
    title: "Licensed Expertise",
    description: `California ${company.licenses.join(", ")} licenses, with crews trained to code in every state we work in.`,
  },
  {
    icon: Workflow,
    title: "Technology-Driven Solutions",
    description:
      "We build our own software for estimating, scheduling and reporting, so every job is tracked from bid to closeout.",
  },
  {
    icon: TrendingUp,
    title: "Quality-Focused Management",
    description:
      "Dedicated project managers, documented inspections and a single point of contact from kickoff to sign-off.",
  },
];

export const reasons: Highlight[] = [
  {
    icon: ShieldCheck,
    title: "Licensed Expertise",
    description:
      "B-General Contractor, C10-Electrical and C7-Low Voltage licenses: one contractor for the whole scope.",
  },
  {
    icon: Wrench,
    title: "End-to-End Solutions",
    description:
      "Design, permits, installation, testing and support from one team, so nothing falls between trades.",
  },
  {
    icon: MapPinned,
    title: "Dual-State Service",
    description:
      "Offices in Glendora, California and Pompano Beach, Florida, with crews that travel for multi-site programs.",
  },
  {
    icon: Lightbulb,
    title: "Innovation Focus",
    description:
      "Automation, smart controls and our own contractor software keep projects faster and better documented.",
  },
];

export interface MenuColumn {
  title: string;
  items: { title: string; href?: string }[];
}

/** The Software Solutions mega-menu: integrations are listed, not linked (docs/product.md#header-and-navigation). */
export const softwareMenu: MenuColumn[] = [
  {
    title: "Project Management",
    items: [
      { title: "Estimation", href: "/features#estimation" },
      { title: "Jobs", href: "/features#jobs" },
      { title: "Scheduling", href: "/features#scheduling" },
      { title: "Agreements", href: "/features#agreements" },
    ],
  },
  {
    title: "Financials",
    items: [
      { title: "Orders", href: "/features#orders" },
      { title: "Financial", href: "/features#financial" },
      { title: "Expenses", href: "/features#expenses" },
      { title: "Analytics", href: "/features#analytics" },
    ],
  },
  {
    title: "People",
    items: [
      { title: "Customers", href: "/features#customers" },
      { title: "Support", href: "/features#support" },
    ],
  },
  {
    title: "Integrations",
    items: [
      { title: "QuickBooks" },
      { title: "Google Drive" },
      { title: "Microsoft OneDrive & SharePoint" },
      { title: "Outlook & Gmail" },
    ],
  },
];
