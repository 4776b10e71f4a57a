import type { NamespaceMessages } from "../../translator";

export default {
  title: "Precios de {software}",
  intro:
    "Cada contratista trabaja a su manera. Cuéntenos sobre su empresa y le enviaremos en 24 horas una cotización hecha a la medida de sus cuadrillas.",
  formTitle: "Pida su cotización a la medida",
  formIntro:
    "El nombre, el correo electrónico y el teléfono son obligatorios; lo demás nos ayuda a ajustar la cotización.",
  nextTitle: "¿Qué sigue?",
  "step1.title": "Revisamos su solicitud en 24 horas",
  "step1.text":
    "Un especialista del producto que conoce el oficio de contratista lee sus datos y su mensaje.",
  "step2.title": "Preparamos una propuesta a la medida",
  "step2.text":
    "Ajustada a su personal de oficina, sus cuadrillas de campo y las herramientas de {software} que necesita.",
  "step3.title": "Recibe una cotización detallada en 24 horas",
  "step3.text": "Precio por usuario, puesta en marcha e importación de datos, sin nada escondido.",
  "step4.title": "Demostración opcional",
  "step4.text":
    "Un recorrido en vivo con trabajos como los suyos, cuando mejor le convenga a su equipo.",
  callTitle: "¿Prefiere hablar? Llámenos",
  moreAboutUs: "Más sobre nosotros",
  exploreFeatures: "Ver todas las funciones",
  backHome: "Volver al inicio",
} satisfies NamespaceMessages<"pricing">;
