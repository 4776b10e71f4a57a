import type { ApplicationStage, EmploymentType, PayPeriod, PostingStatus } from "./careers";

/** Texts of the careers admin pages (admin screens stay in English). */
export const careersAdmin = {
  title: "Careers",
  postings: "Job postings",
  newPosting: "New posting",
  editPosting: "Edit posting",
  noPostings: "No postings yet. Write the first one with New posting.",
  applications: "Applications",
  noApplications: "No applications match.",
  applicationPages: "Pages of applications",
  applicationsNoun: "Applications",
  moveRefused: "That application could not be moved: choose one of the listed stages.",
  back: "Back to careers",
  save: "Save posting",
  saved: "The posting was saved.",
  created: "The posting was created.",
  fixErrors: "Please correct the fields marked below.",
  viewPublic: "View on the site",
  fields: {
    title: "Title",
    titleEs: "Title in Spanish",
    officeId: "Office",
    employmentType: "Employment type",
    payMin: "Pay from (whole dollars)",
    payMax: "Pay to (whole dollars)",
    payPeriod: "Per",
    description: "Description",
    descriptionEs: "Description in Spanish",
    requirements: "Requirements",
    requirementsEs: "Requirements in Spanish",
    closesOn: "Closing date",
    status: "Status",
  },
  textHint: "Plain text: a blank line starts a paragraph; lines starting with - or * make a list.",
  spanishHint: "Optional: Spanish pages show the English text when left blank.",
  closesHint: "The posting closes itself after this day.",
} as const;

export const POSTING_STATUS_LABELS: Record<PostingStatus, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contractor",
  TEMPORARY: "Temporary",
};

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = { HOUR: "Hour", YEAR: "Year" };

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** Texts of the applicant page (/admin/careers/applications/:id). */
export const applicantTexts = {
  back: "Back to careers",
  notFound: "Application not found",
  details: "Application details",
  fields: {
    email: "Email",
    phone: "Phone",
    posting: "Posting",
    licenses: "Licenses and certifications",
    years: "Years in the trade",
    language: "Language",
    received: "Received",
    startDate: "Start date",
    person: "Employee",
  },
  none: "None given",
  message: "Message",
  noMessage: "No message was sent with this application.",
  resume: "Résumé",
  downloadResume: (name: string) => `Download the résumé (${name})`,
  resumeHint:
    "Sent by the applicant: it is downloaded, never opened in the site's pages. Staff with hiring access only.",
  noResume: "No résumé was sent with this application.",
  stage: "Stage",
  moveTo: "Move to a stage",
  moved: (stage: string) => `Stage set to ${stage}.`,
  hiredNoMove: "This application was hired: its stage is no longer changed here.",
  reject: "Reject",
  rejectTitle: "Reject this application",
  rejectQuestion: (name: string) => `Reject the application of ${name}?`,
  rejectConsequence:
    "It moves to Rejected and leaves the open stages. With the box ticked, the courteous rejection e-mail goes out now and cannot be called back; the stage can be changed later.",
  rejectConfirm: "Reject the application",
  sendRejection: "Send a courteous rejection e-mail",
  rejectionHint: (language: string) =>
    `Written in ${language}, the applicant's language, with the company's signature.`,
  rejected: "The application was rejected.",
  rejectedWithMail: (email: string) =>
    `The application was rejected; the rejection e-mail is queued for ${email}.`,
  hire: "Hire",
  hireTitle: "Hire",
  hireIntro:
    "Makes the person's employee account and sends the invitation to set a password, as at People; they then appear on the progress dashboard with 0 of 20 forms.",
  firstName: "First name",
  lastName: "Last name",
  startDate: "Start date",
  closePosting: "Close the posting",
  hired: (email: string) =>
    `Hired: the account is made and the invitation to set a password is queued for ${email}.`,
  hiredAndClosed: (email: string) =>
    `Hired: the account is made, the invitation to set a password is queued for ${email}, and the posting is closed.`,
  accountExists: (email: string) =>
    `An account with ${email} already exists: nothing was changed. Invite or find the person at People instead.`,
  alreadyHired: "This application was already hired.",
  hiredAs: "Hired: see the onboarding progress",
  replyQueued: (email: string) => `Reply queued for ${email}.`,
  noteAdded: "Note added.",
  gone: "This application no longer exists.",
  unknownAction: "Unknown action.",
  tooManyReplies: "Too many replies in an hour. Please try again later.",
  timeline: {
    received: "Application received",
    stage: (from: string, to: string) => `Stage: ${from} → ${to}`,
    note: "Note",
    email: (subject: string) => `E-mail sent: ${subject}`,
    hired: (startDate: string) => `Hired, starting ${startDate}`,
    postingClosed: "The posting was closed.",
    website: "Website",
  },
  exportCsv: "Export CSV",
  noneToExport: "No applications match: there is nothing to export.",
} as const;
