/**
 * The admin area's frame (app/layout): its header, navigation and error page, on every office
 * page. English only, like every office text (docs/decisions/0096).
 */
export default {
  home: "{company}, admin home",
  admin: "Admin",
  office: "Office",
  publicSite: "Public site",
  signedInAs: "Signed in as ",
  signOut: "Sign out",
  navigation: "Admin",
  backTo: "Back to {page}",
  "nav.progress": "Form Progress",
  "nav.leads": "Leads",
  "nav.board": "Board",
  "nav.projects": "Projects",
  "nav.subcontractors": "Subcontractors",
  "nav.careers": "Careers",
  "nav.workOrders": "Work Orders",
  "nav.clients": "Clients",
  "nav.people": "People",
  "nav.integrations": "Integrations",
  "nav.company": "Company",
  "nav.outbox": "Outbox",
  "nav.audit": "Audit Log",
  "nav.privacy": "Privacy",
  cancel: "Cancel",
  "pagination.range":
    "{noun} {first, number}–{last, number}, page {page, number} of {pageCount, number}",
  "pagination.previous": "Previous",
  "pagination.next": "Next",
  "exampleValues.title": "This live site still shows example values",
  "exampleValues.text":
    "Visitors see them, and e-mail to example addresses is not sent. Replace them in the <link>company profile</link>: {fields}.",
  "credentials.title": "The company's credentials need attention",
  "credentials.text": "Update them in the <link>company profile</link>: {problems}.",
};
