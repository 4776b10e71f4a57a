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
  progressOf: "Progress of {name}",
  "list.noHires":
    "No one has been invited yet. Invite your first hire on <link>People</link>: they get an e-mail to set a password, and their forms show here as they send them.",
  "list.search": "Search employees by name",
  "list.searchButton": "Search",
  "list.exportCsv": "Export CSV",
  "list.caption": "Onboarding progress of each employee, {count} shown",
  "list.summary":
    "{count} {count, plural, one {employee} other {employees}}. Select a name to see that person's forms.",
  "list.summaryMatching":
    '{count} {count, plural, one {employee} other {employees}} matching "{search}". Select a name to see that person\'s forms.',
  "list.name": "Employee Name",
  "list.completed": "Completed Forms",
  "list.progress": "Progress",
  "list.completedOf": "{completed} of {total}",
  "person.completed": "completed",
  "person.notCompleted": "not completed",
  "person.submitted": "Submitted {when}",
  "person.marked": 'Marked completed {when} by {by}: "{note}"',
  "person.notSubmitted": "Not submitted",
  "person.openForm": "Open form",
  "person.newTab": "{form} (opens in a new tab)",
  "person.markByHand": "Mark completed by hand",
  "person.noteFor": "Note for {form}",
  "person.notePlaceholder": "Paper form filed with HR",
  "person.mark": "Mark completed",
  apiKeyNotConfigured:
    "The form-service API key is not configured. Add JOTFORM_API_KEY to the environment file (.env) and restart the server to check progress.",
};
