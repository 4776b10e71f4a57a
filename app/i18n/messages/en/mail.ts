/**
 * E-mails to visitors and hires, in the reader's language (docs/product.md#e-mails): the
 * acknowledgement of a contact message, invitations, password resets and reminders. ICU
 * MessageFormat: `{name}` is a value.
 */
export default {
  "acknowledgement.subject": "We received your message | {company}",
  "acknowledgement.heading": "We received your message",
  "acknowledgement.thanks":
    "Thank you for contacting {company}. We received your message and will get back to you soon.",
  "acknowledgement.coi.subject": "We received your certificate request | {company}",
  "acknowledgement.coi.heading": "We received your certificate request",
  "acknowledgement.coi.thanks":
    "Thank you for your certificate of insurance request. We send the certificate by {date}.",
  "acknowledgement.urgent":
    "If your request is urgent, call us at {phone} (24/7 emergency line {emergencyPhone}).",
  "reply.subject.contact": "Re: your contact request",
  "reply.subject.pricing": "Re: your pricing request",
  "reply.subject.trial": "Re: your trial request",
  "reply.subject.coi": "Re: your certificate of insurance request",
  "reply.subject.service": "Re: your service request",
  "reply.greeting": "Hello {name},",
  "reply.signOff": "Kind regards,",
  "invitation.subject": "Set up your {company} employee account",
  "invitation.heading": "Welcome to {company}",
  "invitation.hello": "Hello {name},",
  "invitation.job": "You join us as {title}, starting {startDate}.",
  "invitation.body":
    "HR has opened your new-hire account. Set your password to sign in to the employee portal, where your 20 onboarding forms are waiting.",
  "invitation.expiry": "This link works once and expires in 7 days.",
  "invitation.button": "Set your password",
  "reset.subject": "Reset your {company} password",
  "reset.heading": "Reset your password",
  "reset.body":
    "Someone asked to reset the password of your account. If it was you, choose a new password with the link below.",
  "reset.expiry":
    "This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  "reset.button": "Reset your password",
  "reminder.subject":
    "Reminder: {open, plural, one {# onboarding form is} other {# onboarding forms are}} still open",
  "reminder.hello": "Hello {name},",
  "reminder.progress":
    "You have completed {done} of {total} onboarding forms. These are still open:",
  "reminder.link": "Open your forms",
};
