/** The Software Solutions and Software Tools pages (docs/product.md#features-page). */
export default {
  tagline: "Contractor management software",
  "features.title": "Software Solutions",
  "features.intro":
    "Estimating, jobs, purchasing, scheduling, billing and reporting for electrical, telecom, construction and utility contractors, built by a contractor that has run its own crews since {founded}.",
  "features.exploreTools": "Explore Tools",
  "features.getPricing": "Get {software} Pricing",
  "features.startTrial": "Start Free Trial",
  "features.byTheNumbers": "{software} by the numbers",
  "features.toolsEyebrow": "The tools",
  "features.toolsTitle": "Ten tools, one record of every job",
  "features.toolsIntro":
    "Every tool works from the same customers, jobs and cost codes, so an estimate becomes a job, a purchase order, a schedule and an invoice without being typed twice.",
  "features.features": "Features",
  "features.benefits": "Benefits",
  "features.learnMore": "Learn more",
  "features.learnMoreAbout": " about {feature}",
  "trades.eyebrow": "Built for the trades",
  "trades.title": "Made by contractors, for contractors",
  "trades.intro":
    "We run our own electrical, low-voltage and general contracting crews on {software}, so it speaks in cost codes, labor units and change orders, not in generic tasks.",
  "trades.electrical.name": "Electrical contractors",
  "trades.electrical.text":
    "Estimate 277/480V services and tenant improvements from your own labor units, track rough-in and trim by phase, and bill progress with retention.",
  "trades.telecom.name": "Telecom and low-voltage",
  "trades.telecom.text":
    "Price Cat6 and fiber drops by the hundred, schedule certified splicers and testers, and attach test reports to every closeout.",
  "trades.construction.name": "Construction",
  "trades.construction.text":
    "Manage subcontracts, COIs, RFIs and change orders across tenant improvements and remodels, from permit to punch list.",
  "trades.utility.name": "Utility contractors",
  "trades.utility.text":
    "Plan medium-voltage outages and switching windows, track long-lead switchgear and transformers, and log every inspection.",
  "integrations.eyebrow": "Integrations",
  "integrations.title": "Works with the tools you already use",
  "integrations.intro":
    "Invoices and payments sync with your accounting, job documents live in your own cloud storage, and notices go out from your own mailbox.",
  "integrations.configure": "Configure integrations",
  "integrations.allTools": "All tools at a glance",
  "pricing.title": "Pricing sized to your company",
  "pricing.intro":
    "Tell us how many people you have in the office and the field. We reply within 24 hours with a quote, and your 7-day free trial can start the same day.",
  "pricing.request": "Request Your Quote",
  "tools.title": "Software Tools",
  "tools.intro":
    "Ten tools that run a contracting business from the first estimate to the final invoice. Pick one to see what it does, or start a free trial and try them all.",
  "tools.workflow": "One job, start to finish",
  "tools.seeInDetail": "See {tool} in detail",
  "tools.trialEyebrow": "7-day free trial",
  "tools.trialTitle": "Try every tool with your own jobs",
  "tools.trialIntro":
    "Sign up with your name and email and we will set up a trial account for your company. No credit card, and our team helps you load your first estimate.",
  "tools.exploreFeatures": "Explore all features",
};
