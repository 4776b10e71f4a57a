import type { NamespaceMessages } from "../../translator";

export default {
  socialImageAlt:
    "{company}: contratista con licencia en electricidad, telecomunicaciones y construcción general en {states}",
  "home.title": "Inicio",
  "home.description":
    "Contratista con licencia en electricidad, telecomunicaciones, bajo voltaje y construcción general en {states} desde 2002: cableado de fibra y cobre, instalaciones trifásicas de 277/480 V, servicios de media tensión de 600 V a 15 kV, automatización y sistemas de punto de venta.",
  "features.title": "Software para contratistas",
  "features.description":
    "{software}, el software de gestión para contratistas eléctricos, de telecomunicaciones, de construcción y de servicios públicos: presupuestos, trabajos, pedidos, programación, facturación, gastos y análisis en un solo lugar. Prueba gratis de 7 días.",
  "softwareTools.title": "Herramientas del software",
  "softwareTools.description":
    "Las diez herramientas de {software} de un vistazo: presupuestos, trabajos, pedidos, contratos de servicio, programación, facturación, gastos, análisis, clientes y soporte para contratistas. Pruébelo gratis 7 días.",
  "pricing.title": "Precios de {software}",
  "pricing.description":
    "Pida precios de {software}, el software de gestión para contratistas eléctricos, de telecomunicaciones, de construcción y de servicios públicos. Una cotización a su medida en 24 horas y una demostración si la desea.",
  "privacy.title": "Política de privacidad",
  "privacy.description":
    "Cómo {company} recopila, usa, conserva, protege y comparte la información que nos da en este sitio web, y las opciones que usted tiene.",
  "terms.title": "Términos del servicio",
  "terms.description":
    "Los términos de los servicios eléctricos, de cableado, de media tensión, de automatización, de punto de venta y de construcción general de {company}: normas, pagos, garantías, responsabilidad y disputas.",
  "subcontractors.title": "Subcontratistas",
  "subcontractors.description":
    "El portal de subcontratistas de {company}: certificado de seguro, cumplimiento laboral, fianzas y requisitos de facturación para los subcontratistas de nuestras obras.",
  "generalContractors.title": "Contratistas generales",
  "generalContractors.description":
    "El portal de {company} para contratistas generales: formulario W-9, registro ante el DIR, coberturas y límites de seguro, y datos para pagos.",
  "employees.title": "Formularios del empleado",
  "employees.description":
    "Para nuevos empleados: llene sus 20 formularios de incorporación, revise su avance y lea las políticas de gastos, millaje, hojas de tareas y facturas.",
} satisfies NamespaceMessages<"seo">;
