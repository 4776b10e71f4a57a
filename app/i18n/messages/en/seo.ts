/**
 * Each public page's title and search description, and the social image's description.
 * `{company}` is the profile's company name, `{software}` the software's.
 */
export default {
  socialImageAlt: "{company}: licensed electrical, telecom and general contractor in {states}",
  "home.title": "Home",
  "home.description":
    "Licensed electrical, telecom, low-voltage and general contractor serving {states} since 2002: fiber and copper cabling, 277/480V 3-phase, 600V-15KV utility, automation and POS installs.",
  "features.title": "Software Solutions",
  "features.description":
    "{software} contractor management software for electrical, telecom, construction and utility contractors: estimating, jobs, orders, scheduling, billing, expenses and analytics in one place. 7-day free trial.",
  "softwareTools.title": "Software Tools",
  "softwareTools.description":
    "The ten tools of {software} at a glance: estimation, jobs, orders, agreements, scheduling, financial, expenses, analytics, customers and support for contractors. Start a 7-day free trial.",
  "pricing.title": "{software} Pricing",
  "pricing.description":
    "Request pricing for {software}, contractor management software for electrical, telecom, construction and utility contractors. A custom quote within 24 hours and an optional demo.",
  "privacy.title": "Privacy Policy",
  "privacy.description":
    "How {company} collects, uses, keeps, protects and shares the information you give us through this website, and the choices you have.",
  "terms.title": "Terms of Service",
  "terms.description":
    "The terms that govern electrical, cabling, utility, automation, POS and general contracting services from {company}: standards, payment, warranties, liability and disputes.",
  "subcontractors.title": "Subcontractors",
  "subcontractors.description":
    "The {company} subcontractor portal: insurance certificate, labor compliance, bond and billing requirements for subcontractors on our projects.",
  "generalContractors.title": "General Contractors",
  "generalContractors.description":
    "The {company} portal for general contractors: W-9, DIR registration, insurance coverage and limits, and payment remittance details.",
  "employees.title": "Employee Forms",
  "employees.description":
    "New hires: complete your 20 onboarding forms, check your progress, and read the expense, mileage, task sheet and invoice policies.",
};
