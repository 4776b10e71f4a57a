import type { NamespaceMessages } from "../../translator";

export default {
  eyebrow: "Nuestras oficinas",
  title: "{office}: {city}, {region}",
  intro:
    "Contratación eléctrica, de telecomunicaciones y general con licencia desde nuestra oficina de {city}, para clientes comerciales y públicos en {states}.",
  "seo.title": "Oficina de {city}, {region}",
  "seo.description":
    "{company} en {city}, {region}: dirección, teléfono, horario, servicios y mercados de nuestra {office}.",
  address: "Dirección",
  map: "Abrir en un mapa",
  mapLabel: "Abrir {office} en un mapa (abre otro sitio)",
  phone: "Teléfono",
  hours: "Horario",
  hoursCaption: "Horario de {office}",
  closed: "Cerrado",
  services: "Servicios desde esta oficina",
  markets: "Mercados que atendemos",
  "contact.title": "Contacte con la oficina de {city}",
  "contact.intro": "Cuéntenos su proyecto: el equipo de {office} responde en un día hábil.",
  otherOffices: "Otras oficinas",
  visitOffice: "{office} en {city}, {region}",
  "form.badOffice":
    "Esta oficina ya no figura en la lista. Envíe su mensaje desde la página de inicio.",
} satisfies NamespaceMessages<"offices">;
