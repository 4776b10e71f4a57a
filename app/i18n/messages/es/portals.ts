import type { NamespaceMessages } from "../../translator";

export default {
  eyebrow: "Portal del equipo",
  contactUs: "Contáctenos",
  "subcontractors.title": "Subcontratistas",
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
    "A dónde enviar los cheques y cómo pedir nuestros datos bancarios para pagar por ACH: por teléfono, nunca por correo electrónico.",
  "gcs.credentialsIntro":
    "Lo que los contratistas generales, los departamentos de proveedores y las agencias públicas piden antes de contratarnos o pagarnos: nuestro W-9, el registro del DIR, los seguros y a dónde enviar el pago. No necesita iniciar sesión.",
  "gcs.callUs":
    "Todavía no está aquí: llame a nuestra oficina al {phone} y se lo enviamos el mismo día hábil.",
  "gcs.validThrough": "Vigente hasta el {date}",
  "gcs.w9.download": "Descargar nuestro W-9 (año fiscal {year})",
  "gcs.dir.number": "Número de registro",
  "gcs.dir.search": "Verifíquelo en la búsqueda de registros del DIR",
  "gcs.licenses.title": "Licencias",
  "gcs.licenses.check": "Verifíquela en la consulta del estado",
  "gcs.certifications.title": "Certificaciones",
  "gcs.identifiers.title": "Identificadores federales",
  "gcs.identifiers.uei": "UEI",
  "gcs.identifiers.cage": "Código CAGE",
  "gcs.identifiers.naics": "Códigos NAICS",
  "gcs.insurance.caption": "Nuestras pólizas de seguro vigentes y sus límites",
  "gcs.insurance.coverage": "Cobertura",
  "gcs.insurance.carrier": "Aseguradora",
  "gcs.insurance.perOccurrence": "Por siniestro",
  "gcs.insurance.aggregate": "Agregado",
  "gcs.insurance.expires": "Vence",
  "gcs.banking.remitTo": "Envíe los cheques a",
  "gcs.banking.ach":
    "Para pagar por ACH (transferencia bancaria electrónica), llame al {phone}: damos nuestros datos bancarios solo por teléfono, nunca por correo electrónico.",
  "gcs.banking.fraud":
    "Nunca cambiamos nuestros datos bancarios por correo electrónico. Si recibe una solicitud para cambiar a dónde nos paga, llame al {phone} para verificarla antes de pagar.",
  "gcs.capability": "Descargar nuestra declaración de capacidades (PDF)",
  "capability.title": "Declaración de capacidades",
  "capability.services": "Servicios principales",
  "capability.markets": "Mercados",
  "capability.offices": "Oficinas",
  "capability.contact": "Contacto",
  "capability.phone": "Teléfono {phone}",
  "capability.email": "Correo electrónico {email}",
  "capability.serving": "Al servicio de {states}",
  "capability.licenses": "Licencias",
  "capability.publicWorks": "Obras públicas",
  "capability.dir": "Registro DIR de California {number}",
  "capability.certifications": "Certificaciones",
  "capability.identifiers": "Identificadores",
  "capability.insurance": "Seguros",
  "capability.policy": "{kind} ({carrier}): {perOccurrence} por evento, {aggregate} en total",
  "capability.through": "{item} (hasta el {date})",
  "capability.projects": "Proyectos realizados",
  "capability.continued": "{title} (continuación)",
  "gcs.coi.title": "Solicitar un certificado de seguro",
  "gcs.coi.intro":
    "Indíquenos el proyecto y el titular del certificado; le enviamos el certificado para la fecha que lo necesite.",
} satisfies NamespaceMessages<"portals">;
