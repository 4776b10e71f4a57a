import type { NamespaceMessages } from "../../translator";

export default {
  eyebrow: "Aviso legal",
  lastUpdated: "Última actualización: {date}",
  backHome: "Volver al inicio",
  onThisPage: "En esta página",
  phone: "Teléfono:",
  emergency: "Línea de emergencias 24/7:",
  email: "Correo electrónico:",
  translationNotice:
    "Esta traducción se ofrece para su comodidad; si difiere de la versión en inglés, prevalece la versión en inglés.",
} satisfies NamespaceMessages<"legal">;
