import { company } from "~/company/fixed-facts";
import type { FeatureId } from "./feature-ids";
import type { FeatureText, FigureText } from "./features-content";

/** The feature cards and figures in Spanish: the same ids and shape as the English. */
export const spanishFeatures: Record<FeatureId, FeatureText> = {
  estimation: {
    title: "Presupuestos",
    subtitle: "Cotizaciones basadas en sus costos reales de mano de obra y material",
    description:
      "Cuantifique dispositivos, metros de conductor y salidas de cable a partir de un juego de planos, aplique sus propias unidades de mano de obra y tarifas de cuadrilla, y convierta el resultado en una propuesta con su marca en minutos, no en un fin de semana con una hoja de cálculo.",
    features: [
      "Ensambles para el trabajo común: circuitos de contactos de 20 A, salidas Cat6, luminarias de 277 V, tendidos de tubería por diámetro",
      "Unidades de mano de obra ajustables por cuadrilla, por condición de obra y para proyectos con salario prevaleciente",
      "Precios de material al día con las cotizaciones de sus proveedores, con ajuste por el precio del cobre y la fibra",
      "Alternativas, exclusiones y asignaciones impresas en la propuesta como las esperan los contratistas generales",
    ],
    benefits: [
      "Cotice más trabajo con el mismo personal de presupuestos",
      "Todos los presupuestos usan las mismas unidades de mano de obra, así el margen ya no depende de quién cotizó",
      "Las licitaciones ganadas se vuelven trabajos con su presupuesto ya cargado",
    ],
  },
  jobs: {
    title: "Trabajos",
    subtitle: "Cada trabajo, de la adjudicación al cierre, en una sola pantalla",
    description:
      "Dé seguimiento al presupuesto, las etapas, las cuadrillas, las solicitudes de información, las órdenes de cambio, las inspecciones y la lista de pendientes de cada proyecto en un solo lugar que ven la oficina y el campo, sea una mejora para inquilino, un alimentador de media tensión o un despliegue de punto de venta en 40 tiendas.",
    features: [
      "Códigos de costo por etapa: subterráneo, canalización, acabado, terminaciones, pruebas y puesta en marcha",
      "Órdenes de cambio cotizadas a partir del presupuesto original y enviadas al cliente para su firma",
      "Bitácoras diarias desde la obra con fotos, horas, clima y resultados de inspección",
      "Planos, documentos de aprobación, permisos y planos finales guardados junto al trabajo al que pertenecen",
    ],
    benefits: [
      "Vea el presupuesto contra el costo real mientras el trabajo sigue en marcha, no después del cierre",
      "Menos órdenes de cambio perdidas y aprobaciones más rápidas",
      "Un paquete de cierre completo el mismo día en que se aprueba la última inspección",
    ],
  },
  orders: {
    title: "Pedidos",
    subtitle: "Órdenes de compra y seguimiento de material ligados a cada trabajo",
    description:
      "Genere órdenes de compra directamente de la lista de materiales del presupuesto, envíelas a su proveedor y vea lo pedido, enviado, recibido e instalado, para que las cuadrillas nunca esperen un carrete de cable o un tablero atrasado.",
    features: [
      "Órdenes de compra generadas desde el presupuesto, separadas por proveedor y fecha de entrega",
      "Recepción en campo desde el teléfono: cantidades, remisiones y fotos",
      "Seguimiento de equipo de entrega larga: tableros, transformadores y cajas de fibra",
      "Devoluciones y créditos por reabastecimiento ligados a la orden de compra original",
    ],
    benefits: [
      "El costo del material se carga solo al trabajo y al código de costo correctos",
      "Menos viajes de emergencia al proveedor",
      "El equipo de entrega larga se señala antes de que retrase el calendario",
    ],
  },
  agreements: {
    title: "Contratos de servicio",
    subtitle: "Contratos de servicio, subcontratos y contratos de mantenimiento",
    description:
      "Redacte y renueve contratos de servicio y mantenimiento, administre subcontratos y sus certificados de seguro, y deje que el trabajo periódico, como pruebas de generadores, termografías y certificaciones de red, se programe solo.",
    features: [
      "Plantillas de contrato con alcance, frecuencia de visitas, precios y condiciones de renovación",
      "Visitas periódicas creadas automáticamente para el mantenimiento preventivo",
      "Expedientes de subcontratos con vencimiento del COI, números de licencia y control de renuncias de gravamen",
      "Firma electrónica e historial con fecha de cada versión enviada",
    ],
    benefits: [
      "Ingresos periódicos predecibles que se renuevan a tiempo",
      "Ningún subcontratista en la obra con un certificado vencido",
      "Visitas de mantenimiento planeadas con meses de anticipación, sin perseguirlas por teléfono",
    ],
  },
  scheduling: {
    title: "Programación",
    subtitle: "Cuadrillas, camionetas y equipo en un solo tablero de despacho",
    description:
      "Planee las cuadrillas por habilidad y certificación, vea quién está libre la próxima semana y mueva trabajo entre obras arrastrando y soltando. Los técnicos ven en su teléfono sus asignaciones, direcciones y notas del trabajo.",
    features: [
      "Tablero de despacho por cuadrilla, por trabajo o por día, con cambios de arrastrar y soltar",
      "Habilidades y certificaciones de cada trabajador: oficial electricista, empalmador de fibra, OSHA 30, operador de elevador",
      "Turnos nocturnos y fuera de horario para tiendas, bancos y restaurantes",
      "Avisos automáticos por mensaje de texto y correo electrónico a cuadrillas y clientes cuando cambian los planes",
    ],
    benefits: [
      "La cuadrilla certificada correcta en cada trabajo",
      "Menos horas extra por cuadrillas agendadas dos veces y camionetas paradas",
      "Los clientes saben a qué hora llegará la cuadrilla",
    ],
  },
  financial: {
    title: "Facturación",
    subtitle: "Facturación por avance, facturas y flujo de efectivo",
    description:
      "Facture por catálogo de conceptos o por tiempo y materiales, prepare solicitudes de pago tipo AIA con retención y siga cada factura hasta que se pague, con totales que pasan a su sistema contable en lugar de capturarse dos veces.",
    features: [
      "Facturación por avance según el catálogo de conceptos, con retención retenida y liberada",
      "Facturas por tiempo y materiales armadas con boletas de campo aprobadas",
      "Antigüedad de cuentas por cobrar por cliente y por trabajo",
      "Sincronización en ambos sentidos de facturas, pagos y clientes con QuickBooks",
    ],
    benefits: [
      "Las facturas salen el mismo día en que se aprueba el trabajo",
      "La retención se controla hasta cobrar el último dólar",
      "Las mismas cifras para la oficina, el campo y el contador",
    ],
  },
  expenses: {
    title: "Gastos",
    subtitle: "Recibos, millaje y viáticos desde el campo",
    description:
      "Los técnicos fotografían los recibos y registran el millaje desde la obra; los gastos se asignan al trabajo, los aprueba el gerente de proyecto y se pagan en un calendario fijo, aplicando automáticamente las reglas de millaje de su propia política.",
    features: [
      "Captura de recibos con el teléfono, asignados a trabajo y código de costo",
      "Registro de millaje con su tarifa de reembolso y los descuentos por traslado ya incluidos",
      "Informes semanales de gastos con aprobación del gerente y fecha de reembolso",
      "Movimientos de la tarjeta de la empresa emparejados con sus recibos",
    ],
    benefits: [
      "El costo real del trabajo incluye viajes, estacionamiento y herramienta menor",
      "Se acabaron las cajas de recibos a fin de mes",
      "Los empleados reciben su reembolso a tiempo y de la misma forma cada semana",
    ],
  },
  analytics: {
    title: "Análisis",
    subtitle: "Sepa qué trabajo deja ganancia",
    description:
      "Tableros e informes sobre tasa de éxito en licitaciones, productividad de la mano de obra, márgenes por trabajo y flujo de efectivo, por línea de servicio, cliente y cuadrilla, para saber si la fibra, las instalaciones trifásicas o los despliegues de punto de venta dejan más.",
    features: [
      "Rentabilidad por trabajo: del presupuesto al pronóstico actual y al costo final",
      "Productividad de la mano de obra por cuadrilla frente a las unidades del presupuesto",
      "Tasa de éxito en licitaciones por cliente, mercado y presupuestador",
      "Informes programados enviados por correo electrónico a dueños y gerentes de proyecto",
    ],
    benefits: [
      "Detecte un trabajo que pierde dinero cuando todavía hay tiempo de corregirlo",
      "Cotice la próxima licitación con lo que realmente costaron los últimos diez trabajos",
      "Decisiones tomadas con cifras y no de memoria",
    ],
  },
  customers: {
    title: "Clientes",
    subtitle: "Cada cliente, sitio y contacto en un solo expediente",
    description:
      "Tenga a contratistas generales, administradores de propiedades, directores de instalaciones y operadores de tiendas en una sola lista de clientes con sus sitios, contactos, trabajos anteriores, cotizaciones abiertas e historial de servicio, además de un portal donde ven sus propios proyectos.",
    features: [
      "Expedientes de clientes y sitios con notas de acceso, ubicación de tableros y códigos de portón",
      "Historial completo de cotizaciones, trabajos, facturas y llamadas de servicio por sitio",
      "Portal del cliente para aprobar cotizaciones y órdenes de cambio y pagar facturas",
      "Recordatorios para dar seguimiento a licitaciones abiertas y próximas renovaciones de contratos",
    ],
    benefits: [
      "Cualquier persona de la oficina responde la pregunta de un cliente en segundos",
      "Más trabajo repetido de los clientes que ya atiende",
      "Aprobaciones más rápidas cuando los clientes pueden firmar en línea",
    ],
  },
  support: {
    title: "Soporte",
    subtitle: "Llamadas de servicio y mesa de ayuda para sus clientes",
    description:
      "Registre solicitudes de servicio por teléfono, correo electrónico o portal, envíe al técnico calificado más cercano y siga cada caso hasta resolverlo, con nuestro propio equipo respaldándolo a toda hora en las dudas sobre el software.",
    features: [
      "Casos de servicio con prioridad, metas de tiempo de respuesta y escalamiento",
      "Enrutamiento de llamadas de emergencia para fallas fuera de horario",
      "Notas del técnico, fotos y firma de conformidad del cliente desde el teléfono",
      `Ayuda con ${company.software.name} de nuestro equipo de soporte, 24/7, por teléfono y correo electrónico`,
    ],
    benefits: [
      "Fallas resueltas más rápido con el técnico correcto en la primera visita",
      "Compromisos de tiempo de respuesta que puede demostrar a sus clientes",
      "Ayuda con el software a cualquier hora en que trabajen sus cuadrillas",
    ],
  },
};

export const spanishFigures: Record<string, FigureText> = {
  "time-saved": {
    label: "Tiempo ahorrado",
    detail: "en el papeleo de presupuestos, programación y facturación",
  },
  "profit-margins": {
    label: "Más margen de ganancia",
    detail: "gracias a cotizaciones y costeo de trabajos precisos",
  },
  "issue-resolution": {
    label: "Problemas resueltos más rápido",
    detail: "con casos de servicio enviados al técnico correcto",
  },
  uptime: {
    label: "Disponibilidad",
    detail: "para que la oficina y el campo nunca se queden fuera",
  },
  "free-trial": {
    label: "Prueba gratis",
    detail: "con sus propios trabajos, sin tarjeta de crédito",
    suffix: " días",
  },
  contractors: {
    label: "Contratistas",
    detail: "empresas eléctricas, de telecomunicaciones, de construcción y de servicios públicos",
  },
};
