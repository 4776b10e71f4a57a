/** The office's outbox (app/mail/routes/admin-outbox.tsx): English only (docs/decisions/0096). */
export default {
  title: "Outbox",
  intro: "Every e-mail the site sends, newest first.",
  none: "No e-mail has been sent or queued yet.",
  messages: "Messages",
  showing: "Showing {shown} of {total} messages.",
  smtpConfigured:
    "An SMTP server is configured: messages are delivered in the background, with retries for 24 hours.",
  smtpMissing:
    "No SMTP server is configured (SMTP_URL): messages are kept here as held, and are delivered once SMTP_URL is set and the server restarts.",
  to: "To",
  attempts: "Attempts",
  created: "Created",
  sent: "Sent",
  notYet: "Not yet",
  attached: "Attached: ",
  lastError: "Last error: ",
  showText: "Show the text of this message",
};
