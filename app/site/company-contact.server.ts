import { company } from "./company";

export interface CompanyContact {
  /** Where the public writes to the company, security reports included. */
  email: string;
}

/**
 * The company's public contact as server code reads it. One function, so that when company facts
 * move out of `company.ts` (into a stored profile, say) only this body changes.
 */
export async function readCompanyContact(): Promise<CompanyContact> {
  return { email: company.email };
}
