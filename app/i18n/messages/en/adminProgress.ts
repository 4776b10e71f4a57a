/** The admin progress pages (docs/product.md#admin-progress), word for word. The missing-key message names the setting, so whoever reads it knows what to set: English only, like every office text (docs/decisions/0096). */
export default {
  adminTitle: "Employee Form Progress",
  viewLeads: "View Leads",
  newHiresPortal: "New Hires Portal",
  refreshData: "Refresh Data",
  loadingProgress: "Loading progress...",
  noEmployees: "No employees found.",
  formsCompleted: "{completed} of {total} forms completed",
  hiredFrom: "Hired from an application for {posting}",
  apiKeyNotConfigured:
    "The form-service API key is not configured. Add JOTFORM_API_KEY to the environment file (.env) and restart the server to check progress.",
};
