import type { NamespaceMessages } from "../../translator";

export default {
  tagline: "Software de gestión para contratistas",
  "features.title": "Software para contratistas",
  "features.intro":
    "Presupuestos, trabajos, compras, programación, facturación e informes para contratistas eléctricos, de telecomunicaciones, de construcción y de servicios públicos, hecho por un contratista que dirige sus propias cuadrillas desde {founded}.",
  "features.exploreTools": "Ver las herramientas",
  "features.startTrial": "Comenzar prueba gratis",
  "features.getPricing": "Precios de {software}",
  "features.byTheNumbers": "{software} en cifras",
  "features.toolsEyebrow": "Las herramientas",
  "features.toolsTitle": "Diez herramientas, un solo registro de cada trabajo",
  "features.toolsIntro":
    "Todas las herramientas trabajan con los mismos clientes, trabajos y códigos de costo, así un presupuesto se convierte en trabajo, orden de compra, calendario y factura sin capturarlo dos veces.",
  "features.features": "Funciones",
  "features.benefits": "Beneficios",
  "features.learnMore": "Más información",
  "features.learnMoreAbout": " sobre {feature}",
  "trades.eyebrow": "Hecho para los oficios",
  "trades.title": "Hecho por contratistas, para contratistas",
  "trades.intro":
    "Nuestras propias cuadrillas de electricidad, bajo voltaje y construcción general trabajan con {software}, por eso habla de códigos de costo, unidades de mano de obra y órdenes de cambio, no de tareas genéricas.",
  "trades.electrical.name": "Contratistas eléctricos",
  "trades.electrical.text":
    "Cotice acometidas de 277/480 V y mejoras para inquilinos con sus propias unidades de mano de obra, siga la canalización y el acabado por etapa, y facture el avance con retención.",
  "trades.telecom.name": "Telecomunicaciones y bajo voltaje",
  "trades.telecom.text":
    "Cotice salidas Cat6 y de fibra por centenas, programe empalmadores y probadores certificados, y adjunte los reportes de pruebas a cada cierre.",
  "trades.construction.name": "Construcción",
  "trades.construction.text":
    "Administre subcontratos, certificados de seguro, solicitudes de información y órdenes de cambio en mejoras para inquilinos y remodelaciones, del permiso a la lista de pendientes.",
  "trades.utility.name": "Contratistas de servicios públicos",
  "trades.utility.text":
    "Planee cortes y ventanas de maniobra en media tensión, siga los tableros y transformadores de entrega larga y registre cada inspección.",
  "integrations.eyebrow": "Integraciones",
  "integrations.title": "Funciona con las herramientas que ya usa",
  "integrations.intro":
    "Las facturas y los pagos se sincronizan con su contabilidad, los documentos de cada trabajo viven en su propio almacenamiento en la nube y los avisos salen de su propio buzón.",
  "integrations.configure": "Configurar integraciones",
  "integrations.allTools": "Todas las herramientas de un vistazo",
  "pricing.title": "Precios a la medida de su empresa",
  "pricing.intro":
    "Díganos cuántas personas tiene en la oficina y en el campo. Le respondemos en 24 horas con una cotización, y su prueba gratis de 7 días puede empezar el mismo día.",
  "pricing.request": "Pida su cotización",
  "tools.title": "Herramientas del software",
  "tools.intro":
    "Diez herramientas para llevar un negocio de contratista desde el primer presupuesto hasta la última factura. Elija una para ver lo que hace, o empiece una prueba gratis y pruébelas todas.",
  "tools.workflow": "Un trabajo, de principio a fin",
  "tools.seeInDetail": "Ver {tool} en detalle",
  "tools.trialEyebrow": "Prueba gratis de 7 días",
  "tools.trialTitle": "Pruebe todas las herramientas con sus propios trabajos",
  "tools.trialIntro":
    "Regístrese con su nombre y correo electrónico y prepararemos una cuenta de prueba para su empresa. Sin tarjeta de crédito, y nuestro equipo le ayuda a cargar su primer presupuesto.",
  "tools.exploreFeatures": "Ver todas las funciones",
} satisfies NamespaceMessages<"software">;
