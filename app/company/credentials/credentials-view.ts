import { fileUrl } from "~/files/kinds";
import { CAPABILITY_STATEMENT_PATH } from "../capability-statement/capability-statement";
import { companyFacts, type LicenseFacts, type Phone } from "../facts";
import { DIR_REGISTRATION_SEARCH_URL } from "../lookups";
import type { CompanyProfile, InsurancePolicy } from "../profile";
import { companyToday, withoutExpired } from "./credentials";

/**
 * What the credentials page (and the capability statement) show of the profile: only items not
 * expired today in the company's time zone. Plain data, for loader data and the PDF.
 */
export interface CredentialsView {
  licenses: (LicenseFacts & { classification: string; expires: string })[];
  dir: { number: string; expires: string; searchUrl: string } | null;
  identifiers: { uei: string; cage: string; naics: string[] };
  certifications: CompanyProfile["certifications"];
  insurance: InsurancePolicy[];
  w9: { url: string; taxYear: number } | null;
  remittance: string[];
  /** Whom to call for anything missing, and to verify a request to change bank details. */
  phone: Phone;
  capabilityStatement: string;
}

export function credentialsView(profile: CompanyProfile, now = new Date()): CredentialsView {
  const shown = withoutExpired(profile, companyToday(profile, now));
  const facts = companyFacts(shown);
  return {
    licenses: shown.licenses.map((license, index) => ({
      ...facts.licenseDetails[index]!,
      classification: license.classification,
      expires: license.expires,
    })),
    dir: shown.dirNumber
      ? {
          number: shown.dirNumber,
          expires: shown.dirExpires,
          searchUrl: DIR_REGISTRATION_SEARCH_URL,
        }
      : null,
    identifiers: { uei: shown.uei, cage: shown.cage, naics: shown.naicsCodes },
    certifications: shown.certifications,
    insurance: shown.insurance,
    w9: shown.w9
      ? { url: fileUrl({ id: shown.w9.fileId, name: shown.w9.name }), taxYear: shown.w9.taxYear }
      : null,
    remittance: shown.remittanceAddress,
    phone: facts.phone,
    capabilityStatement: CAPABILITY_STATEMENT_PATH,
  };
}
