import type { LucideIcon } from "lucide-react";
import {
  BarChart3,
  Briefcase,
  Calculator,
  CalendarClock,
  FileSignature,
  Headset,
  Landmark,
  PackageCheck,
  Receipt,
  Users,
} from "lucide-react";
import { company } from "~/company/fixed-facts";
import type { Lang } from "~/i18n/languages";
import { FEATURE_IDS, type FeatureId } from "./feature-ids";
import { spanishFeatures, spanishFigures } from "./features-content.es";

/**
 * The Gatsy feature catalogue (docs/product.md#features-page): /features shows every card in
 * full, /software-tools lists them at a glance. The ids are the anchors the header's
 * Software Solutions menu links to.
 */
export interface Feature {
  id: FeatureId;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  benefits: string[];
}

export { FEATURE_IDS, type FeatureId };

/** What a feature card says: the part that changes with the language. */
export type FeatureText = Pick<
  Feature,
  "title" | "subtitle" | "description" | "features" | "benefits"
>;

/** What a figure says: its label and detail, and its suffix where the language words it apart. */
export type FigureText = Pick<Figure, "label" | "detail"> & { suffix?: string };

/** The feature cards in a language: English here, Spanish in features-content.es.ts. */
export function featuresIn(lang: Lang): Feature[] {
  if (lang === "en") return features;
  return features.map((feature) => ({ ...feature, ...spanishFeatures[feature.id] }));
}

/** The marketing figures in a language. */
export function figuresIn(lang: Lang): Figure[] {
  if (lang === "en") return figures;
  return figures.map((figure) => ({ ...figure, ...spanishFigures[figure.id] }));
}

export function featureHref(id: FeatureId): string {
  return `/features#${id}`;
}

