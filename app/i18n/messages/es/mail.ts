import type { NamespaceMessages } from "../../translator";

export default {
  "acknowledgement.subject": "Recibimos su mensaje | {company}",
  "acknowledgement.heading": "Recibimos su mensaje",
  "acknowledgement.thanks":
    "Gracias por comunicarse con {company}. Recibimos su mensaje y le responderemos muy pronto.",
  "acknowledgement.coi.subject": "Recibimos su solicitud de certificado | {company}",
  "acknowledgement.coi.heading": "Recibimos su solicitud de certificado",
  "acknowledgement.coi.thanks":
    "Gracias por su solicitud de certificado de seguro. Le enviamos el certificado a más tardar el {date}.",
  "acknowledgement.urgent":
    "Si su solicitud es urgente, llámenos al {phone} (línea de emergencias 24/7: {emergencyPhone}).",
  "reply.subject.contact": "Re: su solicitud de contacto",
  "reply.subject.pricing": "Re: su solicitud de precios",
  "reply.subject.trial": "Re: su solicitud de prueba",
  "reply.subject.coi": "Re: su solicitud de certificado de seguro",
  "reply.subject.service": "Re: su solicitud de servicio",
  "reply.greeting": "Hola {name},",
  "reply.signOff": "Saludos cordiales,",
  "invitation.subject": "Active su cuenta de empleado de {company}",
  "invitation.heading": "Le damos la bienvenida a {company}",
  "invitation.hello": "Hola, {name}:",
  "invitation.job": "Se incorpora como {title} a partir del {startDate}.",
  "invitation.body":
    "Recursos Humanos abrió su cuenta de nuevo empleado. Cree su contraseña para entrar al portal de empleados, donde le esperan sus 20 formularios de incorporación.",
  "invitation.expiry": "Este enlace funciona una sola vez y vence en 7 días.",
  "invitation.button": "Crear su contraseña",
  "reset.subject": "Restablezca su contraseña de {company}",
  "reset.heading": "Restablezca su contraseña",
  "reset.body":
    "Alguien pidió restablecer la contraseña de su cuenta. Si fue usted, elija una contraseña nueva con el enlace de abajo.",
  "reset.expiry":
    "Este enlace funciona una sola vez y vence en 1 hora. Si usted no lo pidió, ignore este correo: su contraseña no cambia.",
  "reset.button": "Restablecer su contraseña",
  "reminder.subject":
    "Recordatorio: {open, plural, one {todavía tiene # formulario de incorporación pendiente} other {todavía tiene # formularios de incorporación pendientes}}",
  "reminder.hello": "Hola, {name}:",
  "reminder.progress":
    "Ha completado {done} de {total} formularios de incorporación. Estos siguen pendientes:",
  "reminder.link": "Abrir sus formularios",
} satisfies NamespaceMessages<"mail">;
