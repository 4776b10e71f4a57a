import type { NamespaceMessages } from "../../translator";

export default {
  "section.home": "Inicio",
  "section.about": "Nosotros",
  "section.services": "Servicios",
  "section.industries": "Industrias",
  "section.whyChooseUs": "Por qué elegirnos",
  "section.contact": "Contacto",
  "hero.since": "Desde {founded}",
  "hero.title":
    "{years} años de experiencia llevando energía y conectividad a <accent>{states}</accent>",
  "hero.intro":
    "Contratista con licencia en electricidad, telecomunicaciones, bajo voltaje, automatización, sistemas de punto de venta y construcción general: desde un solo tendido de fibra hasta una acometida de 15 kV.",
  "hero.explore": "Conozca nuestros servicios",
  "hero.contact": "Contáctenos",
  "about.eyebrow": "Quiénes somos",
  "about.title": "Contratistas de confianza desde {founded}",
  "about.intro":
    "Por más de {years} años hemos diseñado, instalado y dado soporte a la electricidad, el cableado y los sistemas de los que dependen empresas y agencias públicas en {states}.",
  "about.licensed.title": "Experiencia con licencia",
  "about.licensed.description":
    "Licencias de California {licenses}, con cuadrillas capacitadas según el código de cada estado donde trabajamos.",
  "about.technology.title": "Soluciones impulsadas por la tecnología",
  "about.technology.description":
    "Desarrollamos nuestro propio software de presupuestos, programación de cuadrillas e informes, para dar seguimiento a cada trabajo desde la licitación hasta el cierre.",
  "about.quality.title": "Gestión enfocada en la calidad",
  "about.quality.description":
    "Gerentes de proyecto dedicados, inspecciones documentadas y un solo contacto desde el arranque hasta la entrega.",
  "stats.years": "Años de experiencia",
  "stats.projects": "Proyectos terminados",
  "stats.states": "Estados atendidos",
  "stats.support": "Soporte",
  "stats.extension": "{phone} ext. {extension}",
  "services.eyebrow": "Nuestros servicios",
  "services.title": "Un solo equipo con licencia para electricidad, datos y construcción",
  "services.intro":
    "Del cableado de bajo voltaje a los trabajos de media tensión para compañías eléctricas, todos los oficios son nuestros y todas las cuadrillas también.",
  "services.learnMore": "Más información",
  "services.learnMoreAbout": " sobre {service}",
  "industries.eyebrow": "Industrias",
  "industries.title": "Para organizaciones que no pueden quedarse sin servicio",
  "industries.intro":
    "Agencias públicas, cadenas de tiendas e instituciones financieras nos confían trabajos que deben hacerse bien, a tiempo y fuera del horario de atención.",
  "industries.government.name": "Gobierno",
  "industries.government.description":
    "Cableado y mejoras eléctricas para obras públicas, cumpliendo con el salario prevaleciente y los requisitos del DIR.",
  "industries.retail.name": "Cadenas comerciales",
  "industries.retail.description":
    "Instalaciones en varias sucursales con un calendario fijo y los mismos estándares de cuadrilla en cada tienda.",
  "industries.banking.name": "Banca",
  "industries.banking.description":
    "Red, seguridad y circuitos de cajeros automáticos en sucursales, instalados fuera de horario sin interrumpir el servicio.",
  "industries.education.name": "Educación",
  "industries.education.description":
    "Redes para salones de clase, troncales de Wi-Fi y mejoras eléctricas programadas según el calendario escolar.",
  "industries.restaurants.name": "Restaurantes",
  "industries.restaurants.description":
    "Circuitos para equipo de cocina, terminales de punto de venta y sistemas de servicio para autos (drive-thru), instalados entre un turno y otro.",
  "industries.kiosks.name": "Quioscos de autoservicio",
  "industries.kiosks.description":
    "Electricidad, datos y montaje para quioscos de pedidos y de registro, probados de punta a punta antes de la entrega.",
  "industries.capability": "Descargar nuestra declaración de capacidades (PDF)",
  "industries.contactTeam": "Hable con nuestro equipo",
  "industries.requestService": "Solicitar servicio para un local",
  "why.eyebrow": "Por qué elegirnos",
  "why.title": "El contratista que sí contesta el teléfono",
  "why.intro":
    "Nuestros clientes se quedan con nosotros por las mismas razones por las que nos llaman primero.",
  "why.licensed.title": "Experiencia con licencia",
  "why.licensed.description":
    "Licencias B de contratista general, C10 de electricidad y C7 de bajo voltaje: un solo contratista para todo el alcance.",
  "why.endToEnd.title": "Soluciones de principio a fin",
  "why.endToEnd.description":
    "Diseño, permisos, instalación, pruebas y soporte con un solo equipo, para que nada quede entre un oficio y otro.",
  "why.dualState.title": "Servicio en dos estados",
  "why.dualState.description":
    "Oficinas en Glendora, California, y Pompano Beach, Florida, con cuadrillas que viajan para programas en varias sedes.",
  "why.innovation.title": "Enfoque en la innovación",
  "why.innovation.description":
    "La automatización, los controles inteligentes y nuestro propio software para contratistas hacen los proyectos más rápidos y mejor documentados.",
  "why.schedule": "Agende una consulta",
  "contact.eyebrow": "Contacto",
  "contact.title": "Contáctenos",
  "contact.intro": "Cuéntenos sobre su proyecto. Respondemos cada mensaje en un día hábil.",
  "contact.offices": "Oficinas",
  "contact.hours": "Horario de atención",
  "contact.hoursCaption": "Horario de atención",
  "contact.closed": "Cerrado",
  "contact.supportHours": "Soporte técnico y de desarrollo de software: 24/7",
} satisfies NamespaceMessages<"home">;
