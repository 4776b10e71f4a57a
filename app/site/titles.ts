import { company } from "./company";

/**
 * "Page | Company": every document title is built the same way. Public pages pass the name of the
 * company profile (`companyNameFromMatches`); admin pages keep the example's until they do too.
 */
export function pageTitle(page?: string, companyName: string = company.name): string {
  return page ? `${page} | ${companyName}` : companyName;
}
