/**
 * The sections of the profile page (/admin/company), each a form of its own with its own Save
 * (docs/decisions/0077): a section posts only its fields, and the rest of the profile is kept as
 * stored. Which inputs each holds: `sectionFieldNames` (./profile-form.server.ts).
 */
export const PROFILE_SECTIONS = [
  "identity",
  "contact",
  "offices",
  "licenses",
  "identifiers",
  "certifications",
  "insurance",
  "reach",
  "onCall",
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
