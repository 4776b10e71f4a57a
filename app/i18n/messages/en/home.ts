/** The home page's six sections (docs/product.md#home-page). */
export default {
  "section.home": "Home",
  "section.about": "About",
  "section.services": "Services",
  "section.industries": "Industries",
  "section.whyChooseUs": "Why Choose Us",
  "section.contact": "Contact",
  "hero.since": "Since {founded}",
  "hero.title": "{years} years of experience powering and connecting <accent>{states}</accent>",
  "hero.intro":
    "Licensed electrical, telecommunications, low-voltage, automation, POS and general contracting, from a single fiber run to a 15KV utility service.",
  "hero.explore": "Explore Our Services",
  "hero.contact": "Contact Us",
  "about.eyebrow": "About Us",
  "about.title": "Trusted contractors since {founded}",
  "about.intro":
    "For over {years} years we have designed, installed and supported the power, cabling and systems that businesses and public agencies in {states} depend on.",
  "about.licensed.title": "Licensed Expertise",
  "about.licensed.description":
    "California {licenses} licenses, with crews trained to code in every state we work in.",
  "about.technology.title": "Technology-Driven Solutions",
  "about.technology.description":
    "We build our own software for estimating, scheduling and reporting, so every job is tracked from bid to closeout.",
  "about.quality.title": "Quality-Focused Management",
  "about.quality.description":
    "Dedicated project managers, documented inspections and a single point of contact from kickoff to sign-off.",
  "stats.years": "Years of Experience",
  "stats.projects": "Projects Completed",
  "stats.states": "States Served",
  "stats.support": "Support",
  "stats.extension": "{phone} ext. {extension}",
  "services.eyebrow": "Our Services",
  "services.title": "One licensed team for power, data and construction",
  "services.intro":
    "From low-voltage cabling to medium-voltage utility work, every trade is in-house and every crew is ours.",
  "services.learnMore": "Learn More",
  "services.learnMoreAbout": " about {service}",
  "industries.eyebrow": "Industries",
  "industries.title": "Built for organisations that cannot go dark",
  "industries.intro":
    "Public agencies, multi-site retailers and financial institutions trust us with work that has to be done right, on schedule and after hours.",
  "industries.government.name": "Government",
  "industries.government.description":
    "Public-works cabling and electrical upgrades delivered to prevailing-wage and DIR requirements.",
  "industries.retail.name": "Retail Chains",
  "industries.retail.description":
    "Multi-site rollouts on a fixed schedule, with the same crew standards at every store.",
  "industries.banking.name": "Banking",
  "industries.banking.description":
    "Branch network, security and ATM circuits installed after hours without disrupting service.",
  "industries.education.name": "Education",
  "industries.education.description":
    "Classroom networks, Wi-Fi backbones and power upgrades scheduled around the academic calendar.",
  "industries.restaurants.name": "Restaurants",
  "industries.restaurants.description":
    "Kitchen equipment circuits, POS terminals and drive-thru systems installed between services.",
  "industries.kiosks.name": "Self-Service Kiosks",
  "industries.kiosks.description":
    "Power, data and mounting for ordering and check-in kiosks, tested end to end before handover.",
  "industries.capability": "Download our capability statement (PDF)",
  "industries.contactTeam": "Contact Our Team",
  "industries.requestService": "Request service for a site",
  "why.eyebrow": "Why Choose Us",
  "why.title": "The contractor that answers the phone",
  "why.intro": "Clients stay with us for the same reasons they call us first.",
  "why.licensed.title": "Licensed Expertise",
  "why.licensed.description":
    "B-General Contractor, C10-Electrical and C7-Low Voltage licenses: one contractor for the whole scope.",
  "why.endToEnd.title": "End-to-End Solutions",
  "why.endToEnd.description":
    "Design, permits, installation, testing and support from one team, so nothing falls between trades.",
  "why.dualState.title": "Dual-State Service",
  "why.dualState.description":
    "Offices in Glendora, California and Pompano Beach, Florida, with crews that travel for multi-site programs.",
  "why.innovation.title": "Innovation Focus",
  "why.innovation.description":
    "Automation, smart controls and our own contractor software keep projects faster and better documented.",
  "why.schedule": "Schedule a Consultation",
  "contact.eyebrow": "Contact",
  "contact.title": "Contact Us",
  "contact.intro": "Tell us about your project. We answer every message within one business day.",
  "contact.offices": "Offices",
  "contact.hours": "Business Hours",
  "contact.hoursCaption": "Business hours",
  "contact.closed": "Closed",
  "contact.supportHours": "Technical and software development support: 24/7",
};
