/** The legal pages' frame (docs/product.md#legal-pages); their bodies are per-language modules. */
export default {
  eyebrow: "Legal",
  lastUpdated: "Last updated {date}",
  backHome: "Back to Home",
  onThisPage: "On this page",
  phone: "Phone:",
  emergency: "24/7 emergency line:",
  email: "Email:",
  /** Shown above a translated legal text; the English reads the original. */
  translationNotice:
    "This translation is provided for convenience; if it differs from the English version, the English version governs.",
};
