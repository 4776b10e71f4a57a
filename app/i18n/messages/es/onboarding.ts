import type { NamespaceMessages } from "../../translator";

export default {
  pageTitle: "Formularios del empleado",
  eyebrow: "Portal de nuevos empleados",
  intro:
    "Complete sus formularios de incorporación y consulte las políticas que necesita en el trabajo.",
  adminNote:
    "Sesión iniciada como <name>{name}</name>, el administrador. Esta página es para los nuevos empleados: el avance de todos está en <link>Form Progress</link>.",
  signedInAs: "Sesión iniciada como <name>{name}</name>.",
  goToHub: "Ir a su Centro del empleado",
  notSetUp:
    "Con su sesión iniciada, verá su avance de inmediato. ¿Todavía no tiene cuenta? Recursos Humanos le envía un correo de invitación con un enlace para crear su contraseña. También puede revisar su avance abajo escribiendo su nombre y apellido.",
  tabs: "Portal de nuevos empleados",
  formsTab: "Formularios de empleo",
  resourcesTab: "Recursos para empleados",
  trackerHeading: "Avance de sus formularios",
  trackerIntro:
    "Escriba su nombre tal como lo puso en los formularios para ver cuáles ya recibimos.",
  firstName: "Nombre",
  lastName: "Apellido",
  checkButton: "Ver mi avance",
  checkingButton: "Revisando...",
  missingName: "Escriba su nombre y su apellido.",
  "error.firstNameTooLong": "Su nombre debe tener menos de {nameMax} caracteres.",
  "error.lastNameTooLong": "Su apellido debe tener menos de {nameMax} caracteres.",
  progressFor: "Avance de {name}",
  notYou: "¿No es usted? Busque otro nombre",
  formsCompletedLabel: "Formularios completados",
  formsCompleted: "{completed} de {total} formularios completados",
  noFormsUnderName:
    "Aún no nos llegó ningún formulario a nombre de {name}. Si ya envió formularios, revise que su nombre esté escrito como en ellos.",
  submittedAllOn: "Usted entregó todos los formularios el {date}.",
  formLabel: "Formulario {number}: {name}",
  opensInNewTab: "(se abre en una pestaña nueva)",
  submittedOn: "Enviado: {date}",
  recordedByHr: "(registrado por Recursos Humanos)",
  markAsComplete: "Marcar como completado",
  allCompleteReady:
    "Todos los formularios están completos. Entréguelos para avisarle a Recursos Humanos que ya está listo.",
  submitAll: "Entregar todos los formularios",
  allSubmittedHeading: "¡Todos los formularios fueron entregados!",
  thankYou: "¡Gracias, {name}! Recibimos todos sus formularios de incorporación.",
  whatHappensNext: "Lo que sigue",
  "next.review": "Recursos Humanos revisa sus 20 formularios y le avisa si hay algo que corregir.",
  "next.documents":
    "El primer día, traiga los documentos de identidad originales que anotó en su I-9.",
  "next.startDate":
    "Su supervisor le confirma la fecha de inicio, el primer sitio de trabajo y la hora de llegada.",
  "next.payroll": "Nómina configura su depósito directo a tiempo para su primer cheque.",
  confirmationSubmittedOn: "Entregado el {date}",
  backToDashboard: "Volver al avance",
  goToPortal: "Ir al Portal de nuevos empleados",
  apiKeyNotConfigured:
    "La clave de API del servicio de formularios no está configurada. Agregue JOTFORM_API_KEY al archivo de entorno (.env) y reinicie el servidor para revisar el avance.",
  formIdsNotConfigured:
    "Los enlaces de los formularios de incorporación aún no están configurados. Agregue JOTFORM_FORM_IDS al archivo de entorno (.env).",
  formsBeingSetUp:
    "Estamos preparando sus formularios de incorporación; pronto aparecerán aquí. Si los necesita ahora, llame a Recursos Humanos al {phone}.",
  progressNotReady:
    "Todavía no se puede consultar su progreso: estamos preparando los formularios de incorporación. Si necesita ayuda, llame a Recursos Humanos al {phone}.",
  serviceUnreachable:
    "No pudimos comunicarnos con el servicio de formularios. Mostramos los últimos datos sincronizados.",
  lastUpdated: "Actualizado {ago}",
  neverSynced: "Todavía no se ha sincronizado con el servicio de formularios",
  tooManyChecks:
    "Demasiadas consultas de avance desde su conexión. Espere unos minutos y vuelva a intentarlo.",
  notAllComplete:
    "Los {total} formularios deben estar completos antes de entregarlos: lleva {completed} de {total}.",
  notAllCompleteWithoutCount:
    "Los {total} formularios deben estar completos antes de entregarlos. Revise su avance para ver cuáles faltan.",
  "hub.title": "Centro del empleado",
  "hub.welcome": "Le damos la bienvenida, {name}",
  "hub.intro": "Todo lo que necesita para sus primeras semanas con nosotros.",
  "hub.progressHeading": "Sus formularios de incorporación",
  "hub.progressLabel": "Su avance de incorporación",
  "hub.forms": "Formularios del empleado",
  "hub.formsText": "Sus 20 formularios de incorporación y su avance.",
  "hub.workOrders": "Mis órdenes de trabajo",
  "hub.workOrdersText": "Los servicios que tiene asignados: llegada, notas, fotos, salida.",
  "hub.resources": "Recursos para empleados",
  "hub.resourcesText": "Formularios obligatorios y políticas de gastos, millaje y hojas de tareas.",
  "hub.info": "Información del empleado",
  "hub.infoText": "Su cuenta, su contraseña, los contactos de Recursos Humanos y las oficinas.",
  "resources.menu": "Recursos para empleados",
  "resources.openMenu": "Abrir menú",
  "resources.closeMenu": "Cerrar menú",
  "resources.aroundSite": "En el sitio",
  "resources.requiredForms": "Formularios obligatorios",
  "resources.requiredIntro":
    "Estos {count} formularios son obligatorios antes de su primer día. Llénelos desde la pestaña Formularios de empleo.",
  "resources.pamphlets": "Folletos y avisos",
  "resources.pamphletsIntro":
    "Estos {count} folletos y avisos explican sus derechos y beneficios. Lea cada uno y confirme que lo leyó en su formulario.",
  "resources.expenses": "Reportes de gastos",
  "resources.expenses.weekly":
    "Reporte los gastos de cada semana de trabajo en un solo reporte de gastos, con los recibos.",
  "resources.expenses.due":
    "Los reportes de gastos se entregan a más tardar el <strong>domingo por la mañana</strong> después de la semana de trabajo.",
  "resources.expenses.paid": "Los gastos aprobados se pagan el <strong>viernes siguiente</strong>.",
  "resources.mileage": "Millaje",
  "resources.mileage.rate": "El millaje se paga a <strong>{rate} por milla</strong>.",
  "resources.mileage.commute":
    "Manejar de su casa a un sitio de trabajo a menos de {miles} millas de la oficina corporativa es su trayecto normal y no se reembolsa.",
  "resources.mileage.deducted":
    "Más allá de esa distancia, se descuentan {miles} millas de ida ({roundTrip} de ida y vuelta) y se paga el resto.",
  "resources.mileage.claim": "Reclame el millaje en su reporte de gastos semanal.",
  "resources.taskSheets": "Hojas de tareas",
  "resources.taskSheets.daily":
    "Llene una hoja de tareas por cada día en un sitio de trabajo: el trabajo, sus horas y lo que hizo.",
  "resources.taskSheets.backup":
    "Las hojas de tareas respaldan sus horas y los gastos y el millaje que reclama.",
  "resources.taskSheets.turnIn": "Entréguelas con su reporte de gastos semanal.",
  "resources.invoices": "Facturas",
  "resources.invoices.due":
    "Las facturas se pagan dentro de los <strong>30 días después de recibirlas</strong>.",
  "resources.invoices.details":
    "Ponga el nombre del trabajo y las fechas de sus hojas de tareas en cada factura.",
  "mileage.heading": "Calculadora de millaje",
  "mileage.miles": "Millas de su casa al sitio de trabajo (solo ida)",
  "mileage.trip": "Viaje",
  "mileage.roundTrip": "Ida y vuelta",
  "mileage.oneWay": "Solo ida",
  "mileage.calculate": "Calcular",
  "mileage.notClaimable":
    "<strong>No se reembolsa:</strong> {driven} millas están dentro del trayecto normal ({miles} millas de ida, {roundTrip} de ida y vuelta).",
  "mileage.claimOne":
    "{driven} millas manejadas − {deducted} millas de trayecto = {claimable} milla reembolsable × {rate} = <strong>{amount}</strong>",
  "mileage.claimMany":
    "{driven} millas manejadas − {deducted} millas de trayecto = {claimable} millas reembolsables × {rate} = <strong>{amount}</strong>",
  "form.1": "W-4",
  "form.2": "Certificado de exenciones (DE-4)",
  "form.3": "I-9",
  "form.4": "Depósito directo",
  "form.5": "Contacto de emergencia",
  "form.6": "Acuerdo de confidencialidad (NDA)",
  "form.7": "Verificación de antecedentes",
  "form.8": "Autorización del DMV",
  "form.9": "Comidas y descansos",
  "form.10": "Política de horas extra",
  "form.11": "Trabajo no autorizado",
  "form.12": "Renuncia a la cobertura",
  "form.13": "Compensación al trabajador",
  "form.14": "Aviso de la MPN",
  "form.15": "Anthem",
  "form.16": "Seguro médico",
  "form.17": "Información sobre incapacidad",
  "form.18": "Permiso familiar pagado",
  "form.19": "Derechos de las víctimas",
  "form.20": "Acoso sexual",
  "formDescription.1": "Certificado de retenciones del empleado (impuesto federal sobre la renta).",
  "formDescription.2":
    "DE-4, certificado de exenciones para la retención del empleado (impuesto estatal de California).",
  "formDescription.3": "Verificación de elegibilidad de empleo, con sus documentos de identidad.",
  "formDescription.4": "Los datos de su cuenta bancaria para recibir su pago.",
  "formDescription.5": "A quién llamamos si le pasa algo en el trabajo.",
  "formDescription.6":
    "Acuerdo de confidencialidad sobre las instalaciones y los datos de los clientes.",
  "formDescription.7": "Autorización para verificar sus antecedentes.",
  "formDescription.8":
    "Autorización para consultar su historial del DMV, para manejar vehículos de la empresa o propios.",
  "formDescription.9": "Constancia de que conoce la política de comidas y descansos.",
  "formDescription.10": "Constancia de que conoce la política de aprobación de horas extra.",
  "formDescription.11":
    "Constancia de que no se hace ni se paga trabajo que no se le haya asignado.",
  "formDescription.12": "Renuncia a la cobertura médica, si decide no tenerla.",
  "formDescription.13": "Folleto sobre los derechos y beneficios de la compensación al trabajador.",
  "formDescription.14": "Aviso de la Red de Proveedores Médicos (MPN) para lesiones en el trabajo.",
  "formDescription.15": "Información sobre el plan médico de Anthem.",
  "formDescription.16": "Aviso sobre el mercado de seguros médicos.",
  "formDescription.17": "Folleto sobre el seguro estatal por incapacidad.",
  "formDescription.18": "Folleto sobre el permiso familiar pagado.",
  "formDescription.19":
    "Derechos de las víctimas de violencia doméstica, agresión sexual y acecho.",
  "formDescription.20": "Información sobre la prevención del acoso sexual.",
  "mileage.error.number": "Escriba las millas con números.",
  "mileage.error.negative": "Las millas no pueden ser negativas.",
  "mileage.error.tooMany": "Escriba como máximo {max} millas.",
} satisfies NamespaceMessages<"onboarding">;