export const features: Feature[] = [
  {
    id: "estimation",
    icon: Calculator,
    title: "Estimation",
    subtitle: "Bids built from your real labor and material costs",
    description:
      "Take off devices, conductor footage and cable drops from a plan set, apply your own labor units and crew rates, and turn the result into a branded proposal in minutes instead of a weekend with a spreadsheet.",
    features: [
      "Assemblies for common work: 20A receptacle circuits, Cat6 drops, 277V lighting fixtures, conduit runs by size",
      "Labor units adjustable per crew, per job condition and for prevailing-wage projects",
      "Material pricing kept current from your supplier quotes, with copper and fiber price escalation",
      "Alternates, exclusions and allowances printed on the proposal the way general contractors expect",
    ],
    benefits: [
      "Bid more work with the same estimating staff",
      "Every estimate uses the same labor units, so margins stop depending on who priced the job",
      "Won bids become jobs with their budget already loaded",
    ],
  },
  {
    id: "jobs",
    icon: Briefcase,
    title: "Jobs",
    subtitle: "Every job from award to closeout on one screen",
    description:
      "Track each project's budget, phases, crews, RFIs, change orders, inspections and punch list in one place that the office and the field both see, whether it is a tenant improvement, a utility feeder or a 40-store POS rollout.",
    features: [
      "Cost codes by phase: underground, rough-in, trim, terminations, testing and commissioning",
      "Change orders priced from the original estimate and sent to the customer for signature",
      "Daily logs with photos, hours, weather and inspection results from the jobsite",
      "Document storage for plans, submittals, permits and as-builts next to the job they belong to",
    ],
    benefits: [
      "See budget against actual cost while the job is still running, not after it closes",
      "Fewer lost change orders and faster approvals",
      "A complete closeout package the day the last inspection passes",
    ],
  },
  {
    id: "orders",
    icon: PackageCheck,
    title: "Orders",
    subtitle: "Purchase orders and material tracking tied to each job",
    description:
      "Create purchase orders straight from the estimate's bill of materials, send them to your supply house, and track what has been ordered, shipped, received and installed, so crews never wait on a reel of wire or a backordered panel.",
    features: [
      "Purchase orders generated from the estimate, split by supplier and delivery date",
      "Receiving in the field from a phone: quantities, packing slips and photos",
      "Long-lead tracking for switchgear, transformers and fiber enclosures",
      "Returns and restocking credits matched to the original purchase order",
    ],
    benefits: [
      "Material cost posted to the right job and cost code automatically",
      "Fewer emergency trips to the supply house",
      "Long-lead equipment flagged before it delays the schedule",
    ],
  },
  {
    id: "agreements",
    icon: FileSignature,
    title: "Agreements",
    subtitle: "Service contracts, subcontracts and maintenance agreements",
    description:
      "Write and renew service and maintenance agreements, manage subcontracts and their insurance certificates, and let recurring work such as generator tests, infrared scans and network certifications schedule itself.",
    features: [
      "Agreement templates with scope, visit frequency, pricing and renewal terms",
      "Recurring visits created automatically for preventive maintenance work",
      "Subcontract records with COI expiry, license numbers and lien-release tracking",
      "Electronic signature and a dated history of every version sent",
    ],
    benefits: [
      "Predictable recurring revenue that renews on time",
      "No subcontractor on site with an expired certificate",
      "Maintenance visits planned months ahead instead of chased by phone",
    ],
  },
  {
    id: "scheduling",
    icon: CalendarClock,
    title: "Scheduling",
    subtitle: "Crews, trucks and equipment on one dispatch board",
    description:
      "Plan crews by skill and certification, see who is free next week, and move work between jobs with drag and drop. Technicians see their assignments, addresses and job notes on their phones.",
    features: [
      "Dispatch board by crew, by job or by day, with drag-and-drop changes",
      "Skills and certifications on every worker: journeyman, fiber splicer, OSHA 30, lift operator",
      "Overnight and after-hours shifts for retail, banking and restaurant work",
      "Automatic text and e-mail notices to crews and customers when plans change",
    ],
    benefits: [
      "The right certified crew on every job",
      "Less overtime from double-booked crews and idle trucks",
      "Customers know when the crew will arrive",
    ],
  },
  {
    id: "financial",
    icon: Landmark,
    title: "Financial",
    subtitle: "Progress billing, invoices and cash flow",
    description:
      "Bill by schedule of values or by time and materials, prepare AIA-style pay applications with retention, and follow every invoice until it is paid, with totals that flow to your accounting system instead of being keyed twice.",
    features: [
      "Progress billing by schedule of values, with retention held and released",
      "Time-and-materials invoices built from approved field tickets",
      "Accounts receivable aging by customer and by job",
      "Two-way sync of invoices, payments and customers with QuickBooks",
    ],
    benefits: [
      "Invoices go out the day work is approved",
      "Retention is tracked until the last dollar is collected",
      "One set of numbers for the office, the field and the accountant",
    ],
  },
  {
    id: "expenses",
    icon: Receipt,
    title: "Expenses",
    subtitle: "Receipts, mileage and per diem from the field",
    description:
      "Technicians photograph receipts and log mileage from the jobsite; expenses are coded to the job, approved by the project manager and paid on a set schedule, with the mileage rules of your own policy applied automatically.",
    features: [
      "Receipt capture by phone, coded to job and cost code",
      "Mileage logs with your reimbursement rate and commute deductions built in",
      "Weekly expense reports with manager approval and a reimbursement date",
      "Company card transactions matched to receipts",
    ],
    benefits: [
      "True job cost includes travel, parking and small tools",
      "No more shoeboxes of receipts at month end",
      "Employees are reimbursed on time and the same way every week",
    ],
  },
  {
    id: "analytics",
    icon: BarChart3,
    title: "Analytics",
    subtitle: "Know which work makes money",
    description:
      "Dashboards and reports on bid hit rate, labor productivity, job margins and cash flow, broken down by service line, customer and crew, so you can see whether fiber work, 3-phase installs or POS rollouts earn the most.",
    features: [
      "Job profitability from estimate, to current forecast, to final cost",
      "Labor productivity by crew against the estimate's labor units",
      "Bid win rate by customer, market and estimator",
      "Scheduled reports delivered by e-mail to owners and project managers",
    ],
    benefits: [
      "Spot a job losing money while there is still time to fix it",
      "Price the next bid from what the last ten jobs really cost",
      "Decisions made on numbers rather than on memory",
    ],
  },
  {
    id: "customers",
    icon: Users,
    title: "Customers",
    subtitle: "Every customer, site and contact in one record",
    description:
      "Keep general contractors, property managers, facility directors and store operators in one customer list with their sites, contacts, past jobs, open quotes and service history, plus a portal where they can see their own projects.",
    features: [
      "Customer and site records with access notes, panel locations and gate codes",
      "Full history of quotes, jobs, invoices and service calls per site",
      "Customer portal for approving quotes and change orders and paying invoices",
      "Follow-up reminders for open bids and upcoming agreement renewals",
    ],
    benefits: [
      "Anyone in the office can answer a customer's question in seconds",
      "More repeat work from customers you already serve",
      "Faster approvals when customers can sign online",
    ],
  },
  {
    id: "support",
    icon: Headset,
    title: "Support",
    subtitle: "Service calls and a help desk for your customers",
    description:
      "Log service requests by phone, e-mail or portal, send the nearest qualified technician, and track each ticket to resolution, backed by our own team for software questions around the clock.",
    features: [
      "Service tickets with priority, response-time targets and escalation",
      "Emergency call routing for after-hours outages",
      "Technician notes, photos and customer sign-off from the phone",
      `${company.software.name} help from our support team, 24/7, by phone and e-mail`,
    ],
    benefits: [
      "Outages resolved faster with the right technician on the first trip",
      "Response-time commitments you can prove to customers",
      "Help with the software whenever your crews are working",
    ],
  },
];

