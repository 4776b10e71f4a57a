/**
 * The product's words that the tests hold (docs/product.md): the English catalogue and the admin
 * screens must say exactly these. The app reads its texts from the catalogues
 * (app/i18n/messages/<lang>/) and the admin screens' own modules; only tests read this file.
 */
/** The lead forms' texts, word for word, in one place (docs/product.md#lead-forms). */
export const messages = {
  trialSuccess: "Thank you for your interest! We'll be in touch soon via email.",
  /**
   * The failure texts name the phone of the current profile, which the forms get as a prop: a
   * browser shows them when the server cannot be reached. The trial form can fail like the
   * others, so it has a failure text of its own.
   */
  trialFailure: (phone: string) =>
    `We could not start your trial just now. Please try again or contact us directly at ${phone}.`,
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactFailure: (phone: string) =>
    `There was an error sending your message. Please try again or contact us directly at ${phone}.`,
  pricingSuccess:
    "Pricing request sent successfully! We'll get back to you within 24 hours with a customized quote.",
  pricingFailure: (phone: string) =>
    `Failed to send your request. Please try again or contact us directly at ${phone}.`,
} as const;

/**
 * Texts of the Software Solutions configuration page: validation and toasts, word for word
 * (docs/product.md#integration-configuration). The submit success says that the configuration
 * is stored and the company notified, because the server does both.
 */
export const integrationMessages = {
  providerNameRequired: "Provider name is required",
  providerTypeRequired: "Provider type is required",
  requiredFor: (label: string, provider: string) =>
    `${label} is required for ${provider} integration`,
  clientIdFormat:
    "Client ID should be a valid GUID or application ID format (hexadecimal characters)",
  invalidUrl: (label: string) => `${label} must be a valid URL`,
  unknownProvider: "Unknown provider name",
  fixBeforeSubmitting: "Please fix validation errors before submitting.",
  submitSuccess:
    "Configuration submitted successfully! It is stored securely and our team has been notified.",
  submitFailure: "Failed to submit configuration. Please try again.",
  emailClientOpened: "Email client opened with pre-filled configuration data.",
  downloaded: "Configuration downloaded as JSON file.",
  copied: "Configuration copied to clipboard!",
  copyFailed: "Failed to copy to clipboard. Please try again.",
} as const;

/**
 * Texts of the new-hire portal and the admin progress page (docs/product.md#new-hires-portal,
 * docs/product.md#admin-progress), word for word. The missing-key message names the setting,
 * so whoever reads it knows what to set.
 */
export const onboardingMessages = {
  pageTitle: "Employee Forms",
  formsTab: "Employment Forms",
  resourcesTab: "Employee Resources",
  trackerHeading: "New Hire Progress Tracker",
  checkButton: "Check My Progress",
  checkingButton: "Checking...",
  missingName: "Please enter your first and last name.",
  markAsComplete: "Mark as complete",
  submitAll: "Submit All Forms",
  allSubmittedHeading: "All Forms Submitted Successfully!",
  thankYou: (name: string) => `Thank you, ${name}!`,
  whatHappensNext: "What happens next",
  backToDashboard: "Back to Dashboard",
  goToPortal: "Go to New Hires Portal",
  formIdsNotConfigured:
    "The onboarding form links are not configured yet. Add JOTFORM_FORM_IDS to the environment file (.env).",
  serviceUnreachable: "The form service could not be reached. Showing the last synced data.",
  lastUpdated: (ago: string) => `Last updated ${ago}`,
  neverSynced: "Not synced with the form service yet",
  tooManyChecks:
    "Too many progress checks from your connection. Please wait a few minutes and try again.",
  notAllComplete: (completed: number, total: number) =>
    `All ${total} forms must be complete before you submit them: ${completed} of ${total} are done.`,
  /** To anyone but the hire and HR: how far a named person got is not told. */
  notAllCompleteWithoutCount: (total: number) =>
    `All ${total} forms must be complete before you submit them. Check your progress to see which are still open.`,
  openMenu: "Open Menu",
  closeMenu: "Close Menu",
  // The admin progress pages' words (docs/product.md#admin-progress; an admin screen stays English).
  adminTitle: "Employee Form Progress",
  viewLeads: "View Leads",
  newHiresPortal: "New Hires Portal",
  refreshData: "Refresh Data",
  loadingProgress: "Loading progress...",
  noEmployees: "No employees found.",
  formsCompleted: (completed: number, total: number) => `${completed} of ${total} forms completed`,
  hiredFrom: (posting: string) => `Hired from an application for ${posting}`,
  apiKeyNotConfigured:
    "The form-service API key is not configured. Add JOTFORM_API_KEY to the environment file (.env) and restart the server to check progress.",
} as const;

/** The leads dashboard's words (docs/product.md#leads-dashboard). */
export const leadsMessages = {
  title: "Leads Dashboard",
  refresh: "Refresh",
  exportCsv: "Export CSV",
  clearAll: "Clear All",
  clearConfirm: "Are you sure you want to delete all leads? This cannot be undone.",
  noLeadsToExport: "No leads to export",
  statTotal: "Total Leads",
  statToday: "Today",
  statWeek: "This Week",
  statUniqueEmails: "Unique Emails",
  noLeadsFound: "No leads found",
  noLeadsYet:
    "Leads appear here as soon as a visitor sends the contact form, asks for pricing or signs up for a trial.",
  showing: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} total leads`,
  cleared: (count: number) =>
    `${count.toLocaleString("en-US")} ${count === 1 ? "lead was" : "leads were"} deleted.`,
} as const;

export { TRIAL_INTEREST, TRIAL_SOURCE } from "../../app/leads/forms/trial-lead";
