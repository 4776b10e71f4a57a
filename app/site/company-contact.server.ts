import type { CompanyStore } from "~/company/store.server";

export interface CompanyContact {
  /** Where the public writes to the company, security reports included. */
  email: string;
}

/** The company's public contact as server code reads it: the current profile's general e-mail. */
export function readCompanyContact(company: Pick<CompanyStore, "current">): CompanyContact {
  return { email: company.current().profile.email };
}
