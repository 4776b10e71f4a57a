import type { NamespaceMessages } from "../../translator";

export default {
  optional: "(opcional)",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  message: "Mensaje",
  sending: "Enviando...",
  "contact.submit": "Enviar mensaje",
  "contact.success": "¡Mensaje enviado! Le responderemos muy pronto.",
  "contact.failure":
    "No pudimos enviar su mensaje. Inténtelo de nuevo o llámenos directamente al {phone}.",
  "pricing.companySize": "Tamaño de la empresa",
  "pricing.chooseCompanySize": "Elija el tamaño de la empresa",
  "pricing.employees": "{size} empleados",
  "pricing.industry": "Ramo",
  "pricing.chooseIndustry": "Elija su ramo",
  "pricing.industry.electrical": "Eléctrico",
  "pricing.industry.telecommunications": "Telecomunicaciones",
  "pricing.industry.construction": "Construcción",
  "pricing.industry.utility": "Servicios públicos (utilities)",
  "pricing.industry.other": "Otro",
  "pricing.messageHint":
    "Cuéntenos de sus cuadrillas, las herramientas que usa hoy y lo que quiere mejorar.",
  "pricing.sending": "Enviando solicitud...",
  "pricing.submit": "Solicitar precios",
  "pricing.success":
    "¡Solicitud de precios enviada! En menos de 24 horas le enviaremos una cotización a la medida.",
  "pricing.failure":
    "No pudimos enviar su solicitud. Inténtelo de nuevo o llámenos directamente al {phone}.",
  "trial.heading": "Pruébelo gratis por 7 días",
  "trial.pageTitle": "Prueba gratis",
  "trial.back": "Volver al software para contratistas",
  "trial.intro": "Vea cómo {software} maneja presupuestos, trabajos y cuadrillas.",
  "trial.submit": "Comenzar prueba gratis",
  "trial.success": "¡Gracias por su interés! Pronto le escribiremos por correo electrónico.",
  "trial.failure":
    "No pudimos iniciar su prueba en este momento. Inténtelo de nuevo o llámenos directamente al {phone}.",
  rateLimited:
    "Ha enviado varias solicitudes en poco tiempo. Espere 15 minutos y vuelva a intentarlo, o llámenos al {phone}.",
  "error.nameRequired": "Escriba su nombre.",
  "error.nameTooLong": "Su nombre debe tener menos de {nameMax} caracteres.",
  "error.emailRequired": "Escriba su correo electrónico.",
  "error.emailTooLong": "Su correo electrónico debe tener menos de {emailMax} caracteres.",
  "error.emailInvalid": "Escriba un correo electrónico válido.",
  "error.phoneRequired": "Escriba su número de teléfono.",
  "error.phoneTooLong": "El número de teléfono debe tener menos de {phoneMax} caracteres.",
  "error.phoneCharacters": "Escriba el teléfono solo con números, espacios y los signos + ( ) - .",
  "error.messageRequired": "Escriba un mensaje.",
  "error.messageTooLong": "Su mensaje debe tener menos de {messageMax} caracteres.",
  "error.companySize": "Elija un tamaño de empresa: {sizes}.",
  "error.industry": "Elija un ramo de la lista.",
} satisfies NamespaceMessages<"forms">;
