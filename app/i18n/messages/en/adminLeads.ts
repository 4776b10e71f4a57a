/** The leads dashboard (docs/product.md#leads-dashboard), word for word. The empty state explains itself differently for all time and for a filter, so that an admin can tell "nothing yet" from "nothing here": English only, like every office text (docs/decisions/0096). */
export default {
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
  showing: "Showing {shown, number} of {total, number} total leads",
  cleared: "{count, plural, one {# lead was} other {# leads were}} deleted.",
};
