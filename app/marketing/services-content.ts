import { listIn } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import { type Service, services } from "~/site/content";
import { spanishDetails } from "./services-content.es";

/**
 * What each service page says beyond the card on the home page. The slugs and titles live in
 * app/site/content.ts (`services`); this file only adds the detail, keyed by slug.
 */
export interface ServiceDetail {
  /** Three short facts shown under the title. */
  highlights: string[];
  overview: string[];
  included: string[];
  /** Typical durations by size of job. */
  installTimes: { scope: string; time: string }[];
  installNote: string;
  /** Why each license applies; its name is the profile's license of those classes. */
  licenses: { classes: LicenseClass[]; why: string }[];
  industries: string[];
  /** `{states}` stands for the states the profile serves (`serviceMetaDescription`). */
  metaDescription: string;
}

/**
 * A California contractor's license class, as the profile's license names begin ("C10-Electrical",
 * "B-General Contractor #123456"): the service pages name whatever the admin saved for it.
 */
export type LicenseClass = "B" | "C10" | "C7";

/** The profile's licenses of these classes, in the classes' order; those it lacks are left out. */
export function licensesOfClasses(
  licenses: readonly string[],
  classes: readonly LicenseClass[],
): string[] {
  return classes.flatMap((licenseClass) => {
    const pattern = new RegExp(`^${licenseClass}(?![0-9A-Za-z])`, "i");
    return licenses.filter((license) => pattern.test(license.trim()));
  });
}

export type ServiceDetails = Record<string, ServiceDetail>;

