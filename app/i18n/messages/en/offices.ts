/** One page per office of the company profile (docs/product.md#office-pages). */
export default {
  eyebrow: "Our offices",
  title: "{office}: {city}, {region}",
  intro:
    "Licensed electrical, telecom and general contracting from our {city} office, for commercial and public clients across {states}.",
  "seo.title": "{city}, {region} office",
  "seo.description":
    "{company} in {city}, {region}: address, phone, hours, services and markets of our {office}.",
  address: "Address",
  map: "Open in a map",
  mapLabel: "Open {office} in a map (opens another site)",
  phone: "Phone",
  hours: "Hours",
  hoursCaption: "Opening hours of {office}",
  closed: "Closed",
  services: "Services from this office",
  markets: "Markets we serve",
  "contact.title": "Contact the {city} office",
  "contact.intro": "Tell us about your project: the {office} team answers within one business day.",
  otherOffices: "Other offices",
  visitOffice: "{office} in {city}, {region}",
  "form.badOffice": "This office is no longer listed. Please send your message from the home page.",
} as const;
