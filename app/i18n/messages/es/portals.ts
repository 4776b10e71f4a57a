import type { NamespaceMessages } from "../../translator";

export default {
  eyebrow: "Portal del equipo",
  comingSoon: "Muy pronto",
  willHold: "Qué tendrá el portal",
  onePlace:
    "Un solo lugar donde {audience} encontrarán los documentos y requisitos para trabajar con nosotros.",
  needToday: "¿Necesita alguno de estos documentos hoy?",
  untilOpen:
    "Mientras se abre el portal, nuestros coordinadores de proyecto le envían cualquiera de estos documentos cuando los pida, casi siempre el mismo día hábil.",
  contactUs: "Contáctenos",
  "subcontractors.title": "Subcontratistas",
  "subcontractors.audience": "nuestros subcontratistas",
  "subcontractors.intro":
    "Estamos construyendo un portal para los subcontratistas que trabajan en nuestras obras. En esta página no necesita iniciar sesión: aquí verá lo que tendrá y cómo comunicarse con nosotros mientras tanto.",
  "subcontractors.coi.title": "Requisitos del certificado de seguro (COI)",
  "subcontractors.coi.description":
    "Los certificados de seguro que necesitamos antes de que empiece: los límites de responsabilidad civil general, de automóvil y de compensación al trabajador, y el texto de asegurado adicional.",
  "subcontractors.labor.title": "Requisitos de cumplimiento laboral",
  "subcontractors.labor.description":
    "Nómina certificada, salario prevaleciente, registro ante el DIR y reglas de aprendices para obras públicas.",
  "subcontractors.bond.title": "Información sobre fianzas",
  "subcontractors.bond.description":
    "A quién pedir los datos de las fianzas de cumplimiento y de pago de un proyecto que está cotizando o en el que está trabajando.",
  "subcontractors.billing.title": "Requisitos de facturación",
  "subcontractors.billing.description":
    "Cómo enviar facturas y solicitudes de pago, qué renuncias de gravamen incluir y cuándo se hacen los pagos.",
  "gcs.title": "Contratistas generales",
  "gcs.audience": "los contratistas generales para quienes trabajamos",
  "gcs.intro":
    "Estamos construyendo un portal para los contratistas generales que nos contratan. En esta página no necesita iniciar sesión: aquí verá lo que tendrá y cómo comunicarse con nosotros mientras tanto.",
  "gcs.w9.title": "Formularios W-9",
  "gcs.w9.description": "Nuestro W-9 vigente y firmado, listo para darnos de alta como proveedor.",
  "gcs.dir.title": "Información del DIR",
  "gcs.dir.description":
    "Nuestro registro ante el Departamento de Relaciones Industriales de California (DIR) para obras públicas.",
  "gcs.insurance.title": "Coberturas y límites de seguro",
  "gcs.insurance.description":
    "Nuestras coberturas y límites, y cómo pedir un certificado que lo nombre como asegurado adicional.",
  "gcs.banking.title": "Datos para pagos con cheque o transferencia",
  "gcs.banking.description":
    "A dónde enviar los cheques y cómo configurar pagos electrónicos a nuestro favor.",
} satisfies NamespaceMessages<"portals">;