const details: ServiceDetails = {
  "copper-fiber": {
    highlights: ["Cat6 / Cat6A copper", "OS2 and OM4 fiber", "Every link certified"],
    overview: [
      "We design and install structured cabling that carries voice, data, Wi-Fi, cameras and building systems for years without a second visit. Our crews pull plenum-rated Cat6 and Cat6A to every outlet, run single-mode and multimode fiber backbones between closets and buildings, and finish each room, rack and pathway to the TIA-568 and TIA-606 standards.",
      "Every copper link is tested with a certification tester and every fiber strand with a power meter or OTDR before we leave. You receive the test reports, labeled floor plans and as-built drawings, so your IT team or the next contractor knows exactly what is in the ceiling.",
    ],
    included: [
      "Site survey, pathway design and drop count from your floor plans",
      "Cat6 and Cat6A horizontal cabling, plenum or riser rated as required",
      "Single-mode (OS2) and multimode (OM3/OM4) fiber backbones with fusion-spliced terminations",
      "Racks, cabinets, patch panels, ladder rack and cable management",
      "J-hook and conduit pathways, sleeves and firestopping of every penetration",
      "Labeling of outlets, panels and cables to TIA-606",
      "Certification test reports for every copper link and fiber strand",
      "As-built drawings and removal of abandoned cable",
    ],
    installTimes: [
      { scope: "Small office, 24 to 48 drops", time: "2 to 3 days" },
      { scope: "Full floor or building, 100 to 300 drops", time: "1 to 3 weeks" },
      { scope: "Fiber backbone between buildings on a campus", time: "2 to 6 weeks" },
    ],
    installNote:
      "Work in occupied offices, banks and schools is scheduled after hours or between terms so that nobody loses their connection during the day.",
    licenses: [
      {
        classes: ["C7"],
        why: "Covers voice, data and fiber-optic cabling and the low-voltage systems it connects.",
      },
      {
        classes: ["C10"],
        why: "Lets the same crew add the dedicated circuits for racks, network closets and wireless equipment.",
      },
    ],
    industries: [
      "Government and public agencies",
      "Education campuses",
      "Banking branches",
      "Retail chains",
      "Offices and data rooms",
    ],
    metaDescription:
      "Cat6/Cat6A copper and OS2/OM4 fiber cabling installed, labeled and certified to TIA standards by a licensed C7 low-voltage contractor in {states}.",
  },
  "3phase": {
    highlights: ["277/480V and 120/208V", "Services, switchboards, feeders", "Tested and labeled"],
    overview: [
      "Commercial and light-industrial buildings run on three-phase power. We install and upgrade 277/480V and 120/208V systems, from the service entrance and main switchboard down to the panelboards, step-down transformers and equipment feeds that keep rooftop units, compressors, kitchen lines and EV chargers running.",
      "Every job starts with a load calculation and permit drawings, and ends with insulation-resistance and phase-rotation tests, torqued and labeled terminations, and panel schedules that match what is actually in the panel.",
    ],
    included: [
      "Load calculations, single-line diagrams and permit drawings",
      "Service upgrades and new main switchboards, with utility coordination",
      "Panelboards and 480V to 208/120V dry-type transformers",
      "Feeders and branch circuits for HVAC, motors, compressors and kitchen equipment",
      "277V lighting circuits and energy-code lighting controls",
      "Motor connections, disconnects and variable-frequency drives",
      "Grounding and bonding to code",
      "Insulation-resistance, torque and phase-rotation testing, typed panel schedules",
    ],
    installTimes: [
      { scope: "New equipment feed or sub-panel", time: "1 to 2 days" },
      { scope: "Tenant improvement power distribution", time: "1 to 3 weeks" },
      { scope: "Service upgrade with a new main switchboard", time: "2 to 6 weeks" },
    ],
    installNote:
      "Switchboard and transformer lead times and the utility's schedule for the cut-over set the calendar on service upgrades; we order long-lead equipment as soon as drawings are approved.",
    licenses: [
      {
        classes: ["C10"],
        why: "The electrical contractor's license required for services, distribution and equipment wiring.",
      },
      {
        classes: ["B"],
        why: "Lets us run the whole tenant improvement when the electrical work is part of a larger remodel.",
      },
    ],
    industries: [
      "Restaurants and commercial kitchens",
      "Retail chains",
      "Light manufacturing and warehouses",
      "Government buildings",
      "Education campuses",
    ],
    metaDescription:
      "277/480V and 120/208V three-phase services, switchboards, transformers and equipment feeds installed and tested by a licensed C10 electrical contractor in {states}.",
  },
  "industrial-utility": {
    highlights: ["600V to 15KV", "Terminations and splices", "Planned outages"],
    overview: [
      "Medium-voltage work leaves no room for guesswork. Our qualified crews install and maintain distribution from 600V up to 15KV: primary cable, splices and terminations, pad-mounted transformers, switchgear and primary metering for plants, campuses and public facilities.",
      "We plan every outage with your operations team and the serving utility, write the switching procedure in advance, and test new and existing cable before it is energized, so that the power comes back on when we said it would.",
    ],
    included: [
      "Medium-voltage cable installation in duct banks, trays and vaults",
      "5KV and 15KV splices and terminations",
      "Pad-mounted transformers, switchgear and primary metering sections",
      "Coordination of planned outages and switching with the serving utility",
      "Very-low-frequency (VLF) and insulation testing of new and existing cable",
      "Infrared inspection and preventive maintenance of switchgear",
      "Arc-flash labels installed from the engineer's study",
      "Emergency response for failed cable and equipment",
    ],
    installTimes: [
      { scope: "Replacing medium-voltage cable in an existing duct", time: "1 to 2 weeks" },
      { scope: "New pad-mounted transformer and secondary service", time: "2 to 4 weeks" },
      { scope: "New medium-voltage service with switchgear", time: "2 to 4 months" },
    ],
    installNote:
      "Times are for work on site. Switchgear and transformer deliveries and the utility's outage calendar often set the overall schedule, and we plan around both from day one.",
    licenses: [
      {
        classes: ["C10"],
        why: "Covers electrical work at every voltage, including medium-voltage distribution.",
      },
      {
        classes: ["B"],
        why: "Covers the trenching, duct banks, pads and vaults that come with a new service.",
      },
    ],
    industries: [
      "Government and public works",
      "Manufacturing plants",
      "Water and wastewater facilities",
      "Education and hospital campuses",
      "Warehouses and distribution centers",
    ],
    metaDescription:
      "Industrial utility services from 600V to 15KV: medium-voltage cable, splices, terminations, transformers, switchgear and planned outages by a licensed electrical contractor.",
  },
  automation: {
    highlights: ["Controls and sensors", "Custom dashboards", "Remote alerts"],
    overview: [
      "We connect the equipment you already own into systems that run themselves and tell you when something is wrong. Our electricians install the controls, sensors and wiring; our developers write the software that turns their readings into schedules, alarms and reports.",
      "Typical projects include lighting and HVAC schedules across a chain of stores, energy monitoring at the panel, alarms on freezers and pumps, and dashboards that bring building systems from several sites onto one screen.",
    ],
    included: [
      "Assessment of existing equipment, controls and networks",
      "Control panels, relays, contactors and sensor installation",
      "Lighting controls, occupancy sensors and time schedules",
      "Energy and power monitoring at panels and major loads",
      "Integration with existing building systems over BACnet and Modbus",
      "Custom dashboards, reports and text or e-mail alerts",
      "Automated workflows between your equipment and business software",
      "Training for your staff and ongoing support",
    ],
    installTimes: [
      { scope: "Lighting-control or sensor retrofit in one building", time: "1 to 2 weeks" },
      { scope: "Monitoring and alerts for existing equipment", time: "2 to 4 weeks" },
      { scope: "Custom integration or software across several sites", time: "4 to 12 weeks" },
    ],
    installNote:
      "Larger programs are delivered in phases: one pilot site first, then the rest once the results are confirmed.",
    licenses: [
      {
        classes: ["C10"],
        why: "Required for line-voltage controls, contactors and the circuits they switch.",
      },
      {
        classes: ["C7"],
        why: "Covers sensor, control and network wiring for monitoring and automation systems.",
      },
    ],
    industries: [
      "Retail chains",
      "Restaurants",
      "Government facilities",
      "Education campuses",
      "Self-service kiosk operators",
    ],
    metaDescription:
      "Automation and control systems: lighting controls, sensors, energy monitoring, BACnet/Modbus integration and custom dashboards, installed by licensed electricians and our own developers.",
  },
  "pos-systems": {
    highlights: ["Overnight installs", "Multi-site rollouts", "Tested with your vendor"],
    overview: [
      "We install point-of-sale systems for retail chains and restaurants, store by store, without closing the doors. Crews arrive after close, run the data drops and dedicated circuits, mount and connect terminals, printers, kitchen displays and payment devices, and test every lane with your POS vendor before the morning shift.",
      "For rollouts across many locations we survey the sites, build a standard scope for each store type, and send crews that follow the same checklist everywhere, with photos and a sign-off sheet for every store.",
    ],
    included: [
      "Site surveys and a standard scope for each store type",
      "Data drops and network equipment for every terminal and printer",
      "Dedicated circuits for terminals, kitchen displays and kiosks",
      "Mounting of terminals, payment devices, printers and kitchen display screens",
      "Self-service kiosks and drive-thru order points",
      "End-to-end testing with your POS vendor and your store team",
      "Removal and recycling of the old equipment",
      "Photos and a signed completion checklist for every location",
    ],
    installTimes: [
      { scope: "Single store or restaurant", time: "One overnight shift" },
      { scope: "Bank of self-service kiosks", time: "1 to 2 nights" },
      { scope: "Chain rollout", time: "3 to 5 stores per crew each week" },
    ],
    installNote:
      "We work after hours and between meal services, so stores open on time with the new system ready.",
    licenses: [
      {
        classes: ["C7"],
        why: "Covers the data cabling and network connections behind every terminal.",
      },
      {
        classes: ["C10"],
        why: "Covers the dedicated circuits that POS terminals, kiosks and kitchen displays need.",
      },
    ],
    industries: [
      "Retail chains",
      "Restaurants and quick-service chains",
      "Self-service kiosks",
      "Banking branches",
      "Campus dining and stores",
    ],
    metaDescription:
      "POS system installation for retail chains and restaurants: terminals, kitchen displays, kiosks, data drops and dedicated circuits, installed overnight and rolled out store by store.",
  },
  "general-contracting": {
    highlights: ["Licensed B-General Contractor", "Permits to punch list", "One point of contact"],
    overview: [
      "As a licensed general contractor we manage tenant improvements, remodels and store refreshes from the first walk-through to the final inspection. Because our electrical and low-voltage crews are in-house, the trades that most often hold up a schedule are already on our team.",
      "You get one project manager, one schedule and one contract. We pull the permits, coordinate the subcontractors, keep the site safe and clean, and hand over a complete closeout package with warranties and as-built drawings.",
    ],
    included: [
      "Pre-construction walk-through, budget and schedule",
      "Permit drawings, permit applications and inspections",
      "Demolition, framing, drywall, ceilings, doors and hardware",
      "Flooring, paint and finishes",
      "Electrical and low-voltage work by our own crews",
      "Coordination of mechanical, plumbing and fire-protection subcontractors",
      "Accessibility upgrades for restrooms, counters and paths of travel",
      "Punch list, closeout documents and warranty follow-up",
    ],
    installTimes: [
      { scope: "Store refresh or small remodel", time: "1 to 3 weeks" },
      { scope: "Office tenant improvement, 2,000 to 10,000 sq ft", time: "4 to 10 weeks" },
      { scope: "Permit review before work starts", time: "2 to 8 weeks, depending on the city" },
    ],
    installNote: "We can phase work so that stores, branches and offices stay open while we build.",
    licenses: [
      {
        classes: ["B"],
        why: "The general building contractor's license for projects that combine two or more unrelated trades.",
      },
      {
        classes: ["C10", "C7"],
        why: "Electrical and low-voltage scopes are done by our own licensed crews, not subcontracted.",
      },
    ],
    industries: [
      "Retail chains",
      "Banking branches",
      "Restaurants",
      "Government offices",
      "Education facilities",
    ],
    metaDescription:
      "Licensed B-General Contractor for tenant improvements, remodels and store refreshes in {states}, with in-house electrical and low-voltage crews.",
  },
};

export interface ServicePage extends Service, ServiceDetail {}

/**
 * The service and its detail for a slug, in a language; undefined for a slug that is not one of
 * the six. The title and summary are message keys (app/i18n); the detail is this file's English
 * or services-content.es.ts's Spanish, the same shape checked by the type.
 */
export function findServicePage(
  slug: string | undefined,
  lang: Lang = "en",
): ServicePage | undefined {
  const service = services.find((candidate) => candidate.slug === slug);
  const detail = service ? (lang === "es" ? spanishDetails : details)[service.slug] : undefined;
  return service && detail ? { ...service, ...detail } : undefined;
}

/** The slug a service page was reached by: the last segment of /services/<slug>. */
export function slugFromPathname(pathname: string): string | undefined {
  const match = /^\/services\/([^/]+)\/?$/.exec(pathname);
  return match?.[1];
}

/** A service page's search description, naming the states the profile serves, in a locale. */
export function serviceMetaDescription(
  page: Pick<ServicePage, "metaDescription">,
  states: readonly string[],
  locale: string,
): string {
  return page.metaDescription.replace("{states}", listIn(states, locale));
}
