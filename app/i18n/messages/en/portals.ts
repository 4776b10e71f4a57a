/** The contractor portals (docs/product.md#contractor-portals). */
export default {
  eyebrow: "Team Portal",
  contactUs: "Contact Us",
  "subcontractors.title": "Subcontractors",
  "subcontractors.coi.title": "COI Requirements",
  "subcontractors.coi.description":
    "The insurance certificates we need before you start: general liability, auto and workers' compensation limits, and the additional-insured wording.",
  "subcontractors.labor.title": "Labor Compliance Requirements",
  "subcontractors.labor.description":
    "Certified payroll, prevailing-wage, DIR registration and apprenticeship rules for public works projects.",
  "subcontractors.bond.title": "Bond Inquiries Information",
  "subcontractors.bond.description":
    "Who to ask for performance and payment bond details on a project you are bidding or working on.",
  "subcontractors.billing.title": "Billing Requirements",
  "subcontractors.billing.description":
    "How to submit invoices and pay applications, which lien releases to include, and when payments are made.",
  "gcs.title": "General Contractors",
  "gcs.w9.title": "W-9 Forms",
  "gcs.w9.description": "Our current signed W-9, ready for your vendor setup.",
  "gcs.dir.title": "DIR Information",
  "gcs.dir.description":
    "Our California Department of Industrial Relations registration for public works projects.",
  "gcs.insurance.title": "Insurance Coverage & Limits",
  "gcs.insurance.description":
    "Our coverage and limits, and how to request a certificate naming you as additional insured.",
  "gcs.banking.title": "Banking/Check Remittance Info",
  "gcs.banking.description":
    "Where to mail checks, and how to ask for our bank details to pay by ACH: by phone, never by e-mail.",
  "gcs.credentialsIntro":
    "What general contractors, vendor desks and public agencies ask before they hire or pay us: our W-9, DIR registration, insurance and where to send payment. No login is needed.",
  "gcs.callUs":
    "Not listed here yet: call our office at {phone} and we send it the same business day.",
  "gcs.validThrough": "Valid through {date}",
  "gcs.w9.download": "Download our W-9 (tax year {year})",
  "gcs.dir.number": "Registration number",
  "gcs.dir.search": "Check it on the DIR's registration search",
  "gcs.licenses.title": "Licenses",
  "gcs.licenses.check": "Check it on the state's look-up",
  "gcs.certifications.title": "Certifications",
  "gcs.identifiers.title": "Federal identifiers",
  "gcs.identifiers.uei": "UEI",
  "gcs.identifiers.cage": "CAGE code",
  "gcs.identifiers.naics": "NAICS codes",
  "gcs.insurance.caption": "Our current insurance policies and their limits",
  "gcs.insurance.coverage": "Coverage",
  "gcs.insurance.carrier": "Carrier",
  "gcs.insurance.perOccurrence": "Per occurrence",
  "gcs.insurance.aggregate": "Aggregate",
  "gcs.insurance.expires": "Expires",
  "gcs.banking.remitTo": "Mail checks to",
  "gcs.banking.ach":
    "To pay by ACH (electronic bank transfer), call {phone}: we give our bank details by phone only, never by e-mail.",
  "gcs.banking.fraud":
    "We never change our bank details by e-mail. If you receive a request to change where you pay us, call {phone} to verify it before you pay.",
  "gcs.capability": "Download our capability statement (PDF)",
  "capability.title": "Capability statement",
  "capability.services": "Core services",
  "capability.markets": "Markets",
  "capability.offices": "Offices",
  "capability.contact": "Contact",
  "capability.phone": "Phone {phone}",
  "capability.email": "E-mail {email}",
  "capability.serving": "Serving {states}",
  "capability.licenses": "Licenses",
  "capability.publicWorks": "Public works",
  "capability.dir": "California DIR registration {number}",
  "capability.certifications": "Certifications",
  "capability.identifiers": "Identifiers",
  "capability.insurance": "Insurance",
  "capability.policy": "{kind} ({carrier}): {perOccurrence} per occurrence, {aggregate} aggregate",
  "capability.through": "{item} (through {date})",
  "capability.projects": "Past projects",
  "capability.continued": "{title} (continued)",
  "gcs.coi.title": "Request a certificate of insurance",
  "gcs.coi.intro":
    "Tell us the project and the certificate holder; we send the certificate by the date you need it.",
};
