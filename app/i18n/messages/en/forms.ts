/**
 * The lead forms (contact, pricing, trial) and the form fields they share
 * (docs/product.md#lead-forms): labels, busy states, answers and every validation message, word
 * for word. ICU MessageFormat: `{name}` is a value.
 */
export default {
  honeypot: "Leave this field empty",
  optional: "(optional)",
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Message",
  sending: "Sending...",
  "contact.submit": "Send Message",
  "contact.success": "Message sent successfully! We'll get back to you soon.",
  "contact.failure":
    "There was an error sending your message. Please try again or contact us directly at {phone}.",
  "pricing.companySize": "Company Size",
  "pricing.chooseCompanySize": "Select company size",
  "pricing.employees": "{size} employees",
  "pricing.industry": "Industry",
  "pricing.chooseIndustry": "Select industry",
  "pricing.industry.electrical": "Electrical",
  "pricing.industry.telecommunications": "Telecommunications",
  "pricing.industry.construction": "Construction",
  "pricing.industry.utility": "Utility",
  "pricing.industry.other": "Other",
  "pricing.messageHint":
    "Tell us about your crews, your current tools and what you want to improve.",
  "pricing.sending": "Sending Request...",
  "pricing.submit": "Request Pricing",
  "pricing.success":
    "Pricing request sent successfully! We'll get back to you within 24 hours with a customized quote.",
  "pricing.failure":
    "Failed to send your request. Please try again or contact us directly at {phone}.",
  "trial.heading": "Start your free 7-day trial",
  "trial.pageTitle": "Free Trial",
  "trial.back": "Back to Software Solutions",
  "trial.intro": "See how {software} runs estimates, jobs and crews.",
  "trial.submit": "Start Free Trial",
  "trial.success": "Thank you for your interest! We'll be in touch soon via email.",
  "trial.failure":
    "We could not start your trial just now. Please try again or contact us directly at {phone}.",
  /** A refusal whose reasons are beside its fields only. */
  fixFields: "Please correct the fields marked.",
  rateLimited:
    "You have sent several requests in a short time. Please wait 15 minutes and try again, or call us at {phone}.",
  "upload.busy":
    "The server is receiving many uploads just now. Please send the form again in a few seconds.",
  "upload.stalled":
    "The upload stopped arriving. Please check your connection and send the form again.",
  "error.nameRequired": "Please enter your name.",
  "error.nameTooLong": "Please keep your name under {nameMax} characters.",
  "error.emailRequired": "Please enter your email address.",
  "error.emailTooLong": "Please keep your email address under {emailMax} characters.",
  "error.emailInvalid": "Please enter a valid email address.",
  "error.phoneRequired": "Please enter your phone number.",
  "error.phoneTooLong": "Please keep the phone number under {phoneMax} characters.",
  "error.phoneCharacters": "Please enter a phone number using digits, spaces and + ( ) - . only.",
  "error.messageRequired": "Please enter a message.",
  "error.messageTooLong": "Please keep your message under {messageMax} characters.",
  "error.companySize": "Please choose a company size: {sizes}.",
  "error.industry": "Please choose an industry from the list.",
  "coi.company": "Company",
  "coi.projectName": "Project name",
  "coi.projectAddress": "Project address",
  "coi.holderName": "Certificate holder's legal name",
  "coi.holderAddress": "Certificate holder's address",
  "coi.wording": "Wording needed",
  "coi.additionalInsured": "Additional insured",
  "coi.waiver": "Waiver of subrogation",
  "coi.primary": "Primary and non-contributory",
  "coi.neededBy": "Date needed",
  "coi.submit": "Request the Certificate",
  "coi.sending": "Sending Request...",
  "coi.success": "Thank you! Your request is in: we send the certificate by the date you need it.",
  "coi.successFor":
    "Thank you! Your request is in: we send the certificate for {project} by {date}.",
  "coi.failure":
    "Your request could not be sent right now. Please try again in a moment, or call us at {phone}.",
  "error.required": "Please fill in this field.",
  "error.textTooLong": "Please keep this under {textMax} characters.",
  "error.noMarkup": "Please write plain text, without < or >.",
  "error.neededBy": "Please give the date you need it: today or later.",
};
