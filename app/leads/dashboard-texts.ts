/**
 * Texts of the leads dashboard, an admin screen (admin screens stay in English) (docs/product.md#leads-dashboard), word for word.
 * The empty state explains itself differently for all time and for a filter, so that an admin
 * can tell "nothing yet" from "nothing here".
 */
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