/**
 * The marketing figures (docs/product.md#overview). `value` is what the counter climbs to; prefix and
 * suffix stay fixed around it.
 */
export interface Figure {
  id: string;
  value: number;
  decimals: number;
  suffix: string;
  label: string;
  detail: string;
}

export const figures: Figure[] = [
  {
    id: "time-saved",
    value: 35,
    decimals: 0,
    suffix: "%",
    label: "Time saved",
    detail: "on estimating, scheduling and billing paperwork",
  },
  {
    id: "profit-margins",
    value: 25,
    decimals: 0,
    suffix: "%",
    label: "Higher profit margins",
    detail: "from accurate bids and job costing",
  },
  {
    id: "issue-resolution",
    value: 60,
    decimals: 0,
    suffix: "%",
    label: "Faster issue resolution",
    detail: "with service tickets routed to the right technician",
  },
  {
    id: "uptime",
    value: 99.9,
    decimals: 1,
    suffix: "%",
    label: "Uptime",
    detail: "so the office and the field are never locked out",
  },
  {
    id: "free-trial",
    value: 7,
    decimals: 0,
    suffix: "-day",
    label: "Free trial",
    detail: "with your own jobs, no credit card",
  },
  {
    id: "contractors",
    value: 100,
    decimals: 0,
    suffix: "+",
    label: "Contractors",
    detail: "electrical, telecom, construction and utility firms",
  },
];

/** A figure as it finally reads: "99.9%", "7-day", "100+". */
export function formatFigure(figure: Pick<Figure, "decimals" | "suffix">, value: number): string {
  return `${value.toFixed(figure.decimals)}${figure.suffix}`;
}

/**
 * The values a counter shows, one per step, ending exactly on the target: 50 steps every
 * 30 ms (docs/product.md#timings).
 */
export function counterFrames(target: number, steps: number, decimals: number): number[] {
  const factor = 10 ** decimals;
  return Array.from({ length: steps }, (_, index) =>
    index === steps - 1 ? target : Math.round(((target * (index + 1)) / steps) * factor) / factor,
  );
}
