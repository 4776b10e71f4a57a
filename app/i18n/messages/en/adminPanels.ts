/**
 * The panels an office record's page shares, a lead's and an application's (docs/product.md#the-lead-pipeline):
 * reply by e-mail, add a note, the timeline. English only, like every office text (docs/decisions/0096).
 */
export default {
  "reply.title": "Reply by e-mail",
  "reply.intro":
    "To {email}; answers come back to {recipient, select, applicant {the HR address ({inbox})} other {the company inbox}}. Started in {language}, the language of {recipient, select, applicant {the applicant} other {the lead}}; the sign-off and the company's signature ({signOff} {signature}) are added below your text.",
  "reply.subject": "Subject",
  "reply.message": "Message",
  "reply.attach": "Attach the certificate of insurance ({name})",
  "reply.attachHint": "The company's current certificate, uploaded {uploaded}.",
  "reply.noCertificate":
    "No certificate of insurance is on file to attach: <link>upload it</link>, then reply here.",
  "reply.send": "Send reply",
  "note.title": "Add a note",
  "note.label": "Note",
  "note.hint": "Plain text, up to {max, number} characters.",
  "note.button": "Add note",
  "timeline.title": "Timeline",
  "delivery.queued": "queued",
  "delivery.sent": "sent",
  "delivery.failed": "failed",
};
