import type { NamespaceMessages } from "../../translator";

export default {
  "copperFiber.title": "Cableado Ethernet de cobre y fibra",
  "copperFiber.summary":
    "Cableado estructurado de cobre Cat6/Cat6A y fibra monomodo o multimodo, terminado, etiquetado y certificado para oficinas, campus y cuartos de datos.",
  "threePhase.title": "Instalaciones eléctricas trifásicas",
  "threePhase.summary":
    "Acometidas trifásicas de 277/480 V, distribución y alimentación de equipos para edificios comerciales e industria ligera.",
  "industrialUtility.title": "Servicios industriales de media tensión",
  "industrialUtility.summary":
    "Trabajos de media tensión de 600 V a 15 kV: tableros de distribución, transformadores, alimentadores y coordinación con la compañía eléctrica.",
  "automation.title": "Sistemas de automatización y control",
  "automation.summary":
    "Controles, sensores y software a la medida que conectan equipos, iluminación y sistemas del edificio en un solo tablero.",
  "posSystems.title": "Sistemas de punto de venta",
  "posSystems.summary":
    "Instalación de terminales de punto de venta y quioscos de autoservicio para cadenas comerciales y restaurantes, tienda por tienda y durante la noche.",
  "generalContracting.title": "Construcción general",
  "generalContracting.summary":
    "Gestión de remodelaciones y mejoras para inquilinos con licencia B de contratista general, desde los permisos hasta la lista final de pendientes.",
  "page.eyebrow": "Servicio",
  "page.getQuote": "Pida su cotización hoy",
  "page.back": "Volver a servicios",
  "page.about": "Acerca de este servicio",
  "page.included": "Qué incluye",
  "page.howItRuns": "Cómo se lleva a cabo su proyecto",
  "page.step1.title": "Visita al sitio",
  "page.step1.text":
    "Visitamos el sitio o revisamos sus planos con usted y confirmamos el alcance.",
  "page.step2.title": "Cotización en 24 horas",
  "page.step2.text":
    "Una cotización detallada con calendario, exclusiones y las licencias que aplican.",
  "page.step3.title": "Instalación programada",
  "page.step3.text":
    "Nuestras propias cuadrillas con licencia en las fechas acordadas, fuera de horario si el negocio sigue abierto.",
  "page.step4.title": "Pruebas y entrega",
  "page.step4.text":
    "Resultados de las pruebas, planos finales de obra y un recorrido final con su equipo.",
  "page.installTime": "Tiempo típico de instalación",
  "page.licenses": "Licencias que aplican",
  "page.licenseName": "{licenses} (California)",
  "page.industries": "Industrias que atendemos",
  "page.ready": "¿Listo para planear su proyecto?",
  "page.readyText":
    "Envíenos el alcance, los planos o unas fotos y le responderemos con una cotización detallada en 24 horas. ¿Prefiere hablarlo? Llame al <phone>{phone}</phone>.",
  "page.requestQuote": "Pida una cotización",
  "page.callUs": "Llámenos",
  "page.others": "Otros servicios",
  "page.facts": "Datos del servicio",
  "page.breadcrumb": "Ruta de navegación",
} satisfies NamespaceMessages<"services">;
