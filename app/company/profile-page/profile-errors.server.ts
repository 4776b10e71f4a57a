import type { z } from "zod";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import {
  type MessageKey,
  type MessageValues,
  type Translator,
  translateMessage,
} from "~/i18n/translator";

/**
 * The profile schema's messages by field path (as the admin form names its inputs,
 * `offices.0.name`), in English: the admin area's language. Each message is a key of the `admin`
 * catalogue; its `{label}` is the field's name, `{max}` the bound a text or list passed.
 */
export function profileErrors(error: z.ZodError, lang: Lang = "en"): Record<string, string> {
  const translator = serverTranslator(lang);
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    if (errors[key] !== undefined) continue;
    const values: MessageValues = { label: fieldLabel(translator, issue.path) };
    if (issue.code === "too_big") values.max = Number(issue.maximum);
    if (issue.code === "custom") Object.assign(values, issue.params);
    errors[key] = translateMessage(translator, issue.message, values);
  }
  return errors;
}

/** Each field's name, by its path without row numbers (`offices.hours.monday`). */
const FIELD_LABELS: Record<string, MessageKey> = {
  legalName: "admin.profile.field.legalName",
  shortName: "admin.profile.field.shortName",
  tagline: "admin.profile.field.tagline",
  mainPhone: "admin.profile.field.mainPhone",
  fax: "admin.profile.field.fax",
  emergencyPhone: "admin.profile.field.emergencyPhone",
  aboutExtension: "admin.profile.field.aboutExtension",
  email: "admin.profile.field.email",
  hrEmail: "admin.profile.field.hrEmail",
  hrExtension: "admin.profile.field.hrExtension",
  quoteFormUrl: "admin.profile.field.quoteFormUrl",
  leadInbox: "admin.profile.field.leadInbox",
  dirNumber: "admin.profile.field.dirNumber",
  dirExpires: "admin.profile.field.dirExpires",
  uei: "admin.profile.field.uei",
  cage: "admin.profile.field.cage",
  onCallEmail: "admin.profile.field.onCallEmail",
  escalationEmail: "admin.profile.field.escalationEmail",
  escalationMinutes: "admin.profile.field.escalationMinutes",
  statesServed: "admin.profile.field.statesServed",
  remittanceAddress: "admin.profile.field.remittanceAddress",
  offices: "admin.profile.field.offices",
  "offices.name": "admin.profile.field.offices.name",
  "offices.nameEs": "admin.profile.field.offices.nameEs",
  "offices.street": "admin.profile.field.offices.street",
  "offices.city": "admin.profile.field.offices.city",
  "offices.state": "admin.profile.field.offices.state",
  "offices.zip": "admin.profile.field.offices.zip",
  "offices.phone": "admin.profile.field.offices.phone",
  "offices.hours": "admin.profile.field.offices.hours",
  "offices.hours.monday": "admin.profile.field.offices.hours.monday",
  "offices.hours.tuesday": "admin.profile.field.offices.hours.tuesday",
  "offices.hours.wednesday": "admin.profile.field.offices.hours.wednesday",
  "offices.hours.thursday": "admin.profile.field.offices.hours.thursday",
  "offices.hours.friday": "admin.profile.field.offices.hours.friday",
  "offices.hours.saturday": "admin.profile.field.offices.hours.saturday",
  "offices.hours.sunday": "admin.profile.field.offices.hours.sunday",
  "offices.headquarters": "admin.profile.field.offices.headquarters",
  "offices.slug": "admin.profile.field.offices.slug",
  "offices.geo.latitude": "admin.profile.field.offices.geo.latitude",
  "offices.geo.longitude": "admin.profile.field.offices.geo.longitude",
  "offices.services": "admin.profile.field.offices.services",
  "offices.markets": "admin.profile.field.offices.markets",
  licenses: "admin.profile.field.licenses",
  "licenses.name": "admin.profile.field.licenses.name",
  "licenses.number": "admin.profile.field.licenses.number",
  "licenses.classification": "admin.profile.field.licenses.classification",
  "licenses.state": "admin.profile.field.licenses.state",
  "licenses.expires": "admin.profile.field.licenses.expires",
  certifications: "admin.profile.field.certifications",
  "certifications.name": "admin.profile.field.certifications.name",
  "certifications.number": "admin.profile.field.certifications.number",
  "certifications.expires": "admin.profile.field.certifications.expires",
  insurance: "admin.profile.field.insurance",
  "insurance.kind": "admin.profile.field.insurance.kind",
  "insurance.carrier": "admin.profile.field.insurance.carrier",
  "insurance.perOccurrence": "admin.profile.field.insurance.perOccurrence",
  "insurance.aggregate": "admin.profile.field.insurance.aggregate",
  "insurance.expires": "admin.profile.field.insurance.expires",
  w9: "admin.profile.field.w9",
  "w9.fileId": "admin.profile.field.w9.fileId",
  "w9.name": "admin.profile.field.w9.name",
  "w9.taxYear": "admin.profile.field.w9.taxYear",
  socialLinks: "admin.profile.field.socialLinks",
  "socialLinks.label": "admin.profile.field.socialLinks.label",
  "socialLinks.url": "admin.profile.field.socialLinks.url",
  naicsCodes: "admin.profile.field.naicsCodes",
};

/**
 * A field's name from its path without row numbers: `offices.1.hours.monday.opens` is named by
 * `offices.hours.monday` ("Monday"), the nearest of its paths that has a name.
 */
function fieldLabel(translator: Translator, path: readonly PropertyKey[]): string {
  const names = path.map(String).filter((segment) => !/^\d+$/.test(segment));
  for (let length = names.length; length > 0; length--) {
    const label = FIELD_LABELS[names.slice(0, length).join(".")];
    if (label) return translator.t(label);
  }
  return names.join(".");
}
