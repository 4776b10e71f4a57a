/** The six services: cards on the home page and the service pages (docs/product.md#service-pages). */
export default {
  "copperFiber.title": "Copper & Fiber Ethernet Cabling",
  "copperFiber.summary":
    "Structured Cat6/Cat6A copper and single- or multi-mode fiber, terminated, labelled and certified for offices, campuses and data rooms.",
  "threePhase.title": "3-Phase Electrical Installations",
  "threePhase.summary":
    "277/480V three-phase service, distribution and equipment feeds for commercial and light-industrial buildings.",
  "industrialUtility.title": "Industrial Utility Services",
  "industrialUtility.summary":
    "Medium-voltage work from 600V to 15KV: switchgear, transformers, feeders and utility coordination.",
  "automation.title": "Automation & Control Systems",
  "automation.summary":
    "Controls, sensors and custom software that connect equipment, lighting and building systems into one dashboard.",
  "posSystems.title": "POS Systems",
  "posSystems.summary":
    "Point-of-sale and self-service kiosk installs for retail chains and restaurants, rolled out store by store overnight.",
  "generalContracting.title": "General Contracting",
  "generalContracting.summary":
    "Licensed B-General Contractor management of tenant improvements and remodels, from permits to punch list.",
  "page.eyebrow": "Service",
  "page.getQuote": "Get Your Quote Today",
  "page.back": "Back to Services",
  "page.about": "About this service",
  "page.included": "What is included",
  "page.howItRuns": "How your project runs",
  "page.step1.title": "Walk-through",
  "page.step1.text": "We visit the site or review your drawings with you and confirm the scope.",
  "page.step2.title": "Quote within 24 hours",
  "page.step2.text": "An itemized quote with schedule, exclusions and the licenses that apply.",
  "page.step3.title": "Scheduled installation",
  "page.step3.text":
    "Our own licensed crews on the agreed dates, after hours where the business stays open.",
  "page.step4.title": "Test and hand over",
  "page.step4.text": "Test results, as-built documents and a final walk-through with your team.",
  "page.installTime": "Typical installation time",
  "page.licenses": "Licenses that apply",
  "page.licenseName": "California {licenses}",
  "page.industries": "Industries served",
  "page.ready": "Ready to plan your project?",
  "page.readyText":
    "Send us the scope, drawings or a few photos and we will come back with a detailed quote within 24 hours. Prefer to talk it through? Call <phone>{phone}</phone>.",
  "page.requestQuote": "Request a Quote",
  "page.callUs": "Call us",
  "page.others": "Other services",
  "page.facts": "Service facts",
  "page.breadcrumb": "Breadcrumb",
};
