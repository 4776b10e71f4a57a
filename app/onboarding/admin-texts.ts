/**
 * Texts of the admin progress pages (docs/product.md#admin-progress), word for word: an admin
 * screen, which stays in English. The missing-key message names the setting, so whoever reads
 * it knows what to set.
 */
export const adminProgressTexts = {
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
