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
