/**
 * The privacy page (app/privacy/routes/admin-privacy.tsx): erasing an e-mail address on request.
 * English only (docs/decisions/0096). Its answer after an erasure is the server's
 * (`admin.privacy.erased`), which says the counts with `count.*` as the preview does.
 */
export default {
  title: "Privacy",
  "erase.title": "Erase an e-mail address",
  "erase.intro":
    "When someone asks us to delete their data, enter their e-mail address: the next step shows everything stored about it, and erases it only once you confirm. Leads idle for two years are removed every morning without asking, unless they were won.",
  "erase.find": "Find what is stored",
  "preview.title": "Stored about {email}",
  "preview.nothing": "Nothing is stored about this address.",
  "preview.consequences":
    "The leads go with their timelines and the e-mails with them; other mentions (a note or another lead quoting the address) keep their row with the address replaced by “[erased]”. This cannot be undone.",
  "preview.erase": "Erase everything about this address",
  // Shown by the preview, and the erasure's refusal (app/privacy/privacy-page.server.ts).
  accountRefusal:
    "This address belongs to a staff account. Remove the account at People first; this page erases what visitors sent.",
  "count.leads": "{n} {n, plural, one {lead} other {leads}}",
  "count.timelineEntries": "{n} {n, plural, one {timeline entry} other {timeline entries}}",
  "count.mails": "{n} {n, plural, one {e-mail in the outbox} other {e-mails in the outbox}}",
  "count.limitCounters": "{n} {n, plural, one {rate-limit counter} other {rate-limit counters}}",
  "count.integrationSubmissions":
    "{n} {n, plural, one {integration submission} other {integration submissions}}",
  "count.subcontractors": "{n} {n, plural, one {subcontractor} other {subcontractors}}",
  "count.applications": "{n} {n, plural, one {job application} other {job applications}}",
  "count.serviceContacts": "{n} {n, plural, one {client contact} other {client contacts}}",
  "count.workOrders":
    "{n} {n, plural, one {work order's requester} other {work orders' requesters}}",
  "count.otherMentions": "{n} {n, plural, one {other mention} other {other mentions}}",
};
